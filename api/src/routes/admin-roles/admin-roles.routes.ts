import { createRoute, z } from '@hono/zod-openapi';
import {
  ADMIN_ROLES_MESSAGES,
  AdminRoleDeleteResultSchema,
  AdminRoleListSchema,
  AdminRoleOptionListSchema,
  AdminRoleResultSchema,
  AdminStaffListSchema,
  AdminStaffResultSchema,
  CreateRoleSchema,
  CreateStaffSchema,
  RoleListQuerySchema,
  StaffListQuerySchema,
  UpdateRoleSchema,
  UpdateStaffSchema,
} from '@market/domain/admin-roles';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const IdParamSchema = z.object({ id: z.string().max(100) });

export const listStaff = createRoute({
  method: 'get',
  path: '/staff',
  tags: ['admin'],
  summary: '관리자 계정 목록 (이름·이메일 검색, 역할·상태 필터, 등록일·이름·마지막 로그인 정렬, 페이지)',
  request: { query: StaffListQuerySchema },
  responses: { 200: jsonResponse(AdminStaffListSchema, '관리자 계정'), ...AdminErrors, ...StandardErrors },
});

export const createStaff = createRoute({
  method: 'post',
  path: '/staff',
  tags: ['admin'],
  summary: '관리자 추가 (이메일 중복 불가, 비밀번호 12자 이상, 역할, 활성 여부, IP 제한)',
  request: { body: jsonBody(CreateStaffSchema) },
  responses: {
    201: jsonResponse(AdminStaffResultSchema, "추가된 관리자와 안내 문구 ('관리자 추가 완료')"),
    409: errorResponse(ADMIN_ROLES_MESSAGES.emailTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const updateStaff = createRoute({
  method: 'patch',
  path: '/staff/{id}',
  tags: ['admin'],
  summary: '관리자 수정 (이름, 역할, 활성 여부, IP 제한; 비활성화하면 세션이 바로 끝남)',
  request: { params: IdParamSchema, body: jsonBody(UpdateStaffSchema) },
  responses: {
    200: jsonResponse(AdminStaffResultSchema, "수정된 관리자와 안내 문구 ('사용자 상태 변경 완료')"),
    400: errorResponse(ADMIN_ROLES_MESSAGES.noChanges),
    404: errorResponse(ADMIN_ROLES_MESSAGES.staffNotFound),
    409: errorResponse(ADMIN_ROLES_MESSAGES.lastSuperAdmin),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const listRoles = createRoute({
  method: 'get',
  path: '/roles',
  tags: ['admin'],
  summary: '역할 목록 (사용자 수, 권한; 이름·설명 검색, 등록일·이름·사용자 수 정렬, 페이지)',
  request: { query: RoleListQuerySchema },
  responses: { 200: jsonResponse(AdminRoleListSchema, '역할'), ...AdminErrors, ...StandardErrors },
});

export const listRoleOptions = createRoute({
  method: 'get',
  path: '/roles/options',
  tags: ['admin'],
  summary: '역할 선택 목록 (관리자 폼의 역할 선택, 역할 필터; 이름순, 최대 500개)',
  responses: { 200: jsonResponse(AdminRoleOptionListSchema, '역할 (아이디, 코드, 이름)'), ...AdminErrors, ...StandardErrors },
});

export const createRole = createRoute({
  method: 'post',
  path: '/roles',
  tags: ['admin'],
  summary: '역할 추가 (이름 필수, 설명, 권한)',
  request: { body: jsonBody(CreateRoleSchema) },
  responses: {
    201: jsonResponse(AdminRoleResultSchema, "추가된 역할과 안내 문구 ('역할 추가 완료')"),
    409: errorResponse(ADMIN_ROLES_MESSAGES.roleNameTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const updateRole = createRoute({
  method: 'patch',
  path: '/roles/{id}',
  tags: ['admin'],
  summary: '역할 수정 (이름, 설명, 권한; 다음 요청부터 적용)',
  request: { params: IdParamSchema, body: jsonBody(UpdateRoleSchema) },
  responses: {
    200: jsonResponse(AdminRoleResultSchema, '수정된 역할과 안내 문구'),
    400: errorResponse(ADMIN_ROLES_MESSAGES.noChanges),
    404: errorResponse(ADMIN_ROLES_MESSAGES.roleNotFound),
    409: errorResponse(ADMIN_ROLES_MESSAGES.lastSuperRole),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const deleteRole = createRoute({
  method: 'delete',
  path: '/roles/{id}',
  tags: ['admin'],
  summary: '역할 삭제 (사용자가 없는 역할만)',
  request: { params: IdParamSchema },
  responses: {
    200: jsonResponse(AdminRoleDeleteResultSchema, '삭제 안내 문구'),
    404: errorResponse(ADMIN_ROLES_MESSAGES.roleNotFound),
    409: errorResponse(ADMIN_ROLES_MESSAGES.roleInUse),
    ...AdminErrors,
    ...StandardErrors,
  },
});
