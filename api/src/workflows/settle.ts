import { sql } from 'drizzle-orm';
import {
  ADMIN_SETTLEMENT_MESSAGES,
  holdReasonOf,
  illegalSettlementTransitionMessage,
  type AdminSettlementResult,
  type BulkApproveResult,
  type GenerateSettlementsResult,
} from '@market/domain/admin-settlements';
import { canTransition, SETTLEMENT_TRANSITIONS, type SettlementStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { isUuid } from '../lib/sql';
import { findSettlement, generateSettlements, toAdminSettlement, type SettlementRow } from '../services/admin-settlements';
import { createStep, runWorkflow, type StepContext } from './workflow';

type Action = 'approve' | 'hold' | 'pay';
const TARGET: Record<Action, SettlementStatus> = { approve: 'approved', hold: 'suspended', pay: 'paid' };
const MESSAGE: Record<Action, string> = {
  approve: ADMIN_SETTLEMENT_MESSAGES.approved,
  hold: ADMIN_SETTLEMENT_MESSAGES.held,
  pay: ADMIN_SETTLEMENT_MESSAGES.paid,
};

/** The settlement's new status (and reason or paid time); forward only, no compensation. */
export const markSettlementStep = createStep({
  name: 'mark-settlement',
  async invoke({ tx, now }: StepContext, { id, to, reason }: { id: string; to: SettlementStatus; reason: string | null }): Promise<void> {
    await tx.execute(sql`update settlements set status = ${to},
        suspend_reason = ${to === 'suspended' ? reason : sql`suspend_reason`},
        paid_at = ${to === 'paid' ? sql`${now.toISOString()}::timestamptz` : sql`paid_at`},
        updated_at = now()
      where id = ${id}::uuid`);
  },
});

/**
 * The payout of a settlement being paid: one row (unique on the settlement), the net amount to the
 * masked account snapshot. The bank transfer itself is done outside the product (no bank API yet):
 * the row records that staff paid it.
 */
export const recordPayoutStep = createStep({
  name: 'record-payout',
  async invoke({ tx, now }: StepContext, { row, staffId }: { row: SettlementRow; staffId: string }): Promise<void> {
    await tx.execute(sql`insert into settlement_payouts (settlement_id, amount, bank_name, bank_account, account_holder, paid_by, paid_at)
      values (${row.id}::uuid, ${Number(row.net_amount)}, ${row.bank_name}, ${row.bank_account}, ${row.account_holder}, ${staffId}::uuid,
        ${now.toISOString()}::timestamptz)`);
  },
});

async function act(
  tx: Db,
  run: Parameters<Parameters<typeof runWorkflow>[2]>[0],
  actor: AdminActor,
  id: string,
  action: Action,
  reason: string | null,
) {
  // The row lock makes two staff at once one after the other; the second sees the new status.
  const before = await findSettlement(tx, id, actor.brandId, true);
  const to = TARGET[action];
  if (!canTransition(SETTLEMENT_TRANSITIONS, before.status, to))
    throw new AppError('CONFLICT', illegalSettlementTransitionMessage(before.status, to));
  await run(markSettlementStep, { id: before.id, to, reason });
  if (action === 'pay') await run(recordPayoutStep, { row: before, staffId: actor.staffId });
  const after = toAdminSettlement(await findSettlement(tx, before.id, null));
  await actor.audit(tx, {
    action: `sellers.settlements.${action}`,
    resource: 'settlement',
    resourceId: before.id,
    resourceName: before.settlement_number,
    details: { brandName: before.brand_name, netAmount: Number(before.net_amount), ...(reason ? { reason } : {}) },
    before: { status: before.status, suspendReason: before.suspend_reason, paidAt: before.paid_at },
    after: { status: after.status, suspendReason: after.suspendReason, paidAt: after.paidAt },
    severity: action === 'pay' ? 'MEDIUM' : 'INFO',
  });
  return after;
}

/**
 * `POST /api/admin/settlements/{id}/approve|hold|pay`: pending → approved | suspended (with a
 * reason), approved → paid (with its payout row). Anything else is a 409 in Korean; paying twice
 * pays once (the second finds it paid, under the row lock, and the payout is unique).
 */
export async function settleWorkflow(
  db: Db,
  actor: AdminActor,
  id: string,
  action: Action,
  input: { reason?: string } = {},
): Promise<AdminSettlementResult> {
  let reason: string | null = null;
  if (action === 'hold') {
    const checked = holdReasonOf(input.reason);
    if ('error' in checked) throw new AppError('BAD_REQUEST', checked.error, { reason: checked.error });
    reason = checked.reason;
  }
  return runWorkflow(db, `settlement-${action}`, async (run, { tx }) => {
    const item = await act(tx, run, actor, id, action, reason);
    return { item, title: ADMIN_SETTLEMENT_MESSAGES.successTitle, message: MESSAGE[action] };
  });
}

/** `POST /api/admin/settlements/approve`: each id in its own transaction; answers each one's result. */
export async function bulkApproveWorkflow(db: Db, actor: AdminActor, ids: string[]): Promise<BulkApproveResult> {
  const results: BulkApproveResult['results'] = [];
  for (const id of [...new Set(ids)]) {
    if (!isUuid(id)) {
      results.push({ id, ok: false, status: null, message: ADMIN_SETTLEMENT_MESSAGES.notFound });
      continue;
    }
    try {
      const item = await runWorkflow(db, 'settlement-approve', (run, { tx }) => act(tx, run, actor, id, 'approve', null));
      results.push({ id, ok: true, status: item.status, message: ADMIN_SETTLEMENT_MESSAGES.approved });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, message: error.message });
    }
  }
  const approved = results.filter((r) => r.ok).length;
  return {
    results,
    approved,
    failed: results.length - approved,
    title: ADMIN_SETTLEMENT_MESSAGES.successTitle,
    message:
      approved > 0
        ? `${approved}건의 정산이 승인되었습니다.${results.length > approved ? ` (${results.length - approved}건 제외)` : ''}`
        : '승인할 수 있는 정산이 없습니다.',
  };
}

/**
 * `POST /api/admin/settlements/generate` ('지금 정산 생성'): what the daily job does, and also the
 * current open period up to now (see generateSettlements). Each settlement is audited.
 */
export async function generateNowWorkflow(db: Db, actor: AdminActor, includeOpenPeriod: boolean): Promise<GenerateSettlementsResult> {
  const done = await generateSettlements(db, { now: new Date(), includeOpenPeriod, audit: (tx, entry) => actor.audit(tx, entry) });
  return {
    created: done.created,
    lines: done.lines,
    title: ADMIN_SETTLEMENT_MESSAGES.successTitle,
    message: done.created > 0 ? `${done.created}건의 정산이 생성되었습니다.` : '새로 정산할 구매확정 주문이 없습니다.',
  };
}
