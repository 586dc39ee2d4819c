import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import {
  CreateRoleSchema,
  grantLabel,
  permissionsByCategory,
  UpdateRoleSchema,
  type AdminRole,
  type CreateRoleInput,
} from '@market/domain/admin-roles';
import { formatDate, formatNumber } from '@market/domain/format';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { AdminList } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormDialog, TextAreaField, TextInputField, asFormControl } from '@market/ui/form-dialog';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useRoleList, useRolesWrites } from '../api/roles-api';
import { PermissionBadges } from './permission-badges';

const LIST_DEFAULTS: ListParamsDefaults = { sort: 'created', order: 'desc' };

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
function RoleDialog({ role, onClose }: { role: AdminRole | null; onClose: () => void }) {
  const { pending, createRole, updateRole } = useRolesWrites();
  const form = useZodForm(role ? UpdateRoleSchema : CreateRoleSchema, {
    defaultValues: role
      ? { name: role.name, description: role.description, permissions: [...role.permissions] }
      : { name: '', description: '', permissions: [] },
  });
  const control = asFormControl(form);
  const extra = (role?.permissions ?? []).filter((g) => !LISTED.has(g));
  const permissionsError = form.formState.errors.permissions?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (role) await updateRole(role.id, values);
      else await createRole(values as CreateRoleInput);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });

  return (
    <FormDialog
      title={role ? '역할 수정' : '역할 추가'}
      onClose={onClose}
      busy={pending === 'create-role' || pending === 'update-role'}
      submitLabel={role ? '저장' : '추가'}
      onSubmit={() => void submit()}
      testId="role-dialog"
      control={form.control}
    >
      <TextInputField control={control} name="name" label="역할 이름" />
      <TextAreaField control={control} name="description" label="설명" rows={2} required={false} />
      {/* Not a FormField: a Field would give every checkbox of the picker the same control id. */}
      {permissionsError && (
        <Text color="fg.error" fontSize="sm" data-testid="role-permissions-error">
          {permissionsError}
        </Text>
      )}
      <PermissionPicker
        value={form.watch('permissions') ?? []}
        onChange={(v) => form.setValue('permissions', v, { shouldDirty: true })}
        extra={extra}
      />
    </FormDialog>
  );
}

/**
 * 역할 tab: user count and permission badges per role; add, edit, and delete when nobody holds it.
 * Searched (name, description), sorted and paged on the server, the list's state in the URL.
 */
export function RoleTab({ canCreate, canUpdate, canDelete }: { canCreate: boolean; canUpdate: boolean; canDelete: boolean }) {
  const list = useListParams(LIST_DEFAULTS);
  const { params } = list;
  const query = useRoleList(list.apiQuery);
  const { pending, deleteRole } = useRolesWrites();
  const [editing, setEditing] = useState<AdminRole | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminRole | null>(null);

  const columns: DataTableColumn<AdminRole>[] = [
    {
      key: 'name',
      header: '역할',
      sortKey: 'name',
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
    { key: 'users', header: '사용자 수', sortKey: 'users', align: 'end', cell: (r) => `${formatNumber(r.userCount)}명` },
    { key: 'permissions', header: '권한', cell: (r) => <PermissionBadges grants={r.permissions} /> },
    { key: 'created', header: '등록일', sortKey: 'created', cell: (r) => formatDate(r.createdAt) },
    {
      key: 'action',
      header: '관리',
      align: 'end',
      sticky: true,
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
      <AdminList
        list={list}
        query={query}
        searchPlaceholder="역할 이름, 설명 검색"
        filters={[]}
        toolbar={
          canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden /> 역할 추가
            </Button>
          )
        }
        label="역할 목록"
        errorTitle="역할 목록을 불러오지 못했습니다"
        columns={columns}
        emptyTitle={params.q ? '조건에 맞는 역할이 없습니다' : '역할이 없습니다'}
        emptyDescription={params.q ? '검색어를 바꿔 보세요.' : undefined}
      />
      {(creating || editing) && (
        <RoleDialog
          key={editing?.id ?? 'new'}
          role={editing}
          onClose={() => {
            setCreating(false);
            setEditing(null);
          }}
        />
      )}
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
