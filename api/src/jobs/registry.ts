import { autoConfirmOrdersJob } from './auto-confirm-orders';
import { autoBackupJob, createBackupsJob } from './backups';
import type { JobDefinition } from './define-job';
import { expireBankTransfersJob } from './expire-bank-transfers';
import { generateSettlementsJob } from './generate-settlements';
import { importProductsJob } from './import-products';
import { importCustomersJob } from './import-customers';
import { outboxDispatchJob } from './outbox-dispatch';
import { purgeAuditLogsJob } from './purge-audit-logs';
import { purgeExpiredSignInsJob } from './purge-expired-sign-ins';
import { purgeIdempotencyKeysJob } from './purge-idempotency-keys';
import { refreshBrandStatisticsJob } from './refresh-brand-statistics';
import { refreshSalesRollupsJob } from './refresh-sales-rollups';
import { reindexJob } from './reindex';
import { trackShipmentsJob } from './track-shipments';
import { vacuumAnalyzeJob } from './vacuum-analyze';

/**
 * Every background job the API runs (ADR 013). Adding one: a file with its `defineJob(...)` beside
 * these, and one line here; the runner creates its queue, schedule and worker, and
 * `GET /api/admin/tools/jobs` lists it.
 */
export const JOBS: readonly JobDefinition[] = [
  expireBankTransfersJob,
  autoConfirmOrdersJob,
  purgeExpiredSignInsJob,
  purgeIdempotencyKeysJob,
  outboxDispatchJob,
  refreshSalesRollupsJob,
  generateSettlementsJob,
  trackShipmentsJob,
  refreshBrandStatisticsJob,
  importProductsJob,
  vacuumAnalyzeJob,
  reindexJob,
  importCustomersJob,
  purgeAuditLogsJob,
  createBackupsJob,
  autoBackupJob,
];
