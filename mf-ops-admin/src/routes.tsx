import type { AdminRoute } from '@market/contract/remotes';
import { LuLayoutDashboard, LuReceipt, LuStore, LuTruck, LuUndo2, LuWallet } from 'react-icons/lu';

/**
 * The mf-ops-admin route table (exposed as `./routes`): the shell builds its sidebar and routes from it.
 * Each page is its own chunk, fetched on first visit. No router and no provider here.
 */
export const routes: AdminRoute[] = [
  {
    path: 'dashboard',
    permission: 'dashboard.read',
    group: 'dashboard',
    label: '대시보드',
    order: 1,
    icon: LuLayoutDashboard,
    load: () => import('./features/dashboard/pages/dashboard-page'),
  },
  {
    path: 'orders/list',
    permission: 'orders.list.read',
    group: 'orders',
    label: '주문 관리',
    order: 1,
    icon: LuReceipt,
    load: () => import('./features/orders/pages/orders-page'),
  },
  {
    path: 'returns',
    permission: 'orders.returns.read',
    group: 'orders',
    label: '반품/교환',
    order: 2,
    icon: LuUndo2,
    load: () => import('./features/returns/pages/returns-page'),
  },
  {
    path: 'shipments',
    permission: 'orders.shipments.read',
    group: 'orders',
    label: '배송 관리',
    order: 3,
    icon: LuTruck,
    load: () => import('./features/shipments/pages/shipments-page'),
  },
  {
    path: 'sellers/list',
    permission: 'sellers.list.read',
    group: 'sellers',
    label: '셀러 관리',
    order: 1,
    icon: LuStore,
    load: () => import('./features/sellers/pages/sellers-page'),
  },
  {
    path: 'sellers/settlements',
    permission: 'sellers.settlements.read',
    group: 'sellers',
    label: '정산 관리',
    order: 2,
    icon: LuWallet,
    load: () => import('./features/settlements/pages/settlements-page'),
  },
];
