import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@market/domain/order';

/**
 * The built-in sandbox payment provider (DESIGN 4): card, easy-pay and mobile payments are
 * approved at once; a bank transfer waits for the deposit (the order stays pending until paid).
 */
export interface PaymentRequest {
  method: PaymentMethod;
  amount: number;
  orderNumber: string;
}

export interface PaymentResult {
  status: 'paid' | 'pending';
  transactionId: string;
  approvedAt: Date | null;
}

export interface PaymentProvider {
  name: string;
  authorize(request: PaymentRequest): Promise<PaymentResult>;
}

function transactionId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `SBX${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async authorize({ method }) {
    const now = new Date();
    if (method === 'bank') return { status: 'pending', transactionId: transactionId(now), approvedAt: null };
    return { status: 'paid', transactionId: transactionId(now), approvedAt: now };
  },
};

let current: PaymentProvider = sandboxProvider;

export function paymentProvider(): PaymentProvider {
  return current;
}

/** Tests swap the provider (e.g. one that throws mid-checkout); the returned function restores it. */
export function usePaymentProvider(provider: PaymentProvider): () => void {
  current = provider;
  return () => {
    current = sandboxProvider;
  };
}
