import { z } from 'zod';
import { AUTH_MESSAGES, StaffPasswordSchema } from './auth';
import { isValidEmail } from './contact';
import { IpRestrictionsSchema, parseIpRestrictionsText } from './ip-restrictions';
import { CursorPageQuerySchema, PageQuerySchema, SearchTextSchema } from './paging';
import { PERMISSION_CATEGORIES, PERMISSIONS, ROLES, type PermissionCategory } from './permissions';

/**
 * Permission management (system spec "Permission management", /admin/settings/roles): admin
 * accounts, roles and the permission list, shared by the API and the screen. A role's
 * permissions are the dotted grants the API and the sidebar enforce (DESIGN 3): what this screen
 * shows is exactly what is enforced.
 */

export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 200;
export const STAFF_NAME_MAX = 50;
/** Permission badges shown on a row before the '+N' count (spec section 9). */
export const MAX_PERMISSION_BADGES = 3;

export const ADMIN_ROLES_MESSAGES = {
  roleName: '역할 이름을 입력해주세요.',
  roleNameTooLong: `역할 이름은 ${ROLE_NAME_MAX}자 이하로 입력해주세요.`,
  roleDescriptionTooLong: `설명은 ${ROLE_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  permissions: '권한 목록이 올바르지 않습니다.',
  unknownPermission: '알 수 없는 권한이 포함되어 있습니다.',
  roleNameTaken: '같은 이름의 역할이 이미 있습니다.',
  roleNotFound: '역할을 찾을 수 없습니다.',
  roleInUse: '사용자가 있는 역할은 삭제할 수 없습니다. 먼저 사용자의 역할을 변경해주세요.',
  lastSuperRole: "전체 권한('*')을 가진 마지막 역할에서 전체 권한을 제거할 수 없습니다.",
  staffName: '이름을 입력해주세요.',
  staffNameTooLong: `이름은 ${STAFF_NAME_MAX}자 이하로 입력해주세요.`,
  email: AUTH_MESSAGES.emailInvalid,
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailTaken: '이미 등록된 관리자 이메일입니다.',
  role: '역할을 선택해주세요.',
  staffNotFound: '관리자 계정을 찾을 수 없습니다.',
  disableSelf: '자기 자신의 계정은 비활성화할 수 없습니다.',
  lastSuperAdmin: '전체 권한을 가진 마지막 활성 관리자는 비활성화하거나 역할을 바꿀 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  /** Spec section 8 toasts. */
  adminAdded: '관리자 추가 완료',
  adminAddedDescription: '새 관리자 계정이 추가되었습니다.',
  adminUpdated: '관리자 정보 수정 완료',
  adminUpdatedDescription: '관리자 정보가 저장되었습니다.',
  statusChanged: '사용자 상태 변경 완료',
  activated: '사용자가 활성화되었습니다.',
  deactivated: '사용자가 비활성화되었습니다.',
  roleAdded: '역할 추가 완료',
  roleAddedDescription: '새 역할이 추가되었습니다.',
  roleUpdated: '역할 수정 완료',
  roleUpdatedDescription: '역할이 저장되었습니다. 다음 요청부터 바로 적용됩니다.',
  roleDeleted: '역할 삭제 완료',
  roleDeletedDescription: '역할이 삭제되었습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  statusFilter: '상태 값이 올바르지 않습니다.',
  roleFilter: '역할 값이 올바르지 않습니다.',
} as const;

/** Every grant a role may hold: the permission list's and those of the built-in roles. */
export const GRANT_VOCABULARY: ReadonlySet<string> = new Set([...PERMISSIONS.map((p) => p.grant), ...ROLES.flatMap((r) => r.grants)]);

/** The label of a grant: its name in the permission list, else the grant itself. */
export function grantLabel(grant: string): string {
  return PERMISSIONS.find((p) => p.grant === grant)?.name ?? grant;
}

/** The permission list grouped by the spec's eight categories, in their order. */
export function permissionsByCategory(): { category: PermissionCategory; label: string; permissions: typeof PERMISSIONS }[] {
  return (Object.keys(PERMISSION_CATEGORIES) as PermissionCategory[]).map((category) => ({
    category,
    label: PERMISSION_CATEGORIES[category],
    permissions: PERMISSIONS.filter((p) => p.category === category),
  }));
}

/** At most three badges, then how many more (spec section 9). */
export function badgeSplit<T>(items: readonly T[], max = MAX_PERMISSION_BADGES): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

const GrantsSchema = z
  .array(z.string({ error: ADMIN_ROLES_MESSAGES.permissions }).max(100, ADMIN_ROLES_MESSAGES.permissions), {
    error: ADMIN_ROLES_MESSAGES.permissions,
  })
  .max(100, ADMIN_ROLES_MESSAGES.permissions)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.every((g) => GRANT_VOCABULARY.has(g)), ADMIN_ROLES_MESSAGES.unknownPermission);

const roleFields = {
  name: z
    .string({ error: ADMIN_ROLES_MESSAGES.roleName })
    .trim()
    .min(1, ADMIN_ROLES_MESSAGES.roleName)
    .max(ROLE_NAME_MAX, ADMIN_ROLES_MESSAGES.roleNameTooLong),
  description: z
    .string({ error: ADMIN_ROLES_MESSAGES.roleDescriptionTooLong })
    .trim()
    .max(ROLE_DESCRIPTION_MAX, ADMIN_ROLES_MESSAGES.roleDescriptionTooLong),
  permissions: GrantsSchema,
};

/** `POST /api/admin/roles`: a new role (no permissions by default, spec section 5). */
export const CreateRoleSchema = z.strictObject({
  name: roleFields.name,
  description: roleFields.description.default(''),
  permissions: roleFields.permissions.default([]),
});
export type CreateRole = z.infer<typeof CreateRoleSchema>;
export type CreateRoleInput = z.input<typeof CreateRoleSchema>;

/** `PATCH /api/admin/roles/{id}`: the fields sent. */
export const UpdateRoleSchema = z.strictObject(roleFields).partial();
export type UpdateRole = z.infer<typeof UpdateRoleSchema>;

const email = z
  .string({ error: ADMIN_ROLES_MESSAGES.emailRequired })
  .trim()
  .min(1, ADMIN_ROLES_MESSAGES.emailRequired)
  .max(254, ADMIN_ROLES_MESSAGES.email)
  .refine(isValidEmail, ADMIN_ROLES_MESSAGES.email)
  .transform((v) => v.toLowerCase());

const staffName = z
  .string({ error: ADMIN_ROLES_MESSAGES.staffName })
  .trim()
  .min(1, ADMIN_ROLES_MESSAGES.staffName)
  .max(STAFF_NAME_MAX, ADMIN_ROLES_MESSAGES.staffNameTooLong);
const roleId = z.string({ error: ADMIN_ROLES_MESSAGES.role }).min(1, ADMIN_ROLES_MESSAGES.role).max(100, ADMIN_ROLES_MESSAGES.role);

/** `POST /api/admin/staff`: a new admin account (enabled by default, spec section 5). */
export const CreateStaffSchema = z.strictObject({
  email,
  name: staffName,
  password: StaffPasswordSchema,
  roleId,
  enabled: z.boolean().default(true),
  ipRestrictions: IpRestrictionsSchema.default([]),
});
export type CreateStaff = z.infer<typeof CreateStaffSchema>;
export type CreateStaffInput = z.input<typeof CreateStaffSchema>;

/** `PATCH /api/admin/staff/{id}`: name, role, enabled, IP restrictions (the fields sent). */
export const UpdateStaffSchema = z
  .strictObject({ name: staffName, roleId, enabled: z.boolean(), ipRestrictions: IpRestrictionsSchema })
  .partial();
export type UpdateStaff = z.infer<typeof UpdateStaffSchema>;
export type UpdateStaffInput = z.input<typeof UpdateStaffSchema>;

/** The staff forms' IP field: what the operator types (commas, spaces or new lines), checked as the API's list. */
const IpRestrictionsTextSchema = z.string().transform(parseIpRestrictionsText).pipe(IpRestrictionsSchema);

/** 관리자 추가 form: the create body with the IP restrictions as typed. */
export const CreateStaffFormSchema = CreateStaffSchema.extend({ ipRestrictions: IpRestrictionsTextSchema });
export type CreateStaffFormInput = z.input<typeof CreateStaffFormSchema>;

/** 관리자 수정 form: name, role and the IP restrictions as typed (enabled is the row's toggle). */
export const UpdateStaffFormSchema = z.strictObject({ name: staffName, roleId, ipRestrictions: IpRestrictionsTextSchema });
export type UpdateStaffFormInput = z.input<typeof UpdateStaffFormSchema>;

export const AdminRoleSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  brandScoped: z.boolean(),
  createdAt: z.string(),
});
export type AdminRole = z.infer<typeof AdminRoleSchema>;

export const AdminStaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roleId: z.string().nullable(),
  role: z.string().nullable(),
  roleName: z.string().nullable(),
  enabled: z.boolean(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int(),
  createdAt: z.string(),
  ipRestrictions: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type AdminStaff = z.infer<typeof AdminStaffSchema>;

/** A page of a list: `page`/`limit` skip by offset, `nextCursor` (keyset) continues after the last row. */
const listPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    nextCursor: z.string().nullable(),
  });

export const AdminStaffListSchema = listPage(AdminStaffSchema);
export type AdminStaffList = z.infer<typeof AdminStaffListSchema>;
export const AdminRoleListSchema = listPage(AdminRoleSchema);
export type AdminRoleList = z.infer<typeof AdminRoleListSchema>;

/** A role as a picker lists it (the staff form's role select, the staff list's role filter). */
export const AdminRoleOptionSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), brandScoped: z.boolean() });
export type AdminRoleOption = z.infer<typeof AdminRoleOptionSchema>;
/** Roles a picker may list: a bound, not a page (the screen's selects show them all at once). */
export const ROLE_OPTIONS_MAX = 500;
export const AdminRoleOptionListSchema = z.object({ items: z.array(AdminRoleOptionSchema), truncated: z.boolean() });
export type AdminRoleOptionList = z.infer<typeof AdminRoleOptionListSchema>;
export const AdminStaffResultSchema = z.object({ item: AdminStaffSchema, title: z.string(), message: z.string() });
export type AdminStaffResult = z.infer<typeof AdminStaffResultSchema>;
export const AdminRoleResultSchema = z.object({ item: AdminRoleSchema, title: z.string(), message: z.string() });
export type AdminRoleResult = z.infer<typeof AdminRoleResultSchema>;
export const AdminRoleDeleteResultSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });
export type AdminRoleDeleteResult = z.infer<typeof AdminRoleDeleteResultSchema>;

// ---- list queries (`GET /api/admin/staff`, `GET /api/admin/roles`)

export const STAFF_SORTS = ['created', 'name', 'lastLogin'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const STAFF_SORT_LABELS: Record<StaffSort, string> = { created: '등록일', name: '이름', lastLogin: '마지막 로그인' };
export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = { active: '활성', disabled: '비활성' };
export const ROLE_SORTS = ['created', 'name', 'users'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];

const order = z.enum(['asc', 'desc'], { error: ADMIN_ROLES_MESSAGES.order }).default('desc');
const paging = PageQuerySchema.extend({ cursor: CursorPageQuerySchema.shape.cursor });

/** `GET /api/admin/staff`: name or e-mail search, role, enabled/disabled; sorted by registration, name or last sign-in. */
export const StaffListQuerySchema = paging.extend({
  q: SearchTextSchema,
  roleId: z
    .string({ error: ADMIN_ROLES_MESSAGES.roleFilter })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ADMIN_ROLES_MESSAGES.roleFilter)
    .optional(),
  status: z.enum(STAFF_STATUSES, { error: ADMIN_ROLES_MESSAGES.statusFilter }).optional(),
  sort: z.enum(STAFF_SORTS, { error: ADMIN_ROLES_MESSAGES.sort }).default('created'),
  order,
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

/** `GET /api/admin/roles`: name or description search; sorted by creation, name or holder count. */
export const RoleListQuerySchema = paging.extend({
  q: SearchTextSchema,
  sort: z.enum(ROLE_SORTS, { error: ADMIN_ROLES_MESSAGES.sort }).default('created'),
  order,
});
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>;
