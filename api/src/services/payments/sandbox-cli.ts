/**
 * The sandbox provider's side of a payment, from a terminal (ADR 009): sends a signed webhook to
 * a running server, as the provider would.
 *
 *   npx tsx api/src/services/payments/sandbox-cli.ts deposit <order number> <amount> [--url http://localhost:3000]
 *   npx tsx api/src/services/payments/sandbox-cli.ts fail <order number> [--url ...]
 *
 * The secret is PAYMENT_WEBHOOK_SECRET, or the demo secret when unset (a server in demo mode).
 */
import { sandboxWebhook } from './sandbox-webhook';
import { DEMO_WEBHOOK_SECRET } from './webhook-signature';

async function main(argv: string[]): Promise<number> {
  const urlAt = argv.indexOf('--url');
  const base = urlAt >= 0 ? argv[urlAt + 1]! : `http://localhost:${process.env.PORT ?? 3000}`;
  const args = urlAt >= 0 ? argv.filter((_, i) => i !== urlAt && i !== urlAt + 1) : argv;
  const [kind, orderNumber, amountText] = args;
  const amount = Number(amountText);
  if ((kind !== 'deposit' && kind !== 'fail') || !orderNumber || (kind === 'deposit' && !Number.isInteger(amount))) {
    console.error(
      '사용법: sandbox-cli.ts deposit <주문번호> <입금액> [--url http://localhost:3000]\n        sandbox-cli.ts fail <주문번호> [--url ...]',
    );
    return 2;
  }
  const { body, headers } = sandboxWebhook({ kind, orderNumber, amount }, process.env.PAYMENT_WEBHOOK_SECRET || DEMO_WEBHOOK_SECRET);
  const res = await fetch(new URL('/api/payments/webhooks/sandbox', base), { method: 'POST', headers, body });
  console.log(`${res.status} ${await res.text()}`);
  return res.ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
