import { runQueuedImports } from '../services/product-import';
import { defineJob } from './define-job';

/**
 * 상품 일괄 등록 (ADR 027): writes the queued `product_imports` rows, each in one transaction with
 * set-based inserts, reporting progress on the row. Sent by `POST /api/admin/products/import` as
 * soon as a file is queued; the schedule (every 5 minutes) only picks up an import whose send or
 * process was lost. Idempotent: an import is claimed once and completed with its products.
 */
export const importProductsJob = defineJob({
  name: 'products.import',
  label: '상품 일괄 등록',
  description: '올린 CSV·엑셀 파일의 상품을 한 번에 등록합니다 (대기 중인 가져오기 처리)',
  cron: '*/5 * * * *',
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 600,
  async run({ db, logger }) {
    const done = await runQueuedImports(db);
    if (done.imports || done.failed) logger.info(done, 'product imports written');
    return done;
  },
});
