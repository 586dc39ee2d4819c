import { writeSystemAudit } from '../services/audit';
import { generateSettlements } from '../services/admin-settlements';
import { defineJob } from './define-job';

const ACTOR = { email: 'jobs@system', name: '정산 생성 작업' };

/**
 * 정산 생성: every day at 02:00 (Korea), after 자동 구매확정 (01:00), each seller's
 * purchase-confirmed lines not yet settled whose period of the seller's cycle has ended become one
 * pending settlement per period, with its breakdown and due date. Idempotent (see
 * generateSettlements): a second run, a retry or a second process creates nothing new. '지금
 * 실행' on 시스템 도구 runs it at once; the settlements screen's '지금 정산 생성' also settles the
 * open period up to now.
 */
export const generateSettlementsJob = defineJob({
  name: 'settlements.generate',
  label: '정산 생성',
  description: '마감된 정산 기간의 구매확정 주문을 셀러별로 정산합니다 (주간/격주/월간)',
  cron: '0 2 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async run({ db, logger, now }) {
    const done = await generateSettlements(db, {
      now,
      includeOpenPeriod: false,
      audit: (tx, entry) => writeSystemAudit(tx, ACTOR, entry),
    });
    if (done.created) logger.info({ created: done.created, lines: done.lines }, 'settlements generated');
    return { created: done.created, lines: done.lines };
  },
});
