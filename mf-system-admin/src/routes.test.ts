import { describeRouteTable } from '@market/contract/route-table-checks';
import { routes } from './routes';

/** The page permissions of docs/helpers-brief.md: the sidebar and the API use the same ones. */
const EXPECTED: Record<string, string> = {
  'customers': 'customers.list.read',
  'settings/shop': 'settings.shop.read',
  'settings/payments': 'settings.payments.read',
  'settings/shipping': 'settings.shipping.read',
  'settings/taxes': 'settings.taxes.read',
  'settings/roles': 'settings.roles.read',
  'audit': 'audit.read',
  'tools': 'tools.read',
};

describeRouteTable('mf-system-admin', routes, EXPECTED, ['customers.', 'settings.', 'audit.read', 'tools.read']);
