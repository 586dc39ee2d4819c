import { describeRouteTable } from '@market/contract/route-table-checks';
import { pages } from './pages';
import { routes } from './routes';

describeRouteTable('mf-catalog-admin', routes, pages, ['catalog.', 'marketing.', 'content.']);
