import { describeRouteTable } from '@market/contract/route-table-checks';
import { routes } from './routes';

/** The page permissions of docs/helpers-brief.md: the sidebar and the API use the same ones. */
const EXPECTED: Record<string, string> = {
  'dashboard': 'dashboard.read',
  'orders/list': 'orders.list.read',
  'returns': 'orders.returns.read',
  'shipments': 'orders.shipments.read',
  'sellers/list': 'sellers.list.read',
  'sellers/settlements': 'sellers.settlements.read',
};

describeRouteTable('mf-ops-admin', routes, EXPECTED, ['dashboard.read', 'orders.', 'sellers.']);
