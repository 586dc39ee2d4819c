import type { PaymentMethod } from '@market/domain/order';
import type { PaymentWebhookEvent, VirtualAccount } from '@market/domain/payments';

/**
 * What the marketplace needs from a payment provider (DESIGN 2.2, ADR 009). The built-in sandbox
 * is one implementation (./sandbox-provider.ts); a real one plugs in by `PAYMENT_PROVIDER`.
 */
export interface PaymentRequest {
  method: PaymentMethod;
  amount: number;
  orderNumber: string;
}

export interface PaymentResult {
  /** `pending` until the provider reports the money (bank transfer) through its webhook. */
  status: 'paid' | 'pending';
  transactionId: string;
  approvedAt: Date | null;
}

export interface VirtualAccountRequest {
  orderNumber: string;
  amount: number;
  transactionId: string;
  dueAt: Date;
}

export interface IssuedVirtualAccount extends Omit<VirtualAccount, 'dueAt'> {
  dueAt: Date;
}

/** The request as a webhook arrived: the raw body (signatures cover its bytes) and its headers. */
export interface WebhookRequest {
  rawBody: string;
  header(name: string): string | undefined;
}

export interface PaymentProvider {
  name: string;
  /** Starts a payment: card and easy-pay results, or a pending bank transfer. */
  authorize(request: PaymentRequest): Promise<PaymentResult>;
  /** The account a bank transfer is paid into, valid until `dueAt`. */
  issueVirtualAccount(request: VirtualAccountRequest): Promise<IssuedVirtualAccount>;
  /**
   * Checks the signature and the timestamp, then parses the event. Throws a 401 AppError (bad or
   * missing signature, stale timestamp) or a 400 one (a signed body that is no event).
   */
  verifyWebhook(request: WebhookRequest, now?: Date): PaymentWebhookEvent;
  /** Voids an authorisation whose order was never written (checkout failed after paying). */
  cancelAuthorization?(request: { transactionId: string; amount: number }): Promise<void>;
  /** Gives money back on a paid transaction; called after commit through the outbox. */
  refund?(request: { transactionId: string; amount: number; reason: string; refundId: string }): Promise<void>;
}

export type PaymentProviderName = 'sandbox';
export const PAYMENT_PROVIDER_NAMES: readonly PaymentProviderName[] = ['sandbox'];
