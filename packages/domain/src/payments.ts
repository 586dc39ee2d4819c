import { z } from 'zod';
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from './text-safety';

/**
 * Payments through a provider (issue 12, hole 3; ADR 009): the virtual account a bank transfer
 * (무통장입금) is paid into, the provider's webhook events, and the staff deposit confirmation.
 * Payment state changes only through the provider's signed webhook or staff with
 * `finance.payments` — never from a shopper's request.
 */

export const PAYMENT_MESSAGES = {
  webhookSignature: '웹훅 서명이 올바르지 않습니다',
  webhookStale: '웹훅 요청 시각이 허용 범위(5분)를 벗어났습니다',
  webhookPayload: '웹훅 본문 형식이 올바르지 않습니다',
  unknownProvider: '알 수 없는 결제 대행사입니다',
  sessionNotAllowed: '결제 상태는 결제 대행사 또는 권한이 있는 관리자만 변경할 수 있습니다',
  paymentNotFound: '결제 정보를 찾을 수 없습니다',
  amountMismatch: '입금액이 주문 결제 금액과 일치하지 않습니다',
  notDepositPending: '입금 대기 중인 무통장입금 주문이 아닙니다',
  notBankTransfer: '무통장입금 주문이 아닙니다',
  notPending: '결제 대기 중인 결제가 아닙니다',
  expiredReason: '입금기한 만료',
  failedReason: '결제 실패',
  memoTooLong: '메모는 200자 이내로 입력해주세요',
} as const;

/** How far a webhook's signed timestamp may be from the server's clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** Used when the payment settings hold no deadline (spec 002's `bankTransferTimeoutDays`). */
export const DEFAULT_DEPOSIT_DAYS = 3;

/** The account a bank-transfer order is paid into, with its deadline (입금기한). */
export const VirtualAccountSchema = z.object({
  bank: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  /** ISO time; an unpaid order is cancelled after it. */
  dueAt: z.string(),
});
export type VirtualAccount = z.infer<typeof VirtualAccountSchema>;

const TransactionId = z.string().trim().min(1).max(100);
const OrderNumber = z.string().trim().min(1).max(30);
const Amount = z.number().int().min(0).max(1_000_000_000);
const EventId = z.string().trim().min(1).max(100);

/** Which payment an event is about: the provider's transaction id, or the order number it was given. */
const PaymentRef = {
  transactionId: TransactionId.optional(),
  orderNumber: OrderNumber.optional(),
};
const hasRef = (d: { transactionId?: string; orderNumber?: string }) => Boolean(d.transactionId || d.orderNumber);

/** A provider's event after its signature is verified. */
export const PaymentWebhookEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: EventId,
    type: z.literal('virtual_account.deposited'),
    data: z.object({ ...PaymentRef, amount: Amount, depositorName: z.string().max(50).optional() }).refine(hasRef),
  }),
  z.object({
    id: EventId,
    type: z.literal('payment.approved'),
    data: z.object({ ...PaymentRef, amount: Amount }).refine(hasRef),
  }),
  z.object({
    id: EventId,
    type: z.literal('payment.failed'),
    data: z.object({ ...PaymentRef, reason: z.string().max(200).optional() }).refine(hasRef),
  }),
]);
export type PaymentWebhookEvent = z.infer<typeof PaymentWebhookEventSchema>;
export type PaymentWebhookEventType = PaymentWebhookEvent['type'];

export const WebhookResultSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before: nothing changed this time. */
  duplicate: z.boolean(),
});

/** `POST /api/admin/orders/{id}/confirm-deposit`: staff saw the money arrive. */
export const ConfirmDepositSchema = z
  .object({
    memo: z
      .string()
      .trim()
      .max(200, PAYMENT_MESSAGES.memoTooLong)
      // The API refuses these for every field before any schema; the form checks the same rule.
      .refine((v) => !hasForbiddenCharacter(v), FORBIDDEN_CHARACTER_MESSAGE)
      .optional(),
  })
  .strict();
export type ConfirmDeposit = z.infer<typeof ConfirmDepositSchema>;

const KST_MS = 9 * 3600_000;

/** 입금기한: the end (23:59:59 KST) of the day `days` days after `now`, as Korean shops state it. */
export function depositDueAt(now: Date, days: number): Date {
  const kst = new Date(now.getTime() + KST_MS);
  const end = Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + Math.max(0, days), 23, 59, 59);
  return new Date(end - KST_MS);
}
