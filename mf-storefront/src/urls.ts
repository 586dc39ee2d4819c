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
  customerService: () => '/customer-service',
  login: () => '/login',
  signup: () => '/signup',
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  checkout: () => '/checkout',
  orders: () => '/orders',
  account: () => '/account',
  /** Owned by the shell (admin frame). */
  admin: () => '/admin',
} as const;
