import type { Executor } from '../db/seed/bulk';
import { foldOrderStatusCounts } from '../services/order-status-counts';
import { refreshSalesRollups } from '../services/sales-rollups';
import { defineJob } from './define-job';

/**
 * 매출 집계: rewrites the dashboard's daily sales rollups for the days touched since the last run
 * (normally today, and yesterday just after midnight), never a scan of every order. Every 10
 * minutes; the dashboard reads the days since the last run live, so a late run costs speed, not
 * correctness. Idempotent (the days are rewritten from the base tables). It also folds the orders
 * screen's status-count deltas (ADR 043), the other rollup the admin reads.
 */
export const refreshSalesRollupsJob = defineJob({
  name: 'sales.refresh-rollups',
  label: '매출 집계',
  description: '대시보드의 일별 매출·주문·환불·취소 집계를 마지막 실행 이후 바뀐 날짜만 다시 계산합니다',
  cron: '*/10 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, logger }) {
    const { fromDay, rows } = await refreshSalesRollups(db as unknown as { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> });
    const statuses = await foldOrderStatusCounts(db);
    logger.debug({ fromDay, rows, statuses }, 'sales rollups refreshed');
    return { rows, statuses };
  },
});
