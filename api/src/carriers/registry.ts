import type { Env } from '../env';
import type { CarrierAdapter } from './carrier';
import { createSandboxCarrier } from './sandbox';

/**
 * The carrier adapter `CARRIER_PROVIDER` names (ADR 025). Set once at start-up (createApp); a
 * real carrier is one more case here and one more value of the env enum.
 */
export function createCarrierAdapter(env: Pick<Env, 'carriers'>): CarrierAdapter {
  switch (env.carriers.provider) {
    case 'sandbox':
      return createSandboxCarrier({ stepSeconds: env.carriers.sandboxStepSeconds });
  }
}

const DEFAULT_ENV: Pick<Env, 'carriers'> = { carriers: { provider: 'sandbox', sandboxStepSeconds: 3 * 3600, trackingJob: true } };

let configured: { adapter: CarrierAdapter; trackingJob: boolean } = {
  adapter: createCarrierAdapter(DEFAULT_ENV),
  trackingJob: true,
};
let current = configured.adapter;

export function configureCarriers(env: Pick<Env, 'carriers'>): CarrierAdapter {
  configured = { adapter: createCarrierAdapter(env), trackingJob: env.carriers.trackingJob };
  current = configured.adapter;
  return current;
}

/** The adapter shipments are registered with and tracked through. */
export function carrierAdapter(): CarrierAdapter {
  return current;
}

/** Whether the scheduled tracking job pulls (`CARRIER_TRACKING_JOB`, on by default). */
export function trackingJobEnabled(): boolean {
  return configured.trackingJob;
}

/** Tests swap the adapter (a faster sandbox, one that fails); the returned function puts the previous one back. */
export function useCarrierAdapter(adapter: CarrierAdapter): () => void {
  const previous = current;
  current = adapter;
  return () => {
    current = previous;
  };
}
