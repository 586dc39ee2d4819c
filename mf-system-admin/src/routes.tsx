import { adminRoutes } from '@market/contract/remotes';
import { LuCreditCard, LuFileText, LuPackage, LuPercent, LuScrollText, LuSettings, LuShieldCheck, LuUsers, LuWrench } from 'react-icons/lu';
import { pages } from './pages';

/**
 * The mf-system-admin route table (exposed as `./routes`): the shell builds its sidebar and routes from it.
 * Paths and permissions come from `./pages`; each page is its own chunk, fetched on first visit.
 * No router and no provider here.
 */
export const routes = adminRoutes(pages, {
  customers: { icon: LuUsers, load: () => import('./features/customers/pages/customers-page') },
  'settings/shop': { icon: LuSettings, load: () => import('./features/settings/pages/shop-settings-page') },
  'settings/payments': { icon: LuCreditCard, load: () => import('./features/settings/pages/payment-settings-page') },
  'settings/shipping': { icon: LuPackage, load: () => import('./features/settings/pages/shipping-settings-page') },
  'settings/taxes': { icon: LuPercent, load: () => import('./features/settings/pages/tax-settings-page') },
  'settings/legal': { icon: LuFileText, load: () => import('./features/settings/pages/legal-documents-page') },
  'settings/roles': { icon: LuShieldCheck, load: () => import('./features/roles/pages/roles-page') },
  audit: { icon: LuScrollText, load: () => import('./features/audit-log/pages/audit-log-page') },
  tools: { icon: LuWrench, load: () => import('./features/tools/pages/tools-page') },
});
