import { Badge, Button, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect } from '@market/ui/chakra-more';
import {
  BACKUP_KEEP_MAX,
  BACKUP_KEEP_MIN,
  BACKUP_KIND_LABELS,
  BACKUP_KINDS,
  BACKUP_MESSAGES,
  BACKUP_STATUS_LABELS,
  UpdateBackupSettingsSchema,
  type BackupKind,
} from '@market/domain/backups';
import { formatDateTime } from '@market/domain/format';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@market/ui/data-table';
import { ErrorState } from '@market/ui/states';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import { toaster } from '@market/ui/toaster';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LuDatabaseBackup, LuDownload, LuHistory, LuUpload } from 'react-icons/lu';
import { backupDownloadUrl, useBackupActions, useBackups, useBackupSettings, useSaveBackupSettings, type BackupItem } from '../api/backups';

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

/** 자동 백업 보관 개수: shown to everyone who sees the tab, saved by staff with tools.backups.update. */
function RetentionSetting({ canEdit }: { canEdit: boolean }) {
  const settings = useBackupSettings();
  const { saving, save } = useSaveBackupSettings();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const kept = settings.data?.keepAutomatic;
  useEffect(() => {
    if (kept !== undefined) setValue(String(kept));
  }, [kept]);

  const submit = () => {
    const parsed = UpdateBackupSettingsSchema.safeParse({ keepAutomatic: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) {
      setError(BACKUP_MESSAGES.keep);
      return;
    }
    setError(null);
    void save(parsed.data.keepAutomatic).catch(() => {});
  };

  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="4" as="section" aria-labelledby={`${inputId}-title`}>
      <Heading as="h3" size="sm" id={`${inputId}-title`}>
        자동 백업
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        매일 데이터베이스 백업(이미지 제외)을 만듭니다. 일정과 켜고 끄기는 유지보수 탭의 &lsquo;자동 백업&rsquo;에서 바꿉니다. 보관 개수를
        넘는 오래된 자동 백업은 삭제되며, 직접 만든 백업은 지워지지 않습니다.
      </Text>
      {canEdit ? (
        <HStack gap="2" align="end" wrap="wrap">
          <Stack gap="1">
            <Text asChild fontSize="xs" fontWeight="medium">
              <label htmlFor={inputId}>자동 백업 보관 개수</label>
            </Text>
            <Input
              id={inputId}
              size="sm"
              w="120px"
              type="number"
              inputMode="numeric"
              min={BACKUP_KEEP_MIN}
              max={BACKUP_KEEP_MAX}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          </Stack>
          <Button size="sm" variant="outline" loading={saving} disabled={settings.isLoading} onClick={submit}>
            저장
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm">자동 백업 보관 개수: {kept === undefined ? '-' : `${kept}개`}</Text>
      )}
      {error ? (
        <Text id={`${inputId}-error`} fontSize="xs" color="red.fg" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The tables a restore from a kept backup brings back: every table of its manifest, checked by default. */
function RestoreTables({ backup, selected, onChange }: { backup: BackupItem; selected: string[]; onChange: (next: string[]) => void }) {
  const names = backup.tables.map((t) => t.name);
  const all = selected.length === names.length;
  return (
    <Stack gap="2" mt="3" role="group" aria-label="복원할 테이블">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="medium">
          복원할 테이블 ({selected.length}/{names.length})
        </Text>
        <Button size="2xs" variant="ghost" onClick={() => onChange(all ? [] : names)}>
          {all ? '모두 해제' : '모두 선택'}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" maxH="240px" overflowY="auto">
        {backup.tables.map((t) => (
          <Checkbox.Root
            key={t.name}
            size="sm"
            checked={selected.includes(t.name)}
            onCheckedChange={(e) => onChange(e.checked === true ? [...selected, t.name] : selected.filter((n) => n !== t.name))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {t.name}{' '}
              <Text as="span" color="fg.muted">
                ({t.rows.toLocaleString('ko-KR')}행)
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 백업 tab of the tools page (system spec section 4; ADR 030): take a backup (전체·데이터베이스·설정),
 * the list (name, type, date, size, status, duration), download a file, restore one (asked first),
 * or restore from a file downloaded before. A backup is taken by a job: the list shows it 진행 중 and
 * re-reads itself until it is done. 자동 백업's retention is set here; a restore may pick tables.
 * Staff without tools.backups.create / .restore / .update see the list only.
 */
export function BackupsTab() {
  const backups = useBackups();
  const { can } = useStaffSession();
  const { pending, create, restore, restoreFile } = useBackupActions();
  const [type, setType] = useState<BackupKind>('database');
  const [confirming, setConfirming] = useState<BackupItem | null>(null);
  const [restoreTables, setRestoreTables] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [confirmFile, setConfirmFile] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const typeId = useId();
  const fileId = useId();
  const canCreate = can('tools.backups.create');
  const canRestore = can('tools.backups.restore');
  const canConfigure = can('tools.backups.update');
  const askRestore = (b: BackupItem) => {
    setRestoreTables(b.tables.map((t) => t.name));
    setConfirming(b);
  };
  const rows = backups.data?.items;
  // The backups started here, followed until the job ends: then the spec's '백업이 완료되었습니다.'.
  const [watching, setWatching] = useState<string[]>([]);
  useEffect(() => {
    if (!rows || watching.length === 0) return;
    const ended = rows.filter((b) => watching.includes(b.id) && (b.status === 'completed' || b.status === 'failed'));
    if (ended.length === 0) return;
    for (const b of ended) {
      if (b.status === 'completed') toaster.create({ type: 'success', title: BACKUP_MESSAGES.created, description: b.name });
      else toaster.create({ type: 'error', title: BACKUP_MESSAGES.failed, description: b.message ?? b.name });
    }
    setWatching((ids) => ids.filter((id) => !ended.some((b) => b.id === id)));
  }, [rows, watching]);

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
      {
        key: 'type',
        header: '종류',
        cell: (b) => (
          <HStack gap="1">
            <Text>{BACKUP_KIND_LABELS[b.type]}</Text>
            {b.automatic ? <Badge size="sm">자동</Badge> : null}
          </HStack>
        ),
      },
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
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => askRestore(b)} aria-label={`${b.name} 복원`}>
                  <LuHistory aria-hidden />
                  복원
                </Button>
              ) : null}
            </HStack>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {b.status === 'running' ? '만드는 중…' : '파일 없음'}
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
            <Button
              size="sm"
              colorPalette="blue"
              loading={pending === `create:${type}`}
              onClick={() => void create(type, (id) => setWatching((ids) => [...ids, id])).catch(() => {})}
            >
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

      <RetentionSetting canEdit={canConfigure} />

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
          confirmLabel={restoreTables.length === confirming.tables.length ? '복원' : `${restoreTables.length}개 테이블 복원`}
          busy={pending === `restore:${confirming.id}`}
          onConfirm={() => {
            if (!restoreTables.length) return;
            // Every table: no list, so the file's own set is restored (the same as the API's default).
            const subset = restoreTables.length === confirming.tables.length ? undefined : restoreTables;
            restore(confirming.id, subset).then(
              () => setConfirming(null),
              () => {},
            );
          }}
        >
          {confirming.tables.length ? <RestoreTables backup={confirming} selected={restoreTables} onChange={setRestoreTables} /> : null}
        </ConfirmDialog>
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
