import type { AdminPage } from '@market/contract/remotes';

/**
 * The mf-ops-admin pages: the one place a page's path, permission and sidebar place are written.
 * Data only (no icons, no imports of pages), so the API reads it for `/remotes.json` and the
 * tests of the shell and the API derive from it; `routes.tsx` adds each page's icon and chunk.
 */
export const pages = [
  { path: 'dashboard', permission: 'dashboard.read', group: 'dashboard', label: '대시보드', order: 1 },
  { path: 'orders/list', permission: 'orders.list.read', group: 'orders', label: '주문 관리', order: 1 },
  { path: 'returns', permission: 'orders.returns.read', group: 'orders', label: '반품/교환', order: 2 },
  { path: 'shipments', permission: 'orders.shipments.read', group: 'orders', label: '배송 관리', order: 3 },
  { path: 'sellers/list', permission: 'sellers.list.read', group: 'sellers', label: '셀러 관리', order: 1 },
  { path: 'sellers/settlements', permission: 'sellers.settlements.read', group: 'sellers', label: '정산 관리', order: 2 },
] as const satisfies readonly AdminPage[];
