import { Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect } from '@market/ui/chakra-more';
import { CreateStaffSchema, UpdateStaffSchema, type AdminRole, type AdminStaff } from '@market/domain/admin-roles';
import { formatDateTime } from '@market/domain/format';
import { parseIpRestrictionsText } from '@market/domain/ip-restrictions';
import { DataTable, type DataTableColumn } from '@market/ui/data-table';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useRolesWrites, useStaffList } from '../api/roles-api';
import { apiErrors, FormDialog, FormRow, zodFieldErrors, type FieldErrors } from './form-dialog';
import { PermissionBadges } from './permission-badges';

function RoleSelect({
  id,
  value,
  roles,
  onChange,
}: {
  id: string;
  value: string;
  roles: readonly AdminRole[];
  onChange: (v: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field id={id} aria-label="역할" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">역할 선택</option>
        {roles
          .filter((r) => !r.brandScoped)
          .map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const IP_HELPER = '쉼표나 줄바꿈으로 구분합니다. 예: 10.0.0.1, 10.0.0.0/8, 10.0.*. 비워 두면 모든 IP에서 로그인할 수 있습니다.';

/** 관리자 추가: e-mail, name, password (12+), role, enabled (default on), IP restrictions. */
function CreateStaffDialog({ open, onClose, roles }: { open: boolean; onClose: () => void; roles: readonly AdminRole[] }) {
  const { pending, createStaff } = useRolesWrites();
  const empty = { email: '', name: '', password: '', roleId: '', enabled: true, ip: '' };
  const [v, setV] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));

  const submit = async () => {
    const body = {
      email: v.email,
      name: v.name,
      password: v.password,
      roleId: v.roleId,
      enabled: v.enabled,
      ipRestrictions: parseIpRestrictionsText(v.ip),
    };
    const parsed = CreateStaffSchema.safeParse(body);
    setMessage(null);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await createStaff(body);
      setV(empty);
      onClose();
    } catch (error) {
      const e = apiErrors(error);
      setErrors(e.fields);
      setMessage(e.message);
    }
  };

  return (
    <FormDialog
      open={open}
      title="관리자 추가"
      onClose={onClose}
      busy={pending === 'create-staff'}
      submitLabel="추가"
      onSubmit={() => void submit()}
      message={message}
      testId="create-staff-dialog"
    >
      <FormRow id="staff-email" label="이메일" error={errors.email} required>
        <Input size="sm" type="email" autoComplete="off" value={v.email} onChange={(e) => set({ email: e.currentTarget.value })} />
      </FormRow>
      <FormRow id="staff-name" label="이름" error={errors.name} required>
        <Input size="sm" value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} />
      </FormRow>
      <FormRow id="staff-password" label="비밀번호" error={errors.password} helper="12자 이상" required>
        <Input
          size="sm"
          type="password"
          autoComplete="new-password"
          value={v.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
        />
      </FormRow>
      <FormRow id="staff-role" label="역할" error={errors.roleId} required>
        <RoleSelect id="staff-role" value={v.roleId} roles={roles} onChange={(roleId) => set({ roleId })} />
      </FormRow>
      <FormRow id="staff-ip" label="IP 제한" error={errors.ipRestrictions} helper={IP_HELPER}>
        <Input size="sm" value={v.ip} onChange={(e) => set({ ip: e.currentTarget.value })} placeholder="10.0.0.0/8, 192.168.1.*" />
      </FormRow>
      <Checkbox.Root size="sm" checked={v.enabled} onCheckedChange={(e) => set({ enabled: e.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>활성화</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}

/** 관리자 수정: name, role and IP restrictions (enabled is the row's toggle). */
function EditStaffDialog({ staff, onClose, roles }: { staff: AdminStaff | null; onClose: () => void; roles: readonly AdminRole[] }) {
  const { pending, updateStaff } = useRolesWrites();
  const [v, setV] = useState({ name: '', roleId: '', ip: '' });
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  if (staff && shownFor !== staff.id) {
    setShownFor(staff.id);
    setV({ name: staff.name, roleId: staff.roleId ?? '', ip: staff.ipRestrictions.join(', ') });
    setErrors({});
    setMessage(null);
  }
  const submit = async () => {
    if (!staff) return;
    const body = { name: v.name, roleId: v.roleId, ipRestrictions: parseIpRestrictionsText(v.ip) };
    const parsed = UpdateStaffSchema.safeParse(body);
    setMessage(null);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues));
    try {
      await updateStaff(staff.id, body);
      onClose();
    } catch (error) {
      const e = apiErrors(error);
      setErrors(e.fields);
      setMessage(e.message);
    }
  };
  return (
    <FormDialog
      open={Boolean(staff)}
      title="관리자 수정"
      onClose={onClose}
      busy={pending === 'update-staff'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      message={message}
      testId="edit-staff-dialog"
    >
      <Text fontSize="sm" color="fg.muted">
        {staff?.email}
      </Text>
      <FormRow id="edit-staff-name" label="이름" error={errors.name} required>
        <Input size="sm" value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} />
      </FormRow>
      <FormRow id="edit-staff-role" label="역할" error={errors.roleId} required>
        <RoleSelect id="edit-staff-role" value={v.roleId} roles={roles} onChange={(roleId) => setV({ ...v, roleId })} />
      </FormRow>
      <FormRow id="edit-staff-ip" label="IP 제한" error={errors.ipRestrictions} helper={IP_HELPER}>
        <Input size="sm" value={v.ip} onChange={(e) => setV({ ...v, ip: e.currentTarget.value })} />
      </FormRow>
    </FormDialog>
  );
}

/** 관리자 계정 tab: the accounts with role, permissions, IP restrictions, last sign-in and the enable/disable button. */
export function StaffTab({ roles, canCreate, canUpdate }: { roles: readonly AdminRole[]; canCreate: boolean; canUpdate: boolean }) {
  const query = useStaffList();
  const { pending, toggleStaff } = useRolesWrites();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminStaff | null>(null);
  const items = query.data?.items;

  const columns: DataTableColumn<AdminStaff>[] = [
    {
      key: 'who',
      header: '관리자',
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
    { key: 'permissions', header: '권한', cell: (s) => <PermissionBadges grants={s.permissions} /> },
    { key: 'ip', header: 'IP 제한', cell: (s) => (s.ipRestrictions.length ? s.ipRestrictions.join(', ') : '제한 없음') },
    { key: 'lastLogin', header: '마지막 로그인', cell: (s) => (s.lastLogin ? formatDateTime(s.lastLogin) : '-') },
    {
      key: 'status',
      header: '상태',
      cell: (s) => (
        <StatusBadge tone={s.enabled ? 'success' : 'neutral'} data-testid="staff-status">
          {s.enabled ? '활성' : '비활성'}
        </StatusBadge>
      ),
    },
    {
      key: 'action',
      header: '관리',
      align: 'end',
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
      {canCreate && (
        <HStack justify="end">
          <Button size="sm" onClick={() => setCreating(true)}>
            <LuPlus aria-hidden /> 관리자 추가
          </Button>
        </HStack>
      )}
      {query.error && !items ? (
        <ErrorState title="관리자 목록을 불러오지 못했습니다" onRetry={() => void query.mutate()} />
      ) : (
        <DataTable
          label="관리자 목록"
          columns={columns}
          rows={items}
          rowKey={(s) => s.id}
          loading={query.isLoading}
          page={1}
          limit={Math.max(items?.length ?? 0, 1)}
          total={items?.length ?? 0}
          onPageChange={() => undefined}
          emptyTitle="관리자 계정이 없습니다"
        />
      )}
      {canCreate && <CreateStaffDialog open={creating} onClose={() => setCreating(false)} roles={roles} />}
      <EditStaffDialog staff={editing} onClose={() => setEditing(null)} roles={roles} />
    </Stack>
  );
}
