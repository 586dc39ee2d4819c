import { providerConfigProblem, type PaymentConnectionProvider, type ProviderConfig } from '@market/domain/settings-payment';

/**
 * The built-in sandbox's connection check (system spec: "connection test per provider"): no
 * network, it answers as a provider would from the stored configuration — the method enabled, the
 * merchant id and key present and well formed — and says why it refused.
 */
export interface SandboxConnectionAnswer {
  ok: boolean;
  reason: string | null;
}

export async function sandboxConnect(provider: PaymentConnectionProvider, config: ProviderConfig): Promise<SandboxConnectionAnswer> {
  const problem = providerConfigProblem(provider, config);
  return problem ? { ok: false, reason: problem } : { ok: true, reason: null };
}
