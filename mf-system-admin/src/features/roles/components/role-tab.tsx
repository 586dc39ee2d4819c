import { Box, Button, HStack, Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { Textarea } from '@market/ui/chakra-more';
import { CreateRoleSchema, grantLabel, permissionsByCategory, UpdateRoleSchema, type AdminRole } from '@market/domain/admin-roles';
import { formatNumber } from '@market/domain/format';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@market/ui/data-table';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useRolesWrites } from '../api/roles-api';
import { apiErrors, FormDialog, FormRow, zodFieldErrors, type FieldErrors } from './form-dialog';
import { PermissionBadges } from './permission-badges';

const GROUPS = permissionsByCategory();
const LISTED = new Set(GROUPS.flatMap((g) => g.permissions.map((p) => p.grant)));

/** The permission checkboxes by category; grants a built-in role holds outside the list are shown under 기타. */
function PermissionPicker({ value, onChange, extra }: { value: string[]; onChange: (v: string[]) => void; extra: string[] }) {
  const toggle = (grant: string, on: boolean) => onChange(on ? [...value, grant] : value.filter((g) => g !== grant));
  const groups = [...GROUPS.map((g) => ({ label: g.label, grants: g.permissions.map((p) => ({ grant: p.grant, name: p.name })) }))];
  if (extra.length) groups.push({ label: '기타', grants: extra.map((g) => ({ grant: g, name: g })) });
  return (
    <Stack gap="3" role="group" aria-label="권한">
      {groups.map((g) => (
        <Box key={g.label}>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {g.label}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1">
            {g.grants.map((p) => (
              <Checkbox.Root
                key={p.grant}
                size="sm"
                checked={value.includes(p.grant)}
                onCheckedChange={(e) => toggle(p.grant, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{p.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

/** 역할 추가 / 역할 수정: name (required), description, any set of permissions (none by default). */
function RoleDialog({ open, role, onClose }: { open: boolean; role: AdminRole | null; onClose: () => void }) {
  const { pending, createRole, updateRole } = useRolesWrites();
  const [v, setV] = useState({ name: '', description: '', permissions: [] as string[] });
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const key = open ? (role?.id ?? 'new') : null;
  if (key !== shownFor) {
    setShownFor(key);
    setV(
      role
        ? { name: role.name, description: role.description, permissions: [...role.permissions] }
        : { name: '', description: '', permissions: [] },
    );
    setErrors({});
    setMessage(null);
  }
  const extra = (role?.permissions ?? []).filter((g) => !LISTED.has(g));

  const submit = async () => {
    const parsed = (role ? UpdateRoleSchema : CreateRoleSchema).safeParse(v);
    setMessage(null);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error.issues));
    setErrors({});
    try {
      if (role) await updateRole(role.id, v);
      else await createRole(v);
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
      title={role ? '역할 수정' : '역할 추가'}
      onClose={onClose}
      busy={pending === 'create-role' || pending === 'update-role'}
      submitLabel={role ? '저장' : '추가'}
      onSubmit={() => void submit()}
      message={message}
      testId="role-dialog"
    >
      <FormRow id="role-name" label="역할 이름" error={errors.name} required>
        <Input size="sm" value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} />
      </FormRow>
      <FormRow id="role-description" label="설명" error={errors.description}>
        <Textarea size="sm" rows={2} value={v.description} onChange={(e) => setV({ ...v, description: e.currentTarget.value })} />
      </FormRow>
      {errors.permissions && (
        <Text color="fg.error" fontSize="sm" data-testid="role-permissions-error">
          {errors.permissions}
        </Text>
      )}
      <PermissionPicker value={v.permissions} onChange={(permissions) => setV({ ...v, permissions })} extra={extra} />
    </FormDialog>
  );
}

/** 역할 tab: user count and permission badges per role; add, edit, and delete when nobody holds it. */
export function RoleTab({
  roles,
  loading,
  canCreate,
  canUpdate,
  canDelete,
}: {
  roles: readonly AdminRole[] | undefined;
  loading: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}) {
  const { pending, deleteRole } = useRolesWrites();
  const [editing, setEditing] = useState<AdminRole | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminRole | null>(null);

  const columns: DataTableColumn<AdminRole>[] = [
    {
      key: 'name',
      header: '역할',
      minW: '180px',
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.description || '-'}
          </Text>
        </Stack>
      ),
    },
    { key: 'users', header: '사용자 수', align: 'end', cell: (r) => `${formatNumber(r.userCount)}명` },
    { key: 'permissions', header: '권한', cell: (r) => <PermissionBadges grants={r.permissions} /> },
    {
      key: 'action',
      header: '관리',
      align: 'end',
      cell: (r) => (
        <HStack gap="1" justify="end">
          {canUpdate && (
            <Button size="xs" variant="outline" onClick={() => setEditing(r)} aria-label={`${r.name} 수정`}>
              수정
            </Button>
          )}
          {canDelete && r.userCount === 0 && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(r)} aria-label={`${r.name} 삭제`}>
              삭제
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="3">
      {canCreate && (
        <HStack justify="end">
          <Button size="sm" onClick={() => setCreating(true)}>
            <LuPlus aria-hidden /> 역할 추가
          </Button>
        </HStack>
      )}
      <DataTable
        label="역할 목록"
        columns={columns}
        rows={roles}
        rowKey={(r) => r.id}
        loading={loading}
        page={1}
        limit={Math.max(roles?.length ?? 0, 1)}
        total={roles?.length ?? 0}
        onPageChange={() => undefined}
        emptyTitle="역할이 없습니다"
      />
      <RoleDialog
        open={creating || Boolean(editing)}
        role={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="역할 삭제"
        description={deleting ? `'${deleting.name}' 역할을 삭제합니다. 되돌릴 수 없습니다.` : undefined}
        confirmLabel="삭제"
        destructive
        busy={pending === 'delete-role'}
        onConfirm={() => {
          if (deleting)
            void deleteRole(deleting.id).then(
              () => setDeleting(null),
              () => undefined,
            );
        }}
      />
    </Stack>
  );
}

/** 권한 목록 tab: the vocabulary grouped by the spec's eight categories. */
export function PermissionListTab() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="permission-list">
      {GROUPS.map((g) => (
        <Box key={g.category} as="section" aria-label={g.label} borderWidth="1px" borderColor="border" borderRadius="l3" p="4">
          <Text fontWeight="semibold" mb="2">
            {g.label}
          </Text>
          <Stack gap="1">
            {g.permissions.map((p) => (
              <HStack key={p.id} justify="space-between" fontSize="sm">
                <Text>{p.name}</Text>
                <Text color="fg.muted" fontFamily="mono" fontSize="xs">
                  {grantLabel(p.grant) === p.name ? p.grant : ''}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
