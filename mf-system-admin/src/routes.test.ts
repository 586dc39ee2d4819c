import { describeRouteTable } from '@market/contract/route-table-checks';
import { pages } from './pages';
import { routes } from './routes';

describeRouteTable('mf-system-admin', routes, pages, ['customers.', 'settings.', 'audit.read', 'tools.read']);
