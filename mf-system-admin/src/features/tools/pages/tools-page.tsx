import { Heading, HStack, Stack, Text } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DataTable } from '@market/ui/data-table';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useMemo, useState } from 'react';
import { useJobs, useRunJob, type Job } from '../api/jobs';
import { BackupsTab } from '../components/backups-tab';
import { DataImportPanel } from '../components/data-import-panel';
import { jobColumns } from '../components/job-columns';

/**
 * 시스템 도구 (/admin/tools). Today its maintenance tasks: the background jobs of the API (ADR
 * 013) with schedule, last run and result, re-read every 30 s, and 지금 실행 for staff with
 * tools.jobs.update. System status, backups and data import come with issue 16.
 */
export default function ToolsPage() {
  const jobs = useJobs();
  const { can } = useStaffSession();
  const { pending, run } = useRunJob();
  const [confirming, setConfirming] = useState<Job | null>(null);
  const canRun = can('tools.jobs.update');
  const columns = useMemo(() => jobColumns({ onRun: canRun ? setConfirming : undefined, pending }), [canRun, pending]);
  const rows = jobs.data?.jobs;

  return (
    <Stack gap="5">
      <PageHeader title="시스템 도구" description="시스템 유지보수 작업의 일정과 실행 결과를 확인하고, 필요하면 지금 실행합니다." />
      <Stack gap="3" as="section" aria-labelledby="maintenance-heading">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="maintenance-heading">
            유지보수 작업
          </Heading>
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
          // One page of every job (fewer than ten): no server paging, sorting or filters.
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
      </Stack>
      {/* Issue 16 (h/backups): the 백업 and 데이터 tabs of the tools page; the lead moves these into the tabs. */}
      {can('tools.backups.read') ? <BackupsTab /> : null}
      {can('tools.imports.create') ? <DataImportPanel /> : null}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`'${confirming.label}' 작업을 지금 실행할까요?`}
          description={confirming.description}
          confirmLabel="지금 실행"
          busy={pending === confirming.name}
          onConfirm={() => {
            run(confirming).then(
              () => setConfirming(null),
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
