import { runQueuedDataImports } from '../services/data-import';
import { defineJob } from './define-job';

/**
 * 고객 가져오기 (issue 16 screen 5): writes the queued `data_imports` rows, each in one
 * transaction. Sent by `POST /api/admin/tools/imports?kind=customers` as soon as a file is queued;
 * the schedule only picks up an import whose send was lost.
 */
export const importCustomersJob = defineJob({
  name: 'customers.import',
  label: '고객 가져오기',
  description: '올린 CSV·엑셀·JSON 파일의 고객을 한 번에 등록합니다 (대기 중인 가져오기 처리)',
  cron: '*/5 * * * *',
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 600,
  async run({ db, logger }) {
    const done = await runQueuedDataImports(db);
    if (done.imports || done.failed) logger.info(done, 'customer imports written');
    return done;
  },
});
