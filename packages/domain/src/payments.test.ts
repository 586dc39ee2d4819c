import { ConfirmDepositSchema, depositDueAt, PaymentWebhookEventSchema } from './payments';

describe('depositDueAt', () => {
  it('is 23:59:59 KST of the day `days` after today in Korea', () => {
    // 2026-11-25 18:00 UTC is already the 26th in Korea (03:00 KST).
    expect(depositDueAt(new Date('2026-11-25T18:00:00Z'), 3).toISOString()).toBe('2026-11-29T14:59:59.000Z');
    expect(depositDueAt(new Date('2026-11-25T10:00:00Z'), 3).toISOString()).toBe('2026-11-28T14:59:59.000Z');
    expect(depositDueAt(new Date('2026-12-30T01:00:00Z'), 7).toISOString()).toBe('2027-01-06T14:59:59.000Z');
    expect(depositDueAt(new Date('2026-11-25T10:00:00Z'), 0).toISOString()).toBe('2026-11-25T14:59:59.000Z');
  });
});

describe('PaymentWebhookEventSchema', () => {
  it('needs the payment by transaction id or order number, and known event types only', () => {
    expect(
      PaymentWebhookEventSchema.safeParse({ id: 'e1', type: 'virtual_account.deposited', data: { orderNumber: 'ORD1', amount: 1000 } })
        .success,
    ).toBe(true);
    expect(
      PaymentWebhookEventSchema.safeParse({ id: 'e1', type: 'payment.approved', data: { transactionId: 'SBX1', amount: 1000 } }).success,
    ).toBe(true);
    expect(PaymentWebhookEventSchema.safeParse({ id: 'e1', type: 'virtual_account.deposited', data: { amount: 1000 } }).success).toBe(
      false,
    );
    expect(
      PaymentWebhookEventSchema.safeParse({ id: 'e1', type: 'virtual_account.deposited', data: { orderNumber: 'ORD1', amount: 10.5 } })
        .success,
    ).toBe(false);
    expect(PaymentWebhookEventSchema.safeParse({ id: 'e1', type: 'refund.completed', data: { orderNumber: 'ORD1' } }).success).toBe(false);
  });
});

describe('ConfirmDepositSchema', () => {
  it('takes an optional memo of at most 200 characters without control characters', () => {
    expect(ConfirmDepositSchema.safeParse({}).success).toBe(true);
    expect(ConfirmDepositSchema.safeParse({ memo: '입금자 김구매\t확인' }).success).toBe(true);
    expect(ConfirmDepositSchema.safeParse({ memo: '가'.repeat(201) }).success).toBe(false);
    expect(ConfirmDepositSchema.safeParse({ memo: 'a\u0000b' }).success).toBe(false);
    expect(ConfirmDepositSchema.safeParse({ memo: 'ok', status: 'paid' }).success).toBe(false);
  });
});
