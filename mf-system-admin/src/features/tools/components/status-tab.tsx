import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Card, Table } from '@market/ui/chakra-more';
import { formatDateTime, formatNumber } from '@market/domain/format';
import { formatBytes, formatUptime, SERVICE_STATUS_LABELS, type ServiceStatus } from '@market/domain/tools';
import { ErrorState } from '@market/ui/states';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import type { ReactNode } from 'react';
import { useSystemStatus, type SystemStatus } from '../api/status';
import { UsageBar } from './usage-bar';

const SERVICE_TONES: Record<ServiceStatus, StatusTone> = { healthy: 'success', running: 'success', stopped: 'neutral', failed: 'danger' };

type Queue = SystemStatus['queues'][number];
type Service = SystemStatus['services'][number];

function Panel({ title, status, children }: { title: string; status?: ServiceStatus; children: ReactNode }) {
  const id = `status-${title}`;
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h2" size="sm" id={id}>
            {title}
          </Heading>
          {status && <StatusBadge tone={SERVICE_TONES[status]}>{SERVICE_STATUS_LABELS[status]}</StatusBadge>}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <HStack justify="space-between" fontSize="sm" gap="3">
      <Text color="fg.muted">{label}</Text>
      <Text fontVariantNumeric="tabular-nums" textAlign="end">
        {value}
      </Text>
    </HStack>
  );
}

interface Column<T> {
  key: string;
  header: string;
  align?: 'end';
  cell: (row: T) => ReactNode;
}

/** A small table of every row (three services, a dozen queues): no paging, so the kit's DataTable is not needed. */
function SmallTable<T>({ label, columns, rows, rowKey }: { label: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  return (
    // Focusable and named: on a phone the table scrolls sideways, and a keyboard must reach it.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={label} borderWidth="1px" borderColor="border" borderRadius="l2">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align} whiteSpace="nowrap" color="fg.muted">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align} fontVariantNumeric="tabular-nums">
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const serviceColumns: Column<Service>[] = [
  { key: 'name', header: '서비스', cell: (s) => <Text fontWeight="medium">{s.name}</Text> },
  {
    key: 'status',
    header: '상태',
    cell: (s) => <StatusBadge tone={SERVICE_TONES[s.status]}>{SERVICE_STATUS_LABELS[s.status]}</StatusBadge>,
  },
  { key: 'uptime', header: '가동 시간', cell: (s) => (s.uptimeSeconds === null ? '—' : formatUptime(s.uptimeSeconds)) },
  {
    key: 'detail',
    header: '상세',
    cell: (s) => (
      <Text fontSize="sm" color="fg.muted">
        {s.detail}
      </Text>
    ),
  },
];

const queueColumns: Column<Queue>[] = [
  {
    key: 'name',
    header: '작업',
    cell: (q) => (
      <Stack gap="0">
        <Text fontWeight="medium">{q.label}</Text>
        <Text fontSize="xs" fontFamily="mono" color="fg.subtle">
          {q.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'queued', header: '대기', align: 'end', cell: (q) => formatNumber(q.queued) },
  { key: 'active', header: '실행 중', align: 'end', cell: (q) => formatNumber(q.active) },
  {
    key: 'failed',
    header: '실패 (보관 중)',
    align: 'end',
    cell: (q) => <Text color={q.failed > 0 ? 'fg.error' : undefined}>{formatNumber(q.failed)}</Text>,
  },
  {
    key: 'failed24h',
    header: '최근 24시간 실패',
    align: 'end',
    cell: (q) => <Text color={q.failedLast24h > 0 ? 'fg.error' : undefined}>{formatNumber(q.failedLast24h)}</Text>,
  },
];

/**
 * 시스템 현황: the database, storage, memory and services as the API reads them now (GET
 * /api/admin/tools/status), re-read every 30 s; bars are 0–100 %.
 */
export function StatusTab() {
  const status = useSystemStatus();
  const s = status.data;
  if (status.error && !s) {
    return (
      <ErrorState
        title="시스템 현황을 불러오지 못했습니다"
        description={status.error instanceof Error ? status.error.message : undefined}
        onRetry={() => void status.mutate()}
      />
    );
  }
  if (!s) {
    return (
      <Text color="fg.muted" py="6" role="status">
        시스템 현황을 불러오는 중입니다…
      </Text>
    );
  }
  const { database: db, storage, memory } = s;
  return (
    <Stack gap="5">
      <Text fontSize="xs" color="fg.muted">
        {formatDateTime(s.checkedAt)} 기준 · 30초마다 새로 고침
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <Panel title="데이터베이스" status={db.status}>
          <UsageBar
            label="데이터베이스 연결"
            percent={db.connectionPercent}
            detail={`${formatNumber(db.connections)} / ${formatNumber(db.maxConnections)} 연결`}
          />
          <Fact label="크기" value={formatBytes(db.sizeBytes)} />
          <Fact label="종류" value={db.driver === 'pglite' ? '내장 PGlite' : 'PostgreSQL'} />
          <Fact label="마지막 백업" value={db.lastBackup ? formatDateTime(db.lastBackup.completedAt) : '백업 없음'} />
        </Panel>
        <Panel title="저장 공간">
          <UsageBar
            label="디스크 사용량"
            percent={storage.usagePercent}
            detail={`${formatBytes(storage.usedBytes)} / ${formatBytes(storage.totalBytes)}`}
          />
          <Fact label="업로드 이미지" value={`${formatNumber(storage.mediaCount)}개 · ${formatBytes(storage.mediaBytes)}`} />
          <Fact label="데이터 폴더" value={storage.dataDirBytes === null ? '없음' : formatBytes(storage.dataDirBytes)} />
        </Panel>
        <Panel title="메모리">
          <UsageBar
            label="메모리 사용량"
            percent={memory.usagePercent}
            detail={`${formatBytes(memory.usedBytes)} / ${formatBytes(memory.totalBytes)}`}
          />
          <Fact label="API 프로세스" value={formatBytes(memory.processRssBytes)} />
          <Fact label="힙" value={`${formatBytes(memory.heapUsedBytes)} / ${formatBytes(memory.heapTotalBytes)}`} />
        </Panel>
        <Panel title="작업 실행기">
          <Fact label="대기" value={`${formatNumber(s.queues.reduce((n, q) => n + q.queued, 0))}건`} />
          <Fact label="실행 중" value={`${formatNumber(s.queues.reduce((n, q) => n + q.active, 0))}건`} />
          <Fact
            label="최근 24시간 실패"
            value={
              <Box as="span" color={s.failedLast24h > 0 ? 'fg.error' : undefined}>
                {formatNumber(s.failedLast24h)}건
              </Box>
            }
          />
        </Panel>
      </SimpleGrid>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          서비스
        </Heading>
        <SmallTable label="서비스 상태" columns={serviceColumns} rows={s.services} rowKey={(x) => x.id} />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          작업 대기열
        </Heading>
        <SmallTable label="작업 대기열" columns={queueColumns} rows={s.queues} rowKey={(x) => x.name} />
      </Stack>
    </Stack>
  );
}
