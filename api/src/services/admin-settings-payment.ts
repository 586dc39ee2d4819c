import { eq } from 'drizzle-orm';
import {
  isMaskedSecret,
  maskSecret,
  PAYMENT_CONNECTION_LABELS,
  PAYMENT_CONNECTION_PROVIDERS,
  PAYMENT_SECRET_FIELDS,
  PAYMENT_SETTINGS_MESSAGES,
  providerConfigProblem,
  type PaymentConnection,
  type PaymentConnectionProvider,
  type PaymentConnectionTestResult,
  type PaymentSecretField,
  type PaymentSettings,
  type PaymentSettingsSaveResult,
  type ProviderConfig,
  type UpdatePaymentSettings,
} from '@market/domain/settings-payment';
import type { Db } from '../db/client';
import { paymentSettings } from '../db/schema/settings';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { SecretBox } from '../lib/secret-box';
import { diffFields } from './admin-settings-shop';
import { sandboxConnect } from './payments/sandbox-connection';

type PaymentRow = typeof paymentSettings.$inferSelect;
type Secrets = Record<PaymentSecretField, string>;

/** The context a secret column is sealed for (ADR 023: a value copied elsewhere does not open). */
export const paymentSecretContext = (field: PaymentSecretField) => `payment_settings.${field}:1`;

const SEALED = /^v1\.[0-9a-f]{8}\./;

/** The secrets in the clear (server side only). A value stored before sealing is read as is; one that does not open is none. */
export function openSecrets(row: PaymentRow, box: SecretBox): Secrets {
  const out = {} as Secrets;
  for (const field of PAYMENT_SECRET_FIELDS) {
    const stored = row[field];
    if (!stored || !SEALED.test(stored)) out[field] = stored;
    else {
      try {
        out[field] = box.open(stored, paymentSecretContext(field));
      } catch {
        out[field] = '';
      }
    }
  }
  return out;
}

/** Each provider's id, secret and switch, as the sandbox checks them. */
export function providerConfigs(row: PaymentRow, secrets: Secrets): Record<PaymentConnectionProvider, ProviderConfig> {
  return {
    card: { enabled: row.enableCardPayment, id: row.cardMerchantId, secret: secrets.cardMerchantKey },
    kakaopay: { enabled: row.enableKakaoPay, id: row.kakaoPayCid, secret: secrets.kakaoPaySecretKey },
    naverpay: { enabled: row.enableNaverPay, id: row.naverPayClientId, secret: secrets.naverPayClientSecret },
    payco: { enabled: row.enablePayco, id: row.paycoClientId, secret: secrets.paycoClientSecret },
    tosspay: { enabled: row.enableTossPay, id: row.tossPayClientKey, secret: secrets.tossPaySecretKey },
  };
}

function connectionsOf(row: PaymentRow, secrets: Secrets): PaymentConnection[] {
  const configs = providerConfigs(row, secrets);
  return PAYMENT_CONNECTION_PROVIDERS.map((provider) => {
    const config = configs[provider];
    const reason = config.enabled ? providerConfigProblem(provider, config) : null;
    return {
      provider,
      label: PAYMENT_CONNECTION_LABELS[provider],
      status: !config.enabled ? 'disabled' : reason ? 'misconfigured' : 'connected',
      reason,
    };
  });
}

function toPaymentSettings(row: PaymentRow, secrets: Secrets): PaymentSettings {
  const { id: _id, updatedAt, ...rest } = row;
  return {
    ...rest,
    virtualAccountProvider: rest.virtualAccountProvider as PaymentSettings['virtualAccountProvider'],
    mobileCarriers: rest.mobileCarriers as PaymentSettings['mobileCarriers'],
    cardMerchantKey: maskSecret(secrets.cardMerchantKey),
    kakaoPaySecretKey: maskSecret(secrets.kakaoPaySecretKey),
    naverPayClientSecret: maskSecret(secrets.naverPayClientSecret),
    paycoClientSecret: maskSecret(secrets.paycoClientSecret),
    tossPaySecretKey: maskSecret(secrets.tossPaySecretKey),
    connections: connectionsOf(row, secrets),
    updatedAt: updatedAt.toISOString(),
  };
}

async function loadRow(db: Db, lock = false): Promise<PaymentRow> {
  const q = db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  let [row] = lock ? await q.for('update') : await q;
  if (!row) {
    await db.insert(paymentSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  }
  return row!;
}

/** `GET /api/admin/settings/payment`: secrets masked, the connection status from the stored configuration. */
export async function getPaymentSettings(db: Db, box: SecretBox): Promise<PaymentSettings> {
  const row = await loadRow(db);
  return toPaymentSettings(row, openSecrets(row, box));
}

/**
 * `PUT /api/admin/settings/payment`: the fields sent; a secret left out or sent masked keeps the
 * stored one, '' clears it, anything else is sealed. The audit row names the changed fields with
 * their before and after, secrets as masks.
 */
export async function updatePaymentSettings(
  db: Db,
  actor: AdminActor,
  box: SecretBox,
  input: UpdatePaymentSettings,
): Promise<PaymentSettingsSaveResult> {
  return db.transaction(async (tx) => {
    const row = await loadRow(tx, true);
    const secrets = openSecrets(row, box);
    const current = { ...toPaymentSettings(row, secrets), ...secrets };
    const wanted: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if ((PAYMENT_SECRET_FIELDS as readonly string[]).includes(key) && isMaskedSecret(value as string)) continue;
      wanted[key] = value;
    }
    const { changed, before, after } = diffFields(current as unknown as Record<string, unknown>, wanted);
    // The merged limits must still hold (a PUT may send only one of the two).
    const daily = (wanted.maxDailyAmount as number | undefined) ?? row.maxDailyAmount;
    const monthly = (wanted.maxMonthlyAmount as number | undefined) ?? row.maxMonthlyAmount;
    if (monthly < daily)
      throw new AppError('VALIDATION', PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily, {
        maxMonthlyAmount: PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily,
      });
    if (changed.length === 0) return { item: toPaymentSettings(row, secrets), title: PAYMENT_SETTINGS_MESSAGES.saved, changed };
    const values: Record<string, unknown> = {};
    for (const key of changed) {
      const v = wanted[key];
      const field = key as PaymentSecretField;
      values[key] =
        (PAYMENT_SECRET_FIELDS as readonly string[]).includes(key) && v ? box.seal(v as string, paymentSecretContext(field)) : v;
    }
    await tx
      .update(paymentSettings)
      .set({ ...(values as Partial<typeof paymentSettings.$inferInsert>), updatedAt: new Date() })
      .where(eq(paymentSettings.id, 1));
    const masked = (side: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(side).map(([k, v]) => [k, (PAYMENT_SECRET_FIELDS as readonly string[]).includes(k) ? maskSecret(v as string) : v]),
      );
    const b = masked(before);
    const a = masked(after);
    await actor.audit(tx, {
      action: 'settings.payment.update',
      resource: 'payment_settings',
      resourceId: '1',
      resourceName: '결제 설정',
      details: { changed, changes: Object.fromEntries(changed.map((k) => [k, { before: b[k], after: a[k] }])) },
      before: b,
      after: a,
      severity: changed.some((k) => (PAYMENT_SECRET_FIELDS as readonly string[]).includes(k)) ? 'HIGH' : 'MEDIUM',
    });
    const saved = await loadRow(tx);
    return { item: toPaymentSettings(saved, openSecrets(saved, box)), title: PAYMENT_SETTINGS_MESSAGES.saved, changed };
  });
}

/** `POST /api/admin/settings/payment/test`: the sandbox checks the stored configuration of one provider. */
export async function testPaymentConnection(
  db: Db,
  actor: AdminActor,
  box: SecretBox,
  provider: PaymentConnectionProvider,
): Promise<PaymentConnectionTestResult> {
  const row = await loadRow(db);
  const config = providerConfigs(row, openSecrets(row, box))[provider];
  const answer = await sandboxConnect(provider, config);
  await actor.audit(db, {
    action: 'settings.payment.test',
    resource: 'payment_settings',
    resourceId: provider,
    resourceName: PAYMENT_CONNECTION_LABELS[provider],
    details: { provider, ok: answer.ok, reason: answer.reason },
    severity: answer.ok ? 'INFO' : 'LOW',
  });
  return {
    provider,
    ok: answer.ok,
    message: answer.ok ? PAYMENT_SETTINGS_MESSAGES.connectionOk : PAYMENT_SETTINGS_MESSAGES.connectionFailed,
    reason: answer.reason,
    testedAt: new Date().toISOString(),
  };
}

/** Seals secrets stored in the clear (a database seeded before sealing); at start, like the sellers' bank accounts. */
export async function sealPlainPaymentSecrets(db: Db, box: SecretBox): Promise<number> {
  const [row] = await db.select().from(paymentSettings).limit(1);
  if (!row) return 0;
  const values: Record<string, string> = {};
  for (const field of PAYMENT_SECRET_FIELDS) {
    const v = row[field];
    if (v && !SEALED.test(v)) values[field] = box.seal(v, paymentSecretContext(field));
  }
  if (Object.keys(values).length === 0) return 0;
  await db.update(paymentSettings).set(values).where(eq(paymentSettings.id, 1));
  return Object.keys(values).length;
}
