import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The storefront's pages, relative to where the shell mounts it (`/*`). Every page is a lazy
 * chunk, so the first screen downloads only its own page. A route without `page` is announced
 * and shows the '준비 중' page inside the chrome until its issue builds it.
 */
export interface StoreRoute {
  /** Relative path; '' is the home page. */
  path: string;
  /** Korean page name (tab title, '준비 중' page). */
  title: string;
  page?: LazyExoticComponent<ComponentType>;
}

const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './features/home/pages/home-page'));
const BrandDirectoryPage = lazy(() => import(/* webpackChunkName: "page-brands" */ './features/brands/pages/brand-directory-page'));

export const storeRoutes: StoreRoute[] = [
  { path: '', title: '홈', page: HomePage },
  { path: 'brands', title: '브랜드', page: BrandDirectoryPage },
  { path: 'brands/:slug', title: '브랜드 상세' },
  { path: 'categories', title: '카테고리' },
  { path: 'search', title: '검색' },
  { path: 'products/:id', title: '상품 상세' },
  { path: 'ranking', title: '랭킹' },
  { path: 'magazine', title: '매거진' },
  { path: 'profile', title: '마이페이지' },
  { path: 'new-in', title: '신상품' },
  { path: 'collaborations', title: '콜라보레이션' },
  { path: 'archive', title: '아카이브' },
  { path: 'coming-soon', title: '출시 예정' },
  { path: 'events', title: '이벤트' },
  { path: 'customer-service', title: '고객센터' },
  { path: 'login', title: '로그인' },
  { path: 'signup', title: '회원가입' },
  { path: 'cart', title: '장바구니' },
  { path: 'wishlist', title: '위시리스트' },
  { path: 'checkout', title: '주문/결제' },
  { path: 'orders', title: '주문 내역' },
  { path: 'account', title: '내 계정' },
];

export const PreparingPage = lazy(() => import(/* webpackChunkName: "page-preparing" */ './pages/preparing-page'));
export const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ './pages/not-found-page'));
