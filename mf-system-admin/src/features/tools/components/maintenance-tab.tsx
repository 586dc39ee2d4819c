import { HStack, Stack, Text } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DataTable } from '@market/ui/data-table';
import { ErrorState } from '@market/ui/states';
import { toaster } from '@market/ui/toaster';
import { useEffect, useMemo, useState } from 'react';
import { useJobs, useRunJob, type Job } from '../api/jobs';
import { jobColumns } from './job-columns';
import { resultLabel } from './job-format';

/**
 * 유지보수: the background jobs of the API (ADR 013) — VACUUM ANALYZE, REINDEX, the purges, 자동
 * 구매확정 and the rest — with schedule, last run, duration, result and next run, re-read every
 * 30 s, and 지금 실행 for staff with tools.jobs.update. A run started here is followed until the
 * worker is done, then the spec's '유지보수가 완료되었습니다.' (or the failure) is shown.
 */
export function MaintenanceTab() {
  const [watching, setWatching] = useState<Record<string, string>>({});
  const jobs = useJobs(Object.keys(watching).length > 0);
  const { can } = useStaffSession();
  const { pending, run } = useRunJob();
  const [confirming, setConfirming] = useState<Job | null>(null);
  const canRun = can('tools.jobs.update');
  const columns = useMemo(() => jobColumns({ onRun: canRun ? setConfirming : undefined, pending }), [canRun, pending]);
  const rows = jobs.data?.jobs;

  useEffect(() => {
    if (!rows) return;
    const done = Object.entries(watching).flatMap(([name, jobId]) => {
      const job = rows.find((j) => j.name === name);
      const last = job?.lastRun;
      if (!job || !last || last.jobId !== jobId) return [];
      if (last.state === 'completed') {
        const result = resultLabel(last.result);
        toaster.create({
          type: 'success',
          title: '유지보수가 완료되었습니다.',
          description: result ? `${job.label}: ${result}` : job.label,
          duration: 6000,
        });
        return [name];
      }
      if (last.state === 'failed') {
        toaster.create({ type: 'error', title: '유지보수 작업이 실패했습니다', description: job.lastError?.message ?? job.label });
        return [name];
      }
      return [];
    });
    if (done.length) setWatching((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !done.includes(name))));
  }, [rows, watching]);

  return (
    <Stack gap="3">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          데이터베이스 최적화, 인덱스 재구성, 만료 데이터 정리와 자동 구매확정이 일정대로 실행됩니다.
        </Text>
        <Text fontSize="xs" color="fg.muted">
          30초마다 새로 고침
        </Text>
      </HStack>
      {jobs.error && !rows ? (
        <ErrorState
          title="작업 목록을 불러오지 못했습니다"
          description={jobs.error instanceof Error ? jobs.error.message : undefined}
          onRetry={() => void jobs.mutate()}
        />
      ) : (
        // One page of every job (about a dozen): no server paging, sorting or filters.
        <DataTable
          label="유지보수 작업 목록"
          columns={columns}
          rows={rows}
          rowKey={(j) => j.name}
          loading={jobs.isLoading}
          page={1}
          limit={Math.max(rows?.length ?? 0, 10)}
          total={rows?.length ?? 0}
          onPageChange={() => {}}
          emptyTitle="등록된 작업이 없습니다"
          emptyDescription="API의 작업 등록(api/src/jobs/registry.ts)을 확인해주세요."
          maxH="none"
        />
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`'${confirming.label}' 작업을 지금 실행할까요?`}
          description={confirming.description}
          confirmLabel="지금 실행"
          busy={pending === confirming.name}
          onConfirm={() => {
            const job = confirming;
            run(job).then(
              ({ jobId }) => {
                setConfirming(null);
                setWatching((current) => ({ ...current, [job.name]: jobId }));
              },
              () => {}, // the error is a toast; the dialog stays open to retry or close
            );
          }}
        >
          <Text mt="3" fontSize="sm">
            일정과 별개로 지금 한 번 실행합니다. 실행 기록에는 &apos;수동&apos;으로 남습니다.
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
