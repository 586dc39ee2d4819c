import { adminRoutes } from '@market/contract/remotes';
import { LuLayoutDashboard, LuReceipt, LuStore, LuTruck, LuUndo2, LuWallet } from 'react-icons/lu';
import { pages } from './pages';

/**
 * The mf-ops-admin route table (exposed as `./routes`): the shell builds its sidebar and routes from it.
 * Paths and permissions come from `./pages`; each page is its own chunk, fetched on first visit.
 * No router and no provider here.
 */
export const routes = adminRoutes(pages, {
  dashboard: { icon: LuLayoutDashboard, load: () => import('./features/dashboard/pages/dashboard-page') },
  'orders/list': { icon: LuReceipt, load: () => import('./features/orders/pages/orders-page') },
  returns: { icon: LuUndo2, load: () => import('./features/returns/pages/returns-page') },
  shipments: { icon: LuTruck, load: () => import('./features/shipments/pages/shipments-page') },
  'sellers/list': { icon: LuStore, load: () => import('./features/sellers/pages/sellers-page') },
  'sellers/settlements': { icon: LuWallet, load: () => import('./features/settlements/pages/settlements-page') },
});
