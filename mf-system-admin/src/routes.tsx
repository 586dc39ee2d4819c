import type { AdminRoute } from '@market/contract/remotes';
import { LuCreditCard, LuPackage, LuPercent, LuScrollText, LuSettings, LuShieldCheck, LuUsers, LuWrench } from 'react-icons/lu';

/**
 * The mf-system-admin route table (exposed as `./routes`): the shell builds its sidebar and routes from it.
 * Each page is its own chunk, fetched on first visit. No router and no provider here.
 */
export const routes: AdminRoute[] = [
  {
    path: 'customers',
    permission: 'customers.list.read',
    group: 'customers',
    label: '고객 관리',
    order: 1,
    icon: LuUsers,
    load: () => import('./features/customers/pages/customers-page'),
  },
  {
    path: 'settings/shop',
    permission: 'settings.shop.read',
    group: 'settings',
    label: '쇼핑몰 설정',
    order: 1,
    icon: LuSettings,
    load: () => import('./features/settings/pages/shop-settings-page'),
  },
  {
    path: 'settings/payments',
    permission: 'settings.payments.read',
    group: 'settings',
    label: '결제 설정',
    order: 2,
    icon: LuCreditCard,
    load: () => import('./features/settings/pages/payment-settings-page'),
  },
  {
    path: 'settings/shipping',
    permission: 'settings.shipping.read',
    group: 'settings',
    label: '배송 설정',
    order: 3,
    icon: LuPackage,
    load: () => import('./features/settings/pages/shipping-settings-page'),
  },
  {
    path: 'settings/taxes',
    permission: 'settings.taxes.read',
    group: 'settings',
    label: '세금 설정',
    order: 4,
    icon: LuPercent,
    load: () => import('./features/settings/pages/tax-settings-page'),
  },
  {
    path: 'settings/roles',
    permission: 'settings.roles.read',
    group: 'settings',
    label: '권한 관리',
    order: 5,
    icon: LuShieldCheck,
    load: () => import('./features/roles/pages/roles-page'),
  },
  {
    path: 'audit',
    permission: 'audit.read',
    group: 'system',
    label: '감사 로그',
    order: 1,
    icon: LuScrollText,
    load: () => import('./features/audit-log/pages/audit-log-page'),
  },
  {
    path: 'tools',
    permission: 'tools.read',
    group: 'system',
    label: '시스템 도구',
    order: 2,
    icon: LuWrench,
    load: () => import('./features/tools/pages/tools-page'),
  },
];
