import { Button, Heading, HStack, Input, Link, Stack, Text } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import { BACKUP_KIND_LABELS, BACKUP_KINDS, BACKUP_STATUS_LABELS, type BackupKind } from '@market/domain/backups';
import { formatDateTime } from '@market/domain/format';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@market/ui/data-table';
import { ErrorState } from '@market/ui/states';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import { useId, useMemo, useRef, useState } from 'react';
import { LuDatabaseBackup, LuDownload, LuHistory, LuUpload } from 'react-icons/lu';
import { backupDownloadUrl, useBackupActions, useBackups, type BackupItem } from '../api/backups';

const TONES: Record<string, StatusTone> = {
  completed: 'success',
  running: 'info',
  pending: 'neutral',
  failed: 'danger',
  stopped: 'warning',
};

/** 1.2 MB, 340 KB, … */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

/** 12.3초, 2분 5초. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}초`;
  return `${Math.floor(ms / 60_000)}분 ${Math.round((ms % 60_000) / 1000)}초`;
}

/**
 * 백업 tab of the tools page (system spec section 4; ADR 030): take a backup (전체·데이터베이스·설정),
 * the list (name, type, date, size, status, duration), download a file, restore one (asked first),
 * or restore from a file downloaded before. Staff without tools.backups.create / .restore see the list only.
 */
export function BackupsTab() {
  const backups = useBackups();
  const { can } = useStaffSession();
  const { pending, create, restore, restoreFile } = useBackupActions();
  const [type, setType] = useState<BackupKind>('database');
  const [confirming, setConfirming] = useState<BackupItem | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirmFile, setConfirmFile] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const fileId = useId();
  const canCreate = can('tools.backups.create');
  const canRestore = can('tools.backups.restore');
  const rows = backups.data?.items;

  const columns = useMemo<DataTableColumn<BackupItem>[]>(
    () => [
      {
        key: 'name',
        header: '이름',
        minW: '220px',
        cell: (b) => (
          <Stack gap="0">
            <Text fontWeight="medium" fontFamily="mono" fontSize="sm">
              {b.name}
            </Text>
            {b.message ? (
              <Text fontSize="xs" color="red.fg">
                {b.message}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      { key: 'type', header: '종류', cell: (b) => BACKUP_KIND_LABELS[b.type] },
      { key: 'date', header: '날짜', cell: (b) => <Text whiteSpace="nowrap">{formatDateTime(b.createdAt)}</Text> },
      { key: 'size', header: '크기', cell: (b) => (b.sizeBytes ? formatBytes(b.sizeBytes) : '-') },
      {
        key: 'status',
        header: '상태',
        cell: (b) => <StatusBadge tone={TONES[b.status] ?? 'neutral'}>{BACKUP_STATUS_LABELS[b.status] ?? b.status}</StatusBadge>,
      },
      { key: 'duration', header: '소요 시간', cell: (b) => (b.durationMs ? formatDuration(b.durationMs) : '-') },
      {
        key: 'actions',
        header: '작업',
        cell: (b) =>
          b.hasFile && b.status === 'completed' ? (
            <HStack gap="1">
              <Button asChild size="xs" variant="outline">
                <Link href={backupDownloadUrl(b.id)} download aria-label={`${b.name} 내려받기`}>
                  <LuDownload aria-hidden />
                  다운로드
                </Link>
              </Button>
              {canRestore ? (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(b)} aria-label={`${b.name} 복원`}>
                  <LuHistory aria-hidden />
                  복원
                </Button>
              ) : null}
            </HStack>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              파일 없음
            </Text>
          ),
      },
    ],
    [canRestore],
  );

  return (
    <Stack gap="4" as="section" aria-labelledby="backups-heading">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Stack gap="0.5">
          <Heading as="h2" size="md" id="backups-heading">
            백업
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            백업 파일은 데이터베이스에 보관되며 서명되어 있어, 이 쇼핑몰에서 만든 변경되지 않은 파일만 복원할 수 있습니다.
          </Text>
        </Stack>
        {canCreate ? (
          <HStack gap="2" align="end">
            <Stack gap="1">
              <Text asChild fontSize="xs" fontWeight="medium">
                <label htmlFor={typeId}>백업 종류</label>
              </Text>
              <NativeSelect.Root size="sm" w="200px">
                <NativeSelect.Field id={typeId} value={type} onChange={(e) => setType(e.currentTarget.value as BackupKind)}>
                  {BACKUP_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {BACKUP_KIND_LABELS[k]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <Button size="sm" colorPalette="blue" loading={pending === `create:${type}`} onClick={() => void create(type).catch(() => {})}>
              <LuDatabaseBackup aria-hidden />
              백업 만들기
            </Button>
          </HStack>
        ) : null}
      </HStack>

      {backups.error && !rows ? (
        <ErrorState
          title="백업 목록을 불러오지 못했습니다"
          description={backups.error instanceof Error ? backups.error.message : undefined}
          onRetry={() => void backups.mutate()}
        />
      ) : (
        <DataTable
          label="백업 목록"
          columns={columns}
          rows={rows}
          rowKey={(b) => b.id}
          loading={backups.isLoading}
          page={1}
          limit={Math.max(rows?.length ?? 0, 10)}
          total={rows?.length ?? 0}
          onPageChange={() => {}}
          emptyTitle="백업이 없습니다"
          emptyDescription="백업 만들기로 첫 백업을 만드세요."
          maxH="none"
        />
      )}

      {canRestore ? (
        <Stack gap="2" borderWidth="1px" rounded="md" p="4" as="section" aria-labelledby={`${fileId}-title`}>
          <Heading as="h3" size="sm" id={`${fileId}-title`}>
            파일로 복원
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            이 쇼핑몰에서 내려받은 백업 파일(.gz)을 올리면 서명과 데이터베이스 버전을 확인한 뒤 한 번에 복원합니다. 감사 로그와 로그인
            세션은 그대로 둡니다.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Input
              ref={fileRef}
              id={fileId}
              type="file"
              accept=".gz,application/gzip"
              aria-label="백업 파일 선택"
              size="sm"
              maxW="sm"
              p="1"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
            <Button size="sm" variant="outline" colorPalette="red" disabled={!file} onClick={() => setConfirmFile(true)}>
              <LuUpload aria-hidden />
              파일로 복원
            </Button>
          </HStack>
        </Stack>
      ) : null}

      {confirming && (
        <ConfirmDialog
          open
          destructive
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`'${confirming.name}'(으)로 복원할까요?`}
          description={`${BACKUP_KIND_LABELS[confirming.type]} 백업에 담긴 테이블이 백업 시점의 내용으로 바뀝니다. 그 뒤에 생긴 변경은 사라집니다.`}
          confirmLabel="복원"
          busy={pending === `restore:${confirming.id}`}
          onConfirm={() => {
            restore(confirming.id).then(
              () => setConfirming(null),
              () => {},
            );
          }}
        />
      )}
      {confirmFile && file && (
        <ConfirmDialog
          open
          destructive
          onOpenChange={(open) => !open && setConfirmFile(false)}
          title={`'${file.name}' 파일로 복원할까요?`}
          description="파일에 담긴 테이블이 백업 시점의 내용으로 바뀝니다. 그 뒤에 생긴 변경은 사라집니다."
          confirmLabel="복원"
          busy={pending === 'restore:file'}
          onConfirm={() => {
            restoreFile(file).then(
              () => {
                setConfirmFile(false);
                setFile(null);
                if (fileRef.current) fileRef.current.value = '';
              },
              () => {},
            );
          }}
        />
      )}
    </Stack>
  );
}
