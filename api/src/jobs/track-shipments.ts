import { carrierAdapter, trackingJobEnabled } from '../carriers/registry';
import { trackActiveShipments } from '../services/admin-shipments';
import { defineJob } from './define-job';

const BATCH = 200;

/**
 * 배송 추적: asks the carrier (api/src/carriers/, `CARRIER_PROVIDER`) about every shipment on its
 * way and writes the new tracking events; a shipment that reaches delivered marks its order
 * delivered once all of the order's shipments are. Every 10 minutes; `CARRIER_TRACKING_JOB=0`
 * stops the scheduled runs and leaves tracking to the refresh button and 지금 실행 (the e2e runs,
 * whose other specs keep their shipped orders shipped). Idempotent: events already recorded are skipped under the row lock.
 */
export const trackShipmentsJob = defineJob({
  name: 'shipments.track',
  label: '배송 추적',
  description: '배송중인 송장을 택배사에 조회해 새 배송 이벤트를 기록하고, 배송 완료 시 주문을 배송 완료로 바꿉니다',
  cron: '*/10 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, logger, now, trigger }) {
    // CARRIER_TRACKING_JOB=0 stops the schedule only: a staff member's 지금 실행 still pulls.
    if (!trackingJobEnabled() && trigger === 'schedule') return { skipped: 1 };
    const totals = { checked: 0, updated: 0, events: 0, failed: 0 };
    // Batches until the shipments on their way are done (bounded: a run never outlives its expiry).
    let afterId: string | null = null;
    for (let batch = 0; batch < 50; batch++) {
      const done = await trackActiveShipments(db, now, { limit: BATCH, afterId });
      totals.checked += done.checked;
      totals.updated += done.updated;
      totals.events += done.events;
      totals.failed += done.failed;
      afterId = done.lastId;
      if (!afterId) break;
    }
    if (totals.events) logger.info({ ...totals, carrier: carrierAdapter().name }, 'tracking events recorded');
    return totals;
  },
});
