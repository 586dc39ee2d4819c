import { Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import {
  CreateStaffFormSchema,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  UpdateStaffFormSchema,
  type AdminRoleOption,
  type AdminStaff,
  type CreateStaffFormInput,
  type UpdateStaffFormInput,
} from '@market/domain/admin-roles';
import { formatDate } from '@market/domain/format';
import { DateTimeText } from '@market/ui/date-time-text';
import { AdminList } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { applyApiError, useZodForm } from '@market/ui/form';
import { CheckboxField, FormDialog, asFormControl } from '@market/ui/form-dialog';
import { FormField } from '@market/ui/form-field';
import { StatusBadge } from '@market/ui/status-badge';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useRolesWrites, useStaffList } from '../api/roles-api';
import { PermissionBadges } from './permission-badges';

const LIST_DEFAULTS: ListParamsDefaults<'roleId' | 'status'> = { sort: 'created', order: 'desc', filterKeys: ['roleId', 'status'] };
const STATUS_OPTIONS = [{ value: '', label: '전체 상태' }, ...STAFF_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS_LABELS[s] }))];

/** Roles a staff account may be given (brand-scoped ones are assigned with a brand elsewhere). */
const assignable = (roles: readonly AdminRoleOption[]) => roles.filter((r) => !r.brandScoped);

function RoleField({ control, roles }: { control: ReturnType<typeof asFormControl>; roles: readonly AdminRoleOption[] }) {
  return (
    <FormField control={control} name="roleId" label="역할" required>
      {(field, meta) => (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...field} id={meta.id} value={(field.value as string | undefined) ?? ''}>
            <option value="">역할 선택</option>
            {assignable(roles).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

function IpField({ control }: { control: ReturnType<typeof asFormControl> }) {
  return (
    <FormField
      control={control}
      name="ipRestrictions"
      label="IP 제한"
      helper="쉼표나 줄바꿈으로 구분합니다. 예: 10.0.0.1, 10.0.0.0/8, 10.0.*. 비워 두면 모든 IP에서 로그인할 수 있습니다."
    >
      {(field, meta) => (
        <Input
          {...field}
          id={meta.id}
          value={(field.value as string | undefined) ?? ''}
          size="sm"
          autoComplete="off"
          placeholder="10.0.0.0/8, 192.168.1.*"
        />
      )}
    </FormField>
  );
}

function TextField({
  control,
  name,
  label,
  type,
  helper,
  autoComplete = 'off',
}: {
  control: ReturnType<typeof asFormControl>;
  name: string;
  label: string;
  type?: 'email' | 'password';
  helper?: string;
  autoComplete?: string;
}) {
  return (
    <FormField control={control} name={name} label={label} required helper={helper}>
      {(field, meta) => (
        <Input
          {...field}
          id={meta.id}
          value={(field.value as string | undefined) ?? ''}
          size="sm"
          type={type}
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}

/** 관리자 추가: e-mail, name, password (12+), role, enabled (default on), IP restrictions. */
function CreateStaffDialog({ onClose, roles }: { onClose: () => void; roles: readonly AdminRoleOption[] }) {
  const { pending, createStaff } = useRolesWrites();
  const form = useZodForm(CreateStaffFormSchema, {
    defaultValues: { email: '', name: '', password: '', roleId: '', enabled: true, ipRestrictions: '' } satisfies CreateStaffFormInput,
  });
  const control = asFormControl(form);
  const submit = form.handleSubmit(async (body) => {
    try {
      await createStaff(body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="관리자 추가"
      onClose={onClose}
      busy={pending === 'create-staff'}
      submitLabel="추가"
      onSubmit={() => void submit()}
      testId="create-staff-dialog"
      control={form.control}
    >
      <TextField control={control} name="email" label="이메일" type="email" />
      <TextField control={control} name="name" label="이름" />
      <TextField control={control} name="password" label="비밀번호" type="password" helper="12자 이상" autoComplete="new-password" />
      <RoleField control={control} roles={roles} />
      <IpField control={control} />
      <CheckboxField control={control} name="enabled" label="활성화" />
    </FormDialog>
  );
}

/** 관리자 수정: name, role and IP restrictions (enabled is the row's toggle). */
function EditStaffDialog({ staff, onClose, roles }: { staff: AdminStaff; onClose: () => void; roles: readonly AdminRoleOption[] }) {
  const { pending, updateStaff } = useRolesWrites();
  const form = useZodForm(UpdateStaffFormSchema, {
    defaultValues: {
      name: staff.name,
      roleId: staff.roleId ?? '',
      ipRestrictions: staff.ipRestrictions.join(', '),
    } satisfies UpdateStaffFormInput,
  });
  const control = asFormControl(form);
  const submit = form.handleSubmit(async (body) => {
    try {
      await updateStaff(staff.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="관리자 수정"
      onClose={onClose}
      busy={pending === 'update-staff'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="edit-staff-dialog"
      control={form.control}
    >
      <Text fontSize="sm" color="fg.muted">
        {staff.email}
      </Text>
      <TextField control={control} name="name" label="이름" />
      <RoleField control={control} roles={roles} />
      <IpField control={control} />
    </FormDialog>
  );
}

/**
 * 관리자 계정 tab: the accounts with role, permissions, IP restrictions, last sign-in and the
 * enable/disable button; searched (name, e-mail), filtered (role, status), sorted and paged on the
 * server, the list's state in the URL.
 */
export function StaffTab({ roles, canCreate, canUpdate }: { roles: readonly AdminRoleOption[]; canCreate: boolean; canUpdate: boolean }) {
  const list = useListParams(LIST_DEFAULTS);
  const { params } = list;
  const query = useStaffList(list.apiQuery);
  const { pending, toggleStaff } = useRolesWrites();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminStaff | null>(null);
  const filtered = Boolean(params.q || params.filters.roleId || params.filters.status);

  const columns: DataTableColumn<AdminStaff>[] = [
    {
      key: 'who',
      header: '관리자',
      sortKey: 'name',
      minW: '200px',
      cell: (s) => (
        <Stack gap="0">
          <Text fontWeight="medium">{s.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {s.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: '역할', cell: (s) => s.roleName ?? '역할 없음' },
    {
      key: 'status',
      header: '상태',
      cell: (s) => (
        <StatusBadge tone={s.enabled ? 'success' : 'neutral'} data-testid="staff-status">
          {s.enabled ? '활성' : '비활성'}
        </StatusBadge>
      ),
    },
    { key: 'permissions', header: '권한', cell: (s) => <PermissionBadges grants={s.permissions} /> },
    { key: 'ip', header: 'IP 제한', cell: (s) => (s.ipRestrictions.length ? s.ipRestrictions.join(', ') : '제한 없음') },
    {
      key: 'lastLogin',
      header: '마지막 로그인',
      sortKey: 'lastLogin',
      cell: (s) => (s.lastLogin ? <DateTimeText value={s.lastLogin} /> : '-'),
    },
    { key: 'created', header: '등록일', sortKey: 'created', cell: (s) => formatDate(s.createdAt) },
    {
      key: 'action',
      header: '관리',
      align: 'end',
      sticky: true,
      cell: (s) =>
        canUpdate ? (
          <HStack gap="1" justify="end">
            <Button size="xs" variant="outline" onClick={() => setEditing(s)} aria-label={`${s.name} 수정`}>
              수정
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette={s.enabled ? 'red' : undefined}
              loading={pending === 'toggle-staff'}
              onClick={() => void toggleStaff(s.id, !s.enabled).catch(() => undefined)}
              aria-label={`${s.name} ${s.enabled ? '비활성화' : '활성화'}`}
            >
              {s.enabled ? '비활성화' : '활성화'}
            </Button>
          </HStack>
        ) : null,
    },
  ];

  return (
    <Stack gap="3">
      <AdminList
        list={list}
        query={query}
        searchPlaceholder="이름, 이메일 검색"
        filters={[
          {
            key: 'roleId',
            label: '역할',
            options: [{ value: '', label: '전체 역할' }, ...roles.map((r) => ({ value: r.id, label: r.name }))],
          },
          { key: 'status', label: '상태', options: STATUS_OPTIONS },
        ]}
        toolbar={
          canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden /> 관리자 추가
            </Button>
          )
        }
        label="관리자 목록"
        errorTitle="관리자 목록을 불러오지 못했습니다"
        columns={columns}
        emptyTitle={filtered ? '조건에 맞는 관리자가 없습니다' : '관리자 계정이 없습니다'}
        emptyDescription={filtered ? '검색어나 필터를 바꿔 보세요.' : undefined}
      />
      {creating && <CreateStaffDialog onClose={() => setCreating(false)} roles={roles} />}
      {editing && <EditStaffDialog key={editing.id} staff={editing} onClose={() => setEditing(null)} roles={roles} />}
    </Stack>
  );
}
