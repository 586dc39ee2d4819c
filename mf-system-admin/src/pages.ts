import type { AdminPage } from '@market/contract/remotes';

/**
 * The mf-system-admin pages: the one place a page's path, permission and sidebar place are written.
 * Data only (no icons, no imports of pages), so the API reads it for `/remotes.json` and the
 * tests of the shell and the API derive from it; `routes.tsx` adds each page's icon and chunk.
 */
export const pages = [
  { path: 'customers', permission: 'customers.list.read', group: 'customers', label: '고객 관리', order: 1 },
  { path: 'settings/shop', permission: 'settings.shop.read', group: 'settings', label: '쇼핑몰 설정', order: 1 },
  { path: 'settings/payments', permission: 'settings.payments.read', group: 'settings', label: '결제 설정', order: 2 },
  { path: 'settings/shipping', permission: 'settings.shipping.read', group: 'settings', label: '배송 설정', order: 3 },
  { path: 'settings/taxes', permission: 'settings.taxes.read', group: 'settings', label: '세금 설정', order: 4 },
  { path: 'settings/roles', permission: 'settings.roles.read', group: 'settings', label: '권한 관리', order: 5 },
  { path: 'settings/legal', permission: 'settings.legal.read', group: 'settings', label: '약관 관리', order: 6 },
  { path: 'audit', permission: 'audit.read', group: 'system', label: '감사 로그', order: 1 },
  { path: 'tools', permission: 'tools.read', group: 'system', label: '시스템 도구', order: 2 },
] as const satisfies readonly AdminPage[];
