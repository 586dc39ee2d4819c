/**
 * One permission vocabulary for the sidebar and the API (DESIGN 3): dotted `area.resource.action`.
 * How grants match (wildcards, area-level actions, `.own` scope) is in ./permission-match.ts.
 */

export { ACTIONS, hasPermission, permissionScope, type PermissionScope } from './permission-match';

/** The eight categories the roles screen groups permissions by (system spec section 3). */
export const PERMISSION_CATEGORIES = {
  system: '시스템',
  catalog: '상품',
  orders: '주문',
  sellers: '셀러',
  customers: '고객',
  content: '콘텐츠',
  marketing: '마케팅',
  finance: '재무',
} as const;
export type PermissionCategory = keyof typeof PERMISSION_CATEGORIES;

export interface PermissionDef {
  /** Legacy id of the system spec's permission list. */
  id: string;
  /** The dotted grant it stands for. */
  grant: string;
  name: string;
  category: PermissionCategory;
}

/** The system spec's permission ids, each bound to a grant of the dotted vocabulary. */
export const PERMISSIONS: readonly PermissionDef[] = [
  { id: 'all', grant: '*', name: '전체 권한', category: 'system' },
  { id: 'dashboard', grant: 'dashboard.read', name: '대시보드', category: 'system' },
  { id: 'settings', grant: 'settings.*', name: '설정 관리', category: 'system' },
  { id: 'audit', grant: 'audit.read', name: '감사 로그', category: 'system' },
  { id: 'tools', grant: 'tools.*', name: '시스템 도구', category: 'system' },
  { id: 'products', grant: 'catalog.products', name: '상품 관리', category: 'catalog' },
  { id: 'brands', grant: 'catalog.brands', name: '브랜드 관리', category: 'catalog' },
  { id: 'categories', grant: 'catalog.categories', name: '카테고리 관리', category: 'catalog' },
  { id: 'inventory', grant: 'catalog.inventory', name: '재고 관리', category: 'catalog' },
  { id: 'orders', grant: 'orders.*', name: '주문 관리', category: 'orders' },
  { id: 'orders_view', grant: 'orders.read', name: '주문 조회', category: 'orders' },
  { id: 'shipping', grant: 'orders.shipments', name: '배송 관리', category: 'orders' },
  { id: 'refunds', grant: 'orders.returns', name: '반품/환불 관리', category: 'orders' },
  { id: 'sellers', grant: 'sellers.list', name: '셀러 관리', category: 'sellers' },
  { id: 'settlements', grant: 'sellers.settlements', name: '정산 관리', category: 'sellers' },
  { id: 'customers', grant: 'customers.*', name: '고객 관리', category: 'customers' },
  { id: 'customers_pii', grant: 'customers.pii', name: '고객 개인정보 열람', category: 'customers' },
  { id: 'reviews', grant: 'content.reviews', name: '리뷰 관리', category: 'content' },
  { id: 'qna', grant: 'content.qna', name: 'Q&A 관리', category: 'content' },
  { id: 'content', grant: 'content.*', name: '콘텐츠 관리', category: 'content' },
  { id: 'announcements', grant: 'content.notices', name: '공지사항 관리', category: 'content' },
  { id: 'events', grant: 'content.events', name: '이벤트 관리', category: 'content' },
  { id: 'faqs', grant: 'content.faqs', name: 'FAQ 관리', category: 'content' },
  { id: 'marketing', grant: 'marketing.*', name: '마케팅 관리', category: 'marketing' },
  { id: 'coupons', grant: 'marketing.coupons', name: '쿠폰 관리', category: 'marketing' },
  { id: 'banners', grant: 'marketing.banners', name: '배너 관리', category: 'marketing' },
  { id: 'promotions', grant: 'marketing.promotions', name: '프로모션 관리', category: 'marketing' },
  { id: 'finance', grant: 'finance.*', name: '재무 관리', category: 'finance' },
  { id: 'tax', grant: 'settings.taxes', name: '세금 관리', category: 'finance' },
  { id: 'reports', grant: 'finance.reports', name: '리포트', category: 'finance' },
  { id: 'payments', grant: 'finance.payments', name: '입금 확인', category: 'finance' },
];

export interface RoleDef {
  code: string;
  name: string;
  description: string;
  grants: string[];
  /** Scoped to one brand (SELLER_ADMIN). */
  brandScoped?: boolean;
}

/**
 * The six demo roles of the catalogue spec and the five named roles of the system spec.
 * Every staff role may open the dashboard (the admin landing page); the dashboard itself shows
 * only what the role may read.
 */
export const ROLES: readonly RoleDef[] = [
  { code: 'SUPER_ADMIN', name: '최고 관리자', description: '모든 권한', grants: ['*'] },
  {
    code: 'OPS_MANAGER',
    name: '운영 매니저',
    description: '상품, 주문, 마케팅, 콘텐츠',
    grants: ['dashboard.read', 'catalog.*', 'orders.*', 'marketing.*', 'content.*'],
  },
  {
    code: 'CS_AGENT',
    name: 'CS 상담원',
    description: '주문, 고객, 문의',
    grants: ['dashboard.read', 'orders.read', 'orders.update', 'customers.*', 'content.qna', 'content.reviews'],
  },
  {
    code: 'CONTENT_EDITOR',
    name: '콘텐츠 에디터',
    description: '콘텐츠, 배너',
    grants: ['dashboard.read', 'content.*', 'marketing.banners', 'marketing.promotions'],
  },
  {
    code: 'FINANCE',
    name: '재무 담당자',
    description: '정산, 세금, 입금 확인',
    grants: ['dashboard.read', 'sellers.settlements', 'orders.read', 'settings.taxes', 'finance.payments'],
  },
  {
    code: 'SELLER_ADMIN',
    name: '셀러 관리자',
    description: '담당 브랜드 전용',
    grants: ['dashboard.read', 'catalog.products.own', 'orders.own', 'content.qna.own'],
    brandScoped: true,
  },
  { code: 'super_admin', name: '슈퍼 관리자', description: '모든 권한, 모든 IP 허용', grants: ['*'] },
  {
    code: 'operations_admin',
    name: '운영 관리자',
    description: '상품, 주문, 재고, 배송, 셀러',
    grants: ['dashboard.read', 'catalog.products', 'orders.*', 'catalog.inventory', 'orders.shipments', 'sellers.list'],
  },
  {
    code: 'cs_admin',
    name: 'CS 관리자',
    description: '고객, 주문 조회, 리뷰, Q&A, 환불',
    grants: ['dashboard.read', 'customers.*', 'orders.read', 'content.reviews', 'content.qna', 'orders.returns'],
  },
  {
    code: 'content_admin',
    name: '콘텐츠 관리자',
    description: '콘텐츠, 마케팅, 이벤트, 공지사항, 배너',
    grants: ['dashboard.read', 'content.*', 'marketing.*', 'content.events', 'content.notices', 'marketing.banners'],
  },
  {
    code: 'finance_admin',
    name: '재무 관리자',
    description: '정산, 재무, 세금, 리포트',
    grants: ['dashboard.read', 'sellers.settlements', 'finance.*', 'settings.taxes', 'finance.reports'],
  },
];
