import { z } from 'zod';

/**
 * 결제 설정 (system spec 002 sections 3, 8 and 9): `GET|PUT /api/admin/settings/payment` and the
 * connection test `POST /api/admin/settings/payment/test`. Secret keys are stored sealed and shown
 * masked (`••••••1234`); a PUT that sends the mask back, or leaves a secret out, keeps the stored one.
 */

export const CARD_PROVIDERS = ['inicis', 'kcp', 'lg', 'nice'] as const;
export const MOBILE_PROVIDERS = ['danal', 'mobilians'] as const;
export const VIRTUAL_ACCOUNT_PROVIDERS = ['inicis', 'kcp', 'lg', 'nice'] as const;
export const MOBILE_CARRIERS = ['skt', 'kt', 'lgu'] as const;
export const INSTALLMENT_MONTHS = [0, 2, 3, 4, 5, 6, 10, 12, 24] as const;

export const CARD_PROVIDER_LABELS: Record<(typeof CARD_PROVIDERS)[number], string> = {
  inicis: 'KG이니시스',
  kcp: 'NHN KCP',
  lg: '토스페이먼츠(LG U+)',
  nice: '나이스페이',
};
export const MOBILE_PROVIDER_LABELS: Record<(typeof MOBILE_PROVIDERS)[number], string> = { danal: '다날', mobilians: '모빌리언스' };
export const MOBILE_CARRIER_LABELS: Record<(typeof MOBILE_CARRIERS)[number], string> = { skt: 'SKT', kt: 'KT', lgu: 'LG U+' };

/** The secret columns: sealed at rest, masked in answers. */
export const PAYMENT_SECRET_FIELDS = [
  'cardMerchantKey',
  'kakaoPaySecretKey',
  'naverPayClientSecret',
  'paycoClientSecret',
  'tossPaySecretKey',
] as const;
export type PaymentSecretField = (typeof PAYMENT_SECRET_FIELDS)[number];

/** What a masked secret starts with; a value starting so is "unchanged". */
export const SECRET_MASK = '••••••';

/** `••••••` and the last four characters (all masked when the secret is that short); '' when none is stored. */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  return secret.length <= 8 ? SECRET_MASK : `${SECRET_MASK}${secret.slice(-4)}`;
}

export const isMaskedSecret = (value: string) => value.startsWith(SECRET_MASK);

export const PAYMENT_LIMITS = {
  amountMax: 10_000_000_000,
  cardMinAmountMax: 10_000_000,
  bankTransferTimeoutDays: { min: 1, max: 30 },
  refundProcessingDays: 30,
  feeRateMax: 30,
  bankTransferFeeMax: 100_000,
  idMax: 100,
  secretMax: 200,
} as const;

export const PAYMENT_SETTINGS_MESSAGES = {
  saved: '결제 설정이 저장되었습니다.',
  flag: '켜짐 또는 꺼짐으로 선택해주세요.',
  cardProvider: '카드 결제 대행사를 선택해주세요.',
  mobileProvider: '휴대폰 결제 대행사를 선택해주세요.',
  virtualAccountProvider: '가상계좌 대행사를 선택해주세요.',
  id: `${PAYMENT_LIMITS.idMax}자 이하의 영문, 숫자, 밑줄(_), 하이픈(-)으로 입력해주세요.`,
  secret: `${PAYMENT_LIMITS.secretMax}자 이하의 영문, 숫자, 밑줄(_), 하이픈(-)으로 입력해주세요.`,
  installments: '할부 개월은 0(일시불)~36 사이의 서로 다른 정수로 선택해주세요.',
  cardMinAmount: `카드 최소 결제 금액은 0원 이상 ${PAYMENT_LIMITS.cardMinAmountMax.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  bankTransferTimeoutDays: `입금 대기 기간은 ${PAYMENT_LIMITS.bankTransferTimeoutDays.min}~${PAYMENT_LIMITS.bankTransferTimeoutDays.max}일 사이로 입력해주세요.`,
  mobileCarriers: '통신사를 한 개 이상 선택해주세요.',
  maxDailyAmount: `일 최대 결제 금액은 0원 이상 ${PAYMENT_LIMITS.amountMax.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  maxMonthlyAmount: `월 최대 결제 금액은 0원 이상 ${PAYMENT_LIMITS.amountMax.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  monthlyBelowDaily: '월 최대 결제 금액은 일 최대 결제 금액 이상이어야 합니다.',
  refundProcessingDays: `환불 처리 기간은 0~${PAYMENT_LIMITS.refundProcessingDays}일 사이로 입력해주세요.`,
  feeRate: `수수료율은 0~${PAYMENT_LIMITS.feeRateMax}% 사이로, 소수점 둘째 자리까지 입력해주세요.`,
  bankTransferFee: `계좌이체 수수료는 0원 이상 ${PAYMENT_LIMITS.bankTransferFeeMax.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  email: '올바른 이메일 주소를 입력해주세요.',
  provider: '연결을 확인할 결제 수단을 선택해주세요.',
  /** Spec section 8. */
  connectionOk: '연결이 확인되었습니다.',
  connectionFailed: '연결에 실패했습니다. 설정을 확인해주세요.',
  /** Checkout: a card payment below the card minimum. */
  belowCardMinimum: (min: number) => `카드 결제는 ${min.toLocaleString('ko-KR')}원 이상부터 가능합니다.`,
  overDailyLimit: (max: number, left: number) =>
    `1일 최대 결제 금액 ${max.toLocaleString('ko-KR')}원을 넘어 결제할 수 없습니다. 오늘 더 결제할 수 있는 금액은 ${left.toLocaleString('ko-KR')}원입니다.`,
  overMonthlyLimit: (max: number, left: number) =>
    `월 최대 결제 금액 ${max.toLocaleString('ko-KR')}원을 넘어 결제할 수 없습니다. 이번 달 더 결제할 수 있는 금액은 ${left.toLocaleString('ko-KR')}원입니다.`,
} as const;

/**
 * The payment settings' 일/월 최대 결제 금액 (보안): what one shopper may pay in a Korean calendar
 * day and month, this order included, counting their orders not cancelled. 0 means no limit.
 * Answers the refusal message, or null.
 */
export function paymentLimitError(
  limits: { maxDailyAmount: number; maxMonthlyAmount: number },
  paid: { today: number; thisMonth: number },
  amount: number,
): string | null {
  const { maxDailyAmount: daily, maxMonthlyAmount: monthly } = limits;
  if (daily > 0 && paid.today + amount > daily) return PAYMENT_SETTINGS_MESSAGES.overDailyLimit(daily, Math.max(0, daily - paid.today));
  if (monthly > 0 && paid.thisMonth + amount > monthly)
    return PAYMENT_SETTINGS_MESSAGES.overMonthlyLimit(monthly, Math.max(0, monthly - paid.thisMonth));
  return null;
}

/** The start of the Korean calendar day and month of `now`, as instants (the limits' periods). */
export function kstDayAndMonthStart(now: Date): { day: Date; month: Date } {
  const KST = 9 * 3600_000;
  const local = new Date(now.getTime() + KST);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - KST;
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KST;
  return { day: new Date(day), month: new Date(month) };
}

const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const flag = z.boolean({ error: PAYMENT_SETTINGS_MESSAGES.flag });
const id = z
  .string({ error: PAYMENT_SETTINGS_MESSAGES.id })
  .trim()
  .max(PAYMENT_LIMITS.idMax, PAYMENT_SETTINGS_MESSAGES.id)
  .regex(/^[A-Za-z0-9_-]*$/, PAYMENT_SETTINGS_MESSAGES.id);
/** A new secret, the mask sent back (unchanged) or '' (cleared). */
const secret = z
  .string({ error: PAYMENT_SETTINGS_MESSAGES.secret })
  .trim()
  .max(PAYMENT_LIMITS.secretMax, PAYMENT_SETTINGS_MESSAGES.secret)
  .refine((v) => isMaskedSecret(v) || /^[A-Za-z0-9_-]*$/.test(v), PAYMENT_SETTINGS_MESSAGES.secret);
const rate = z
  .number({ error: PAYMENT_SETTINGS_MESSAGES.feeRate })
  .min(0, PAYMENT_SETTINGS_MESSAGES.feeRate)
  .max(PAYMENT_LIMITS.feeRateMax, PAYMENT_SETTINGS_MESSAGES.feeRate)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PAYMENT_SETTINGS_MESSAGES.feeRate);

const plainFields = {
  enableCardPayment: flag,
  cardProvider: z.enum(CARD_PROVIDERS, { error: PAYMENT_SETTINGS_MESSAGES.cardProvider }),
  cardMerchantId: id,
  cardInstallmentMonths: z
    .array(int(PAYMENT_SETTINGS_MESSAGES.installments, 0, 36), { error: PAYMENT_SETTINGS_MESSAGES.installments })
    .max(12, PAYMENT_SETTINGS_MESSAGES.installments)
    .refine((v) => new Set(v).size === v.length, PAYMENT_SETTINGS_MESSAGES.installments),
  cardMinAmount: int(PAYMENT_SETTINGS_MESSAGES.cardMinAmount, 0, PAYMENT_LIMITS.cardMinAmountMax),
  enableBankTransfer: flag,
  bankTransferTimeoutDays: int(
    PAYMENT_SETTINGS_MESSAGES.bankTransferTimeoutDays,
    PAYMENT_LIMITS.bankTransferTimeoutDays.min,
    PAYMENT_LIMITS.bankTransferTimeoutDays.max,
  ),
  virtualAccountProvider: z.enum(VIRTUAL_ACCOUNT_PROVIDERS, { error: PAYMENT_SETTINGS_MESSAGES.virtualAccountProvider }),
  enableMobilePayment: flag,
  mobileProvider: z.enum(MOBILE_PROVIDERS, { error: PAYMENT_SETTINGS_MESSAGES.mobileProvider }),
  mobileCarriers: z
    .array(z.enum(MOBILE_CARRIERS, { error: PAYMENT_SETTINGS_MESSAGES.mobileCarriers }), {
      error: PAYMENT_SETTINGS_MESSAGES.mobileCarriers,
    })
    .min(1, PAYMENT_SETTINGS_MESSAGES.mobileCarriers)
    .max(MOBILE_CARRIERS.length, PAYMENT_SETTINGS_MESSAGES.mobileCarriers)
    .refine((v) => new Set(v).size === v.length, PAYMENT_SETTINGS_MESSAGES.mobileCarriers),
  enableKakaoPay: flag,
  kakaoPayCid: id,
  enableNaverPay: flag,
  naverPayClientId: id,
  enablePayco: flag,
  paycoClientId: id,
  enableTossPay: flag,
  tossPayClientKey: id,
  enableSsl: flag,
  enable3dSecure: flag,
  enableFraudDetection: flag,
  maxDailyAmount: int(PAYMENT_SETTINGS_MESSAGES.maxDailyAmount, 0, PAYMENT_LIMITS.amountMax),
  maxMonthlyAmount: int(PAYMENT_SETTINGS_MESSAGES.maxMonthlyAmount, 0, PAYMENT_LIMITS.amountMax),
  autoRefundEnabled: flag,
  refundProcessingDays: int(PAYMENT_SETTINGS_MESSAGES.refundProcessingDays, 0, PAYMENT_LIMITS.refundProcessingDays),
  partialRefundEnabled: flag,
  cardFeeRate: rate,
  mobileFeeRate: rate,
  bankTransferFee: int(PAYMENT_SETTINGS_MESSAGES.bankTransferFee, 0, PAYMENT_LIMITS.bankTransferFeeMax),
  paymentSuccessEmail: flag,
  paymentFailureEmail: flag,
  refundNotificationEmail: flag,
  adminNotificationEmail: z.union([
    z.literal(''),
    z
      .string({ error: PAYMENT_SETTINGS_MESSAGES.email })
      .trim()
      .max(254, PAYMENT_SETTINGS_MESSAGES.email)
      .pipe(z.email(PAYMENT_SETTINGS_MESSAGES.email)),
  ]),
};

const secretFields = {
  cardMerchantKey: secret,
  kakaoPaySecretKey: secret,
  naverPayClientSecret: secret,
  paycoClientSecret: secret,
  tossPaySecretKey: secret,
};

export const paymentSettingsFields = { ...plainFields, ...secretFields };

/** The payment providers with a connection (keys) and a test. */
export const PAYMENT_CONNECTION_PROVIDERS = ['card', 'kakaopay', 'naverpay', 'payco', 'tosspay'] as const;
export type PaymentConnectionProvider = (typeof PAYMENT_CONNECTION_PROVIDERS)[number];
export const PAYMENT_CONNECTION_LABELS: Record<PaymentConnectionProvider, string> = {
  card: '신용카드 PG',
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  payco: '페이코',
  tosspay: '토스페이',
};

export const CONNECTION_STATUSES = ['connected', 'disabled', 'misconfigured'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  connected: '연결됨',
  disabled: '사용 안 함',
  misconfigured: '설정 필요',
};

export const PaymentConnectionSchema = z.object({
  provider: z.enum(PAYMENT_CONNECTION_PROVIDERS),
  label: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  /** Why it is not connected (Korean), or null. */
  reason: z.string().nullable(),
});
export type PaymentConnection = z.infer<typeof PaymentConnectionSchema>;

/** As the API answers: secrets masked, the connection status of each provider from the stored configuration. */
export const PaymentSettingsSchema = z.object({
  ...plainFields,
  /** Masked (`••••••1234`), or '' when none is stored. */
  cardMerchantKey: z.string(),
  kakaoPaySecretKey: z.string(),
  naverPayClientSecret: z.string(),
  paycoClientSecret: z.string(),
  tossPaySecretKey: z.string(),
  connections: z.array(PaymentConnectionSchema),
  updatedAt: z.string(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

const monthlyAtLeastDaily = (v: { maxDailyAmount?: number; maxMonthlyAmount?: number }) =>
  v.maxDailyAmount === undefined || v.maxMonthlyAmount === undefined || v.maxMonthlyAmount >= v.maxDailyAmount;

/** `PUT /api/admin/settings/payment`: any subset of the fields; a secret left out or sent masked is kept. */
export const UpdatePaymentSettingsSchema = z
  .strictObject(paymentSettingsFields)
  .partial()
  .refine(monthlyAtLeastDaily, { message: PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily, path: ['maxMonthlyAmount'] });
export type UpdatePaymentSettings = z.infer<typeof UpdatePaymentSettingsSchema>;

/** The screen's form: every field (secrets as shown: masked, or a new value). */
export const PaymentSettingsFormSchema = z
  .strictObject(paymentSettingsFields)
  .refine(monthlyAtLeastDaily, { message: PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily, path: ['maxMonthlyAmount'] });
export type PaymentSettingsFormInput = z.input<typeof PaymentSettingsFormSchema>;

export const PaymentSettingsSaveResultSchema = z.object({ item: PaymentSettingsSchema, title: z.string(), changed: z.array(z.string()) });
export type PaymentSettingsSaveResult = z.infer<typeof PaymentSettingsSaveResultSchema>;

export const PaymentConnectionTestSchema = z.strictObject({
  provider: z.enum(PAYMENT_CONNECTION_PROVIDERS, { error: PAYMENT_SETTINGS_MESSAGES.provider }),
});
export type PaymentConnectionTest = z.infer<typeof PaymentConnectionTestSchema>;

export const PaymentConnectionTestResultSchema = z.object({
  provider: z.enum(PAYMENT_CONNECTION_PROVIDERS),
  ok: z.boolean(),
  /** '연결이 확인되었습니다.' or '연결에 실패했습니다. 설정을 확인해주세요.' */
  message: z.string(),
  /** Why it failed (Korean), or null. */
  reason: z.string().nullable(),
  testedAt: z.string(),
});
export type PaymentConnectionTestResult = z.infer<typeof PaymentConnectionTestResultSchema>;

/** The configuration of one provider, as the sandbox checks it (secrets in the clear, server side only). */
export interface ProviderConfig {
  enabled: boolean;
  id: string;
  secret: string;
}

/**
 * Why a provider's stored configuration cannot connect, or null when it can: the built-in sandbox
 * checks this, and the screen's status comes from the same check.
 */
export function providerConfigProblem(provider: PaymentConnectionProvider, c: ProviderConfig): string | null {
  if (!c.enabled) return '결제 수단이 꺼져 있습니다.';
  const idLabel = {
    card: '상점 아이디(MID)',
    kakaopay: 'CID',
    naverpay: '클라이언트 ID',
    payco: '클라이언트 ID',
    tosspay: '클라이언트 키',
  }[provider];
  const secretLabel = {
    card: '상점 키',
    kakaopay: '시크릿 키',
    naverpay: '클라이언트 시크릿',
    payco: '클라이언트 시크릿',
    tosspay: '시크릿 키',
  }[provider];
  if (!c.id) return `${idLabel}가 입력되지 않았습니다.`;
  if (!c.secret) return `${secretLabel}가 입력되지 않았습니다.`;
  const idOk = {
    card: /^[A-Za-z0-9_]{4,40}$/,
    kakaopay: /^[A-Z0-9]{10}$/,
    naverpay: /^[A-Za-z0-9_-]{4,64}$/,
    payco: /^[A-Za-z0-9_-]{4,64}$/,
    tosspay: /^(ck|test_ck|live_ck)_[A-Za-z0-9_]{4,}$/,
  }[provider];
  if (!idOk.test(c.id)) return `${idLabel} 형식이 올바르지 않습니다.`;
  const secretOk = provider === 'tosspay' ? /^(sk|test_sk|live_sk)_[A-Za-z0-9_]{8,}$/ : /^[A-Za-z0-9_-]{16,}$/;
  if (!secretOk.test(c.secret)) return `${secretLabel} 형식이 올바르지 않습니다. (16자 이상)`;
  return null;
}
