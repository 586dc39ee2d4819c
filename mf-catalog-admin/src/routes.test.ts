import { describeRouteTable } from '@market/contract/route-table-checks';
import { routes } from './routes';

/** The page permissions of docs/helpers-brief.md: the sidebar and the API use the same ones. */
const EXPECTED: Record<string, string> = {
  'catalog/products': 'catalog.products.read',
  'catalog/brands': 'catalog.brands.read',
  'catalog/categories': 'catalog.categories.read',
  'marketing/coupons': 'marketing.coupons.read',
  'marketing/promotions': 'marketing.promotions.read',
  'marketing/banners': 'marketing.banners.read',
  'content/notices': 'content.notices.read',
  'content/faqs': 'content.faqs.read',
  'content/events': 'content.events.read',
  'content/reviews': 'content.reviews.read',
  'content/qna': 'content.qna.read',
};

describeRouteTable('mf-catalog-admin', routes, EXPECTED, ['catalog.', 'marketing.', 'content.']);
