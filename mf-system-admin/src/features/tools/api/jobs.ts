import { api, apiGet, apiKey, call, type GetResult } from '@market/api-client/api';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type JobList = GetResult<typeof api.admin.tools.jobs>;
export type Job = JobList['jobs'][number];

/** The SWR key of the job list (what a run revalidates). */
export const JOBS_KEY = apiKey(api.admin.tools.jobs);

/** The spec's system status refresh: the list is re-read every 30 s while the page is open. */
export const JOBS_REFRESH_MS = 30_000;

/**
 * `GET /api/admin/tools/jobs` (permission tools.jobs.read). All jobs in one answer: there are
 * fewer than ten, one per registered job, so the list has no server paging, sorting or filters.
 */
export function useJobs(watching = false) {
  // While a run started here is awaited, every 2 s: its result shows as soon as the worker is done.
  return useSWR(JOBS_KEY, () => apiGet(api.admin.tools.jobs), { refreshInterval: watching ? 2_000 : JOBS_REFRESH_MS });
}

/** `POST /api/admin/tools/jobs/{name}/run` (permission tools.jobs.update): queues a run now (202). */
export function runJob(name: string) {
  return call(api.admin.tools.jobs[':name'].run.$post({ param: { name }, json: {} }));
}

/**
 * 지금 실행 with the spec's notice and the list reloaded; an error (409: disabled task or runner
 * not running, in the API's Korean) is a toast and the promise rejects, so the dialog stays open.
 */
export function useRunJob() {
  const { pending, perform } = useAdminAction<string>(JOBS_KEY);
  return {
    pending,
    run: (job: Pick<Job, 'name' | 'label'>) =>
      perform(job.name, async () => {
        const { jobId } = await runJob(job.name);
        return { title: '유지보수 작업을 실행했습니다', message: `${job.label}: 끝나면 마지막 실행에 결과가 표시됩니다.`, jobId };
      }),
  };
}
