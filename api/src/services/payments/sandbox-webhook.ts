/** The sandbox provider's webhook requests, signed: used by the sandbox CLI, the API tests and the e2e suite. */
import { randomUUID } from 'node:crypto';
import { signWebhook, SANDBOX_SIGNATURE_HEADER } from './webhook-signature';

export interface SandboxEventInput {
  kind: 'deposit' | 'fail';
  orderNumber: string;
  amount?: number;
}

/** The body and headers of the sandbox's webhook for an event, signed with `secret`. */
export function sandboxWebhook(
  input: SandboxEventInput,
  secret: string,
  timestamp?: number,
): { body: string; headers: Record<string, string> } {
  const event =
    input.kind === 'deposit'
      ? { id: `evt_${randomUUID()}`, type: 'virtual_account.deposited', data: { orderNumber: input.orderNumber, amount: input.amount } }
      : { id: `evt_${randomUUID()}`, type: 'payment.failed', data: { orderNumber: input.orderNumber, reason: '샌드박스 결제 실패' } };
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, body, timestamp) } };
}
