import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PAYMENT_MESSAGES, PaymentWebhookEventSchema } from '@market/domain/payments';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from './provider';
import { SANDBOX_SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature';

/** Banks the sandbox issues virtual accounts at, with their account number shapes. */
const SANDBOX_BANKS = [
  { bank: '신한은행', groups: [3, 3, 6] },
  { bank: 'KB국민은행', groups: [6, 2, 6] },
  { bank: '우리은행', groups: [4, 3, 6] },
  { bank: '하나은행', groups: [3, 6, 5] },
  { bank: 'NH농협은행', groups: [3, 4, 4, 2] },
  { bank: 'IBK기업은행', groups: [3, 6, 2, 3] },
] as const;

/** 예금주 of every virtual account: the marketplace's company. */
export const SANDBOX_ACCOUNT_HOLDER = '스타일허브(주)';

function transactionId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `SBX${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * The built-in sandbox (DESIGN 4): card, easy-pay and mobile payments are approved at once; a
 * bank transfer gets a virtual account and waits for the deposit, which the sandbox reports
 * through its signed webhook (`sandbox-cli.ts deposit <order number>` sends one).
 */
export function createSandboxProvider(options: { webhookSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async authorize({ method }) {
      const now = new Date();
      if (method === 'bank') return { status: 'pending', transactionId: transactionId(now), approvedAt: null };
      return { status: 'paid', transactionId: transactionId(now), approvedAt: now };
    },
    // The sandbox holds no money: voids and refunds are accepted as asked.
    async cancelAuthorization() {},
    async refund() {},
    async issueVirtualAccount({ transactionId: id, dueAt }) {
      const pick = SANDBOX_BANKS[createHash('sha256').update(id).digest()[0]! % SANDBOX_BANKS.length]!;
      const accountNumber = pick.groups.map((n) => Array.from({ length: n }, () => randomInt(10)).join('')).join('-');
      return { bank: pick.bank, accountNumber, holder: SANDBOX_ACCOUNT_HOLDER, dueAt };
    },
    verifyWebhook(request, now = new Date()) {
      verifyWebhookSignature(options.webhookSecret, request.rawBody, request.header(SANDBOX_SIGNATURE_HEADER), now);
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.webhookPayload);
      }
      const parsed = PaymentWebhookEventSchema.safeParse(body);
      if (!parsed.success) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.webhookPayload);
      return parsed.data;
    },
  };
}
