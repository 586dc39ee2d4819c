import type { Env } from '../../env';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { DEMO_WEBHOOK_SECRET } from './webhook-signature';

/** The provider `PAYMENT_PROVIDER` names, built with the webhook secret from the environment. */
export function createPaymentProvider(env: Pick<Env, 'payments'>): PaymentProvider {
  switch (env.payments.provider) {
    case 'sandbox':
      return createSandboxProvider({ webhookSecret: env.payments.webhookSecret });
  }
}

let current: PaymentProvider = createSandboxProvider({ webhookSecret: DEMO_WEBHOOK_SECRET });
let configured: PaymentProvider = current;

/** Set once at start-up (createApp) from the environment. */
export function configurePaymentProvider(env: Pick<Env, 'payments'>): PaymentProvider {
  configured = createPaymentProvider(env);
  current = configured;
  return configured;
}

/** The provider checkout pays through and whose webhooks are accepted. */
export function paymentProvider(): PaymentProvider {
  return current;
}

/** Tests swap the provider (e.g. one that throws mid-checkout); the returned function restores it. */
export function usePaymentProvider(provider: PaymentProvider): () => void {
  current = provider;
  return () => {
    current = configured;
  };
}
