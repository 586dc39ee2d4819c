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

const page = {
  home: lazy(() => import(/* webpackChunkName: "page-home" */ './features/home/pages/home-page')),
  brands: lazy(() => import(/* webpackChunkName: "page-brands" */ './features/brands/pages/brand-directory-page')),
  brand: lazy(() => import(/* webpackChunkName: "page-brand" */ './features/brands/pages/brand-page')),
  categories: lazy(() => import(/* webpackChunkName: "page-categories" */ './features/catalog/pages/categories-page')),
  search: lazy(() => import(/* webpackChunkName: "page-search" */ './features/search/pages/search-page')),
  product: lazy(() => import(/* webpackChunkName: "page-product" */ './features/products/pages/product-detail-page')),
  ranking: lazy(() => import(/* webpackChunkName: "page-ranking" */ './features/ranking/pages/ranking-page')),
  magazine: lazy(() => import(/* webpackChunkName: "page-magazine" */ './features/editorial/pages/magazine-page')),
  newIn: lazy(() => import(/* webpackChunkName: "page-new-in" */ './features/new-in/pages/new-in-page')),
  collaborations: lazy(() => import(/* webpackChunkName: "page-collaborations" */ './features/editorial/pages/collaborations-page')),
  archive: lazy(() => import(/* webpackChunkName: "page-archive" */ './features/archive/pages/archive-page')),
  comingSoon: lazy(() => import(/* webpackChunkName: "page-coming-soon" */ './features/editorial/pages/coming-soon-page')),
  events: lazy(() => import(/* webpackChunkName: "page-events" */ './features/events/pages/events-page')),
  login: lazy(() => import(/* webpackChunkName: "page-login" */ './features/auth/pages/login-page')),
  signup: lazy(() => import(/* webpackChunkName: "page-signup" */ './features/auth/pages/signup-page')),
  cart: lazy(() => import(/* webpackChunkName: "page-cart" */ './features/cart/pages/cart-page')),
  wishlist: lazy(() => import(/* webpackChunkName: "page-wishlist" */ './features/wishlist/pages/wishlist-page')),
  checkout: lazy(() => import(/* webpackChunkName: "page-checkout" */ './features/checkout/pages/checkout-page')),
  orders: lazy(() => import(/* webpackChunkName: "page-orders" */ './features/orders/pages/orders-page')),
  account: lazy(() => import(/* webpackChunkName: "page-account" */ './features/account/pages/account-page')),
  customerService: lazy(() => import(/* webpackChunkName: "page-customer-service" */ './features/customer-service/pages/customer-service-page')),
};

export const storeRoutes: StoreRoute[] = [
  { path: '', title: '홈', page: page.home },
  { path: 'brands', title: '브랜드', page: page.brands },
  { path: 'brands/:slug', title: '브랜드 상세', page: page.brand },
  { path: 'categories', title: '카테고리', page: page.categories },
  { path: 'search', title: '검색', page: page.search },
  { path: 'products/:id', title: '상품 상세', page: page.product },
  { path: 'ranking', title: '랭킹', page: page.ranking },
  { path: 'magazine', title: '매거진', page: page.magazine },
  { path: 'profile', title: '마이페이지', page: page.account },
  { path: 'new-in', title: '신상품', page: page.newIn },
  { path: 'collaborations', title: '콜라보레이션', page: page.collaborations },
  { path: 'archive', title: '아카이브', page: page.archive },
  { path: 'coming-soon', title: '출시 예정', page: page.comingSoon },
  { path: 'events', title: '이벤트', page: page.events },
  { path: 'customer-service', title: '고객센터', page: page.customerService },
  { path: 'login', title: '로그인', page: page.login },
  { path: 'signup', title: '회원가입', page: page.signup },
  { path: 'cart', title: '장바구니', page: page.cart },
  { path: 'wishlist', title: '위시리스트', page: page.wishlist },
  { path: 'checkout', title: '주문/결제', page: page.checkout },
  { path: 'orders', title: '주문 내역', page: page.orders },
  { path: 'account', title: '내 계정', page: page.account },
];

export const PreparingPage = lazy(() => import(/* webpackChunkName: "page-preparing" */ './pages/preparing-page'));
export const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ './pages/not-found-page'));
