import { adminRoutes } from '@market/contract/remotes';
import {
  LuCalendarDays,
  LuCircleHelp,
  LuFolderTree,
  LuImage,
  LuMegaphone,
  LuMessageSquare,
  LuNewspaper,
  LuBookA,
  LuShoppingBag,
  LuStar,
  LuTag,
  LuTicket,
} from 'react-icons/lu';
import { pages } from './pages';

/**
 * The mf-catalog-admin route table (exposed as `./routes`): the shell builds its sidebar and routes from it.
 * Paths and permissions come from `./pages`; each page is its own chunk, fetched on first visit.
 * No router and no provider here.
 */
export const routes = adminRoutes(pages, {
  'catalog/products': { icon: LuShoppingBag, load: () => import('./features/products/pages/products-page') },
  'catalog/brands': { icon: LuTag, load: () => import('./features/brands/pages/brands-page') },
  'catalog/categories': { icon: LuFolderTree, load: () => import('./features/categories/pages/categories-page') },
  'catalog/search-synonyms': { icon: LuBookA, load: () => import('./features/search-synonyms/pages/search-synonyms-page') },
  'marketing/coupons': { icon: LuTicket, load: () => import('./features/coupons/pages/coupons-page') },
  'marketing/promotions': { icon: LuMegaphone, load: () => import('./features/promotions/pages/promotions-page') },
  'marketing/banners': { icon: LuImage, load: () => import('./features/banners/pages/banners-page') },
  'content/notices': { icon: LuNewspaper, load: () => import('./features/notices/pages/notices-page') },
  'content/faqs': { icon: LuCircleHelp, load: () => import('./features/faqs/pages/faqs-page') },
  'content/events': { icon: LuCalendarDays, load: () => import('./features/events/pages/events-page') },
  'content/reviews': { icon: LuStar, load: () => import('./features/reviews/pages/reviews-page') },
  'content/qna': { icon: LuMessageSquare, load: () => import('./features/qna/pages/qna-page') },
});
