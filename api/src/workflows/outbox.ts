import type { Db } from '../db/client';
import { outbox, type OUTBOX_TOPICS } from '../db/schema/system';

export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

/** What each outbox message carries (enough for its handler to act without reading the change again). */
export interface OutboxMessages {
  /** Tell the shopper their order was received (message channel of the shop). */
  'order.placed': { orderId: string; orderNumber: string; customerId: string | null; total: number; paymentMethod: string };
  /** Tell the shopper their order was cancelled. */
  'order.cancelled': { orderId: string; orderNumber: string; customerId: string | null; reason: string };
  /** Ask the payment provider to give money back (a cancel of a paid order, a completed return). */
  'payment.refund': { refundId: string; paymentId: string; orderId: string; transactionId: string | null; amount: number; reason: string };
  /** Tell the shopper their return was completed and refunded. */
  'return.completed': {
    returnId: string;
    returnNumber: string;
    orderId: string;
    customerId: string | null;
    refunded: number;
    pointsRestored?: number;
    shipmentIds?: string[];
  };
}

/**
 * Writes a message in the caller's transaction (the outbox pattern): it is delivered after
 * commit by the outbox job (jobs/outbox-dispatch.ts), and never when the change rolls back.
 */
export async function enqueue<T extends OutboxTopic>(tx: Db, topic: T, payload: OutboxMessages[T]): Promise<void> {
  await tx.insert(outbox).values({ topic, payload });
}
