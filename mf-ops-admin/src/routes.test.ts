import { describeRouteTable } from '@market/contract/route-table-checks';
import { pages } from './pages';
import { routes } from './routes';

describeRouteTable('mf-ops-admin', routes, pages, ['dashboard.read', 'orders.', 'sellers.']);
