import { matchPath } from '@market/ui/router';
import { preloadable, type PreloadableComponent } from './lib/preloadable';

/**
 * The storefront's pages, relative to where the shell mounts it (`/*`). Every page is a lazy
 * chunk, so the first screen downloads only its own page. Pages marked `ssr` are public and
 * the same for every visitor: the server renders their first screen into the HTML.
 */
export interface StoreRoute {
  /** Relative path; '' is the home page. */
  path: string;
  /** Korean page name (tab title). */
  title: string;
  page: PreloadableComponent;
  ssr?: boolean;
}

const page = {
  home: preloadable(() => import(/* webpackChunkName: "page-home" */ './features/home/pages/home-page')),
  brands: preloadable(() => import(/* webpackChunkName: "page-brands" */ './features/brands/pages/brand-directory-page')),
  brand: preloadable(() => import(/* webpackChunkName: "page-brand" */ './features/brands/pages/brand-page')),
  categories: preloadable(() => import(/* webpackChunkName: "page-categories" */ './features/catalog/pages/categories-page')),
  search: preloadable(() => import(/* webpackChunkName: "page-search" */ './features/search/pages/search-page')),
  product: preloadable(() => import(/* webpackChunkName: "page-product" */ './features/products/pages/product-detail-page')),
  ranking: preloadable(() => import(/* webpackChunkName: "page-ranking" */ './features/ranking/pages/ranking-page')),
  magazine: preloadable(() => import(/* webpackChunkName: "page-magazine" */ './features/editorial/pages/magazine-page')),
  newIn: preloadable(() => import(/* webpackChunkName: "page-new-in" */ './features/new-in/pages/new-in-page')),
  collaborations: preloadable(() => import(/* webpackChunkName: "page-collaborations" */ './features/editorial/pages/collaborations-page')),
  archive: preloadable(() => import(/* webpackChunkName: "page-archive" */ './features/archive/pages/archive-page')),
  comingSoon: preloadable(() => import(/* webpackChunkName: "page-coming-soon" */ './features/editorial/pages/coming-soon-page')),
  events: preloadable(() => import(/* webpackChunkName: "page-events" */ './features/events/pages/events-page')),
  coupons: preloadable(() => import(/* webpackChunkName: "page-coupons" */ './features/coupons/pages/coupon-zone-page')),
  login: preloadable(() => import(/* webpackChunkName: "page-login" */ './features/auth/pages/login-page')),
  signup: preloadable(() => import(/* webpackChunkName: "page-signup" */ './features/auth/pages/signup-page')),
  setPassword: preloadable(() => import(/* webpackChunkName: "page-set-password" */ './features/auth/pages/set-password-page')),
  cart: preloadable(() => import(/* webpackChunkName: "page-cart" */ './features/cart/pages/cart-page')),
  wishlist: preloadable(() => import(/* webpackChunkName: "page-wishlist" */ './features/wishlist/pages/wishlist-page')),
  checkout: preloadable(() => import(/* webpackChunkName: "page-checkout" */ './features/checkout/pages/checkout-page')),
  guestCheckout: preloadable(() => import(/* webpackChunkName: "page-guest-checkout" */ './features/checkout/pages/guest-checkout-page')),
  guestOrderLookup: preloadable(
    () => import(/* webpackChunkName: "page-guest-order-lookup" */ './features/orders/pages/guest-order-lookup-page'),
  ),
  orders: preloadable(() => import(/* webpackChunkName: "page-orders" */ './features/orders/pages/orders-page')),
  account: preloadable(() => import(/* webpackChunkName: "page-account" */ './features/account/pages/account-page')),
  terms: preloadable(() => import(/* webpackChunkName: "page-terms" */ './features/legal/pages/terms-page')),
  privacy: preloadable(() => import(/* webpackChunkName: "page-privacy" */ './features/legal/pages/privacy-page')),
  customerService: preloadable(
    () => import(/* webpackChunkName: "page-customer-service" */ './features/customer-service/pages/customer-service-page'),
  ),
};

export const storeRoutes: StoreRoute[] = [
  { path: '', ssr: true, title: '홈', page: page.home },
  { path: 'brands', ssr: true, title: '브랜드', page: page.brands },
  { path: 'brands/:slug', ssr: true, title: '브랜드 상세', page: page.brand },
  { path: 'categories', ssr: true, title: '카테고리', page: page.categories },
  { path: 'search', ssr: true, title: '검색', page: page.search },
  { path: 'products/:id', ssr: true, title: '상품 상세', page: page.product },
  { path: 'ranking', ssr: true, title: '랭킹', page: page.ranking },
  { path: 'magazine', ssr: true, title: '매거진', page: page.magazine },
  { path: 'profile', title: '마이페이지', page: page.account },
  { path: 'new-in', ssr: true, title: '신상품', page: page.newIn },
  { path: 'collaborations', ssr: true, title: '콜라보레이션', page: page.collaborations },
  { path: 'archive', ssr: true, title: '아카이브', page: page.archive },
  { path: 'coming-soon', ssr: true, title: '출시 예정', page: page.comingSoon },
  { path: 'events', ssr: true, title: '이벤트', page: page.events },
  { path: 'coupons', title: '쿠폰존', page: page.coupons },
  { path: 'customer-service', title: '고객센터', page: page.customerService },
  { path: 'terms', ssr: true, title: '이용약관', page: page.terms },
  { path: 'privacy', ssr: true, title: '개인정보처리방침', page: page.privacy },
  { path: 'login', title: '로그인', page: page.login },
  { path: 'signup', title: '회원가입', page: page.signup },
  { path: 'cart', title: '장바구니', page: page.cart },
  { path: 'wishlist', title: '위시리스트', page: page.wishlist },
  { path: 'checkout', title: '주문/결제', page: page.checkout },
  { path: 'checkout/guest', title: '비회원 주문', page: page.guestCheckout },
  { path: 'orders', title: '주문 내역', page: page.orders },
  { path: 'guest-orders', title: '비회원 주문조회', page: page.guestOrderLookup },
  { path: 'account', title: '내 계정', page: page.account },
  { path: 'account/set-password', title: '비밀번호 설정', page: page.setPassword },
];

export const NotFoundPage = preloadable(() => import(/* webpackChunkName: "page-not-found" */ './pages/not-found-page'));

/** The route a path shows, or the not-found page (`route` null). */
export function matchStoreRoute(pathname: string): { route: StoreRoute | null; page: PreloadableComponent } {
  const route = storeRoutes.find((r) => matchPath({ path: `/${r.path}`, end: true }, pathname)) ?? null;
  return { route, page: route?.page ?? NotFoundPage };
}

/** Fetches the chunk of the page a path shows, so that it renders without suspending. */
export function preloadRoute(pathname: string): Promise<void> {
  return matchStoreRoute(pathname).page.preload();
}
