import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { formatNumber } from '@market/domain/format';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { LuPlay } from 'react-icons/lu';
import type { Job } from '../api/jobs';
import { cronLabel, durationLabel, JOB_STATE_LABELS, JOB_STATE_TONES, JOB_TRIGGER_LABELS, resultLabel, shortDateTime } from './job-format';

const muted = { fontSize: 'xs', color: 'fg.muted' } as const;

/**
 * The maintenance task table's columns (system spec: name, description, schedule, last run,
 * status, duration, next run, enabled), plus the last error and failure count the runner keeps.
 * `onRun` is absent for staff without tools.jobs.update: no run column at all.
 */
export function jobColumns({ onRun, pending }: { onRun?: (job: Job) => void; pending: string | null }): DataTableColumn<Job>[] {
  const columns: DataTableColumn<Job>[] = [
    {
      key: 'job',
      header: '작업',
      minW: '220px',
      cell: (j) => (
        <Stack gap="0.5" minW="0" maxW="sm">
          <Text fontWeight="medium">{j.label}</Text>
          <Text {...muted} lineClamp={2}>
            {j.description}
          </Text>
          <Text fontSize="xs" fontFamily="mono" color="fg.subtle">
            {j.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'schedule',
      header: '일정',
      cell: (j) => {
        const label = cronLabel(j.schedule);
        return (
          <Stack gap="0">
            <Text fontSize="sm" whiteSpace="nowrap">
              {label}
            </Text>
            {label !== j.schedule && (
              <Text {...muted} fontFamily="mono" whiteSpace="nowrap">
                {j.schedule}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'lastRun',
      header: '마지막 실행',
      minW: '150px',
      cell: (j) => {
        if (!j.lastRun) return <Text {...muted}>실행 기록 없음</Text>;
        const run = j.lastRun;
        const duration = durationLabel(run.startedAt, run.completedAt);
        const result = resultLabel(run.result);
        return (
          <Stack gap="0.5">
            <HStack gap="1.5">
              <StatusBadge tone={JOB_STATE_TONES[run.state]}>{JOB_STATE_LABELS[run.state]}</StatusBadge>
              <StatusBadge tone={run.trigger === 'manual' ? 'highlight' : 'neutral'} variant="outline">
                {JOB_TRIGGER_LABELS[run.trigger]}
              </StatusBadge>
            </HStack>
            <Text fontSize="sm" whiteSpace="nowrap">
              {shortDateTime(run.startedAt ?? run.createdAt)}
            </Text>
            {duration && <Text {...muted}>소요 {duration}</Text>}
            {result && <Text {...muted}>결과: {result}</Text>}
          </Stack>
        );
      },
    },
    {
      key: 'errors',
      header: '오류',
      minW: '140px',
      cell: (j) => (
        <Stack gap="0.5" maxW="xs">
          <Text fontSize="sm" color={j.failedCount > 0 ? 'fg.error' : 'fg.muted'} whiteSpace="nowrap">
            실패 {formatNumber(j.failedCount)}회
          </Text>
          {j.lastError && (
            <Text {...muted} lineClamp={2} title={j.lastError.message}>
              {shortDateTime(j.lastError.at)} · {j.lastError.message}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'nextRun',
      header: '다음 실행',
      cell: (j) => (
        <Text fontSize="sm" whiteSpace="nowrap" color={j.nextRunAt ? undefined : 'fg.muted'}>
          {j.nextRunAt ? shortDateTime(j.nextRunAt) : '—'}
        </Text>
      ),
    },
    {
      key: 'enabled',
      header: '상태',
      cell: (j) => <StatusBadge tone={j.enabled ? 'success' : 'neutral'}>{j.enabled ? '사용' : '사용 안 함'}</StatusBadge>,
    },
  ];
  if (onRun) {
    columns.push({
      key: 'run',
      header: <Text srOnly>실행</Text>,
      align: 'end',
      sticky: true,
      cell: (j) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`${j.label} 지금 실행`}
          disabled={!j.enabled || (pending !== null && pending !== j.name)}
          loading={pending === j.name}
          onClick={() => onRun(j)}
        >
          <LuPlay aria-hidden /> 지금 실행
        </Button>
      ),
    });
  }
  return columns;
}
