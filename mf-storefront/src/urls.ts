import { setPasswordPath } from '@market/domain/password-link-path';

/** Path builders for every storefront page (absolute: the shell mounts the storefront at `/*`). */
export const urls = {
  home: () => '/',
  search: (q?: string) => {
    const term = q?.trim();
    return term ? `/search?q=${encodeURIComponent(term)}` : '/search';
  },
  /** `/categories`, optionally with filters (`{ category: 'outer' }`, `{ brand: id }`, `{ sale: 'true' }`). */
  categories: (query?: Record<string, string>) => {
    const qs = new URLSearchParams(query).toString();
    return qs ? `/categories?${qs}` : '/categories';
  },
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  brands: (query?: string) => (query ? `/brands?${query}` : '/brands'),
  brand: (slug: string) => `/brands/${encodeURIComponent(slug)}`,
  ranking: () => '/ranking',
  magazine: () => '/magazine',
  profile: () => '/profile',
  newIn: () => '/new-in',
  collaborations: () => '/collaborations',
  archive: () => '/archive',
  comingSoon: () => '/coming-soon',
  events: () => '/events',
  /** The coupon zone: public coupons a signed-in shopper downloads. */
  coupons: () => '/coupons',
  customerService: (tab?: string) => (tab ? `/customer-service?tab=${encodeURIComponent(tab)}` : '/customer-service'),
  /** `/login`, optionally with the page to return to after sign-in (`?next=`). */
  login: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  signup: () => '/signup',
  /** The page a 비밀번호 설정 링크 opens (ADR 034; the API builds the same path). */
  setPassword: (token: string) => setPasswordPath(token),
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  checkout: () => '/checkout',
  /** Guest checkout (비회원 주문), while the shop allows it. */
  guestCheckout: () => '/checkout/guest',
  /** 비회원 주문조회: a guest's order by number and order password. */
  guestOrderLookup: () => '/guest-orders',
  /** 이용약관 / 개인정보처리방침: the current version, or a previous one by id. */
  terms: (versionId?: string) => (versionId ? `/terms?version=${encodeURIComponent(versionId)}` : '/terms'),
  privacy: (versionId?: string) => (versionId ? `/privacy?version=${encodeURIComponent(versionId)}` : '/privacy'),
  orders: () => '/orders',
  account: (tab?: string) => (tab ? `/account?tab=${encodeURIComponent(tab)}` : '/account'),
  /** Owned by the shell (admin frame). */
  admin: () => '/admin',
} as const;
