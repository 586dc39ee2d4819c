import type { AdminPage } from '@market/contract/remotes';

/**
 * The mf-catalog-admin pages: the one place a page's path, permission and sidebar place are written.
 * Data only (no icons, no imports of pages), so the API reads it for `/remotes.json` and the
 * tests of the shell and the API derive from it; `routes.tsx` adds each page's icon and chunk.
 */
export const pages = [
  { path: 'catalog/products', permission: 'catalog.products.read', group: 'catalog', label: '상품 관리', order: 1 },
  { path: 'catalog/brands', permission: 'catalog.brands.read', group: 'catalog', label: '브랜드 관리', order: 2 },
  { path: 'catalog/categories', permission: 'catalog.categories.read', group: 'catalog', label: '카테고리 관리', order: 3 },
  // The search dictionary is kept by the category managers (its API asks for their permissions).
  { path: 'catalog/search-synonyms', permission: 'catalog.categories.read', group: 'catalog', label: '검색 사전', order: 4 },
  { path: 'marketing/coupons', permission: 'marketing.coupons.read', group: 'marketing', label: '쿠폰 관리', order: 1 },
  { path: 'marketing/promotions', permission: 'marketing.promotions.read', group: 'marketing', label: '프로모션 관리', order: 2 },
  { path: 'marketing/banners', permission: 'marketing.banners.read', group: 'marketing', label: '배너 관리', order: 3 },
  { path: 'content/notices', permission: 'content.notices.read', group: 'content', label: '공지사항', order: 1 },
  { path: 'content/faqs', permission: 'content.faqs.read', group: 'content', label: 'FAQ', order: 2 },
  { path: 'content/events', permission: 'content.events.read', group: 'content', label: '이벤트', order: 3 },
  { path: 'content/reviews', permission: 'content.reviews.read', group: 'content', label: '리뷰 관리', order: 4 },
  { path: 'content/qna', permission: 'content.qna.read', group: 'content', label: 'Q&A 관리', order: 5 },
] as const satisfies readonly AdminPage[];
