import { z } from 'zod';
import { AUTO_CONFIRM_DAYS } from './lifecycle';

/**
 * 쇼핑몰 설정 (system spec 002 sections 3 and 9): `GET|PUT /api/admin/settings/shop`, the body the
 * screen sends and the row it shows, with Korean messages. A PUT sends the fields it changes (any
 * subset); unknown keys are refused.
 */

export const SHOP_BUSINESS_TYPES = ['fashion', 'beauty', 'electronics', 'home', 'sports'] as const;
export const SHOP_CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY'] as const;
export const SHOP_PRODUCT_SORTS = ['newest', 'price_low', 'price_high', 'popular', 'rating'] as const;
export const SHOP_LANGUAGES = ['ko', 'en'] as const;
export const SHOP_TIMEZONES = ['Asia/Seoul', 'UTC'] as const;

export const BUSINESS_TYPE_LABELS: Record<(typeof SHOP_BUSINESS_TYPES)[number], string> = {
  fashion: '패션',
  beauty: '뷰티',
  electronics: '전자제품',
  home: '홈/리빙',
  sports: '스포츠',
};
export const CURRENCY_LABELS: Record<(typeof SHOP_CURRENCIES)[number], string> = {
  KRW: '원 (KRW)',
  USD: '달러 (USD)',
  EUR: '유로 (EUR)',
  JPY: '엔 (JPY)',
};
export const PRODUCT_SORT_LABELS: Record<(typeof SHOP_PRODUCT_SORTS)[number], string> = {
  newest: '최신순',
  price_low: '낮은 가격순',
  price_high: '높은 가격순',
  popular: '인기순',
  rating: '평점순',
};
export const LANGUAGE_LABELS: Record<(typeof SHOP_LANGUAGES)[number], string> = { ko: '한국어', en: 'English' };

/** Sane upper bounds: a typo of a few zeros is refused rather than stored. */
export const SHOP_LIMITS = {
  amountMax: 100_000_000,
  maxOrderQuantity: 999,
  stockWarningLevel: 10_000,
  productsPerPage: { min: 1, max: 100 },
  maxRecentlyViewed: 100,
  textMax: 200,
  descriptionMax: 1000,
} as const;

export const SHOP_SETTINGS_MESSAGES = {
  saved: '쇼핑몰 설정이 저장되었습니다.',
  shopName: '쇼핑몰 이름을 1~100자로 입력해주세요.',
  text: `${SHOP_LIMITS.textMax}자 이하로 입력해주세요.`,
  description: `${SHOP_LIMITS.descriptionMax}자 이하로 입력해주세요.`,
  businessNumber: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
  mailOrderNumber: '통신판매업 신고번호는 2024-서울성동-01234 형식으로 입력해주세요.',
  phone: '고객센터 전화번호는 숫자와 하이픈(-)으로 입력해주세요.',
  email: '올바른 이메일 주소를 입력해주세요.',
  businessType: '업종을 선택해주세요.',
  currency: '통화를 선택해주세요.',
  language: '언어를 선택해주세요.',
  timezone: '시간대를 선택해주세요.',
  flag: '켜짐 또는 꺼짐으로 선택해주세요.',
  minimumOrderAmount: `최소 주문 금액은 0원 이상 ${SHOP_LIMITS.amountMax.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  freeShippingThreshold: `무료배송 기준 금액은 0원 이상 ${SHOP_LIMITS.amountMax.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  maxOrderQuantity: `최대 주문 수량은 1~${SHOP_LIMITS.maxOrderQuantity}개 사이의 정수로 입력해주세요.`,
  stockWarningLevel: `재고 경고 수준은 0~${SHOP_LIMITS.stockWarningLevel.toLocaleString('ko-KR')} 사이의 정수로 입력해주세요.`,
  loyaltyPointsRate: '적립률은 0~100% 사이로, 소수점 첫째 자리까지 입력해주세요.',
  defaultProductSort: '기본 정렬을 선택해주세요.',
  productsPerPage: `페이지당 상품 수는 ${SHOP_LIMITS.productsPerPage.min}~${SHOP_LIMITS.productsPerPage.max} 사이의 정수로 입력해주세요.`,
  maxRecentlyViewed: `최근 본 상품 수는 0~${SHOP_LIMITS.maxRecentlyViewed} 사이의 정수로 입력해주세요.`,
  autoConfirmDays: `자동 구매확정 기간은 ${AUTO_CONFIRM_DAYS.min}~${AUTO_CONFIRM_DAYS.max}일 사이로 입력해주세요.`,
  maintenanceEndsAt: '점검 종료 예정 시각이 올바르지 않습니다.',
  maintenanceEndsInPast: '점검 종료 예정 시각은 현재 이후여야 합니다.',
} as const;

const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const flag = z.boolean({ error: SHOP_SETTINGS_MESSAGES.flag });
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** Every field of the shop settings as stored and shown. */
export const shopSettingsFields = {
  shopName: z
    .string({ error: SHOP_SETTINGS_MESSAGES.shopName })
    .trim()
    .min(1, SHOP_SETTINGS_MESSAGES.shopName)
    .max(100, SHOP_SETTINGS_MESSAGES.shopName),
  shopDescription: text(SHOP_LIMITS.descriptionMax, SHOP_SETTINGS_MESSAGES.description),
  shopSlogan: text(SHOP_LIMITS.textMax, SHOP_SETTINGS_MESSAGES.text),
  /** 상호 (법인명), as the footer shows it. */
  companyName: text(100, SHOP_SETTINGS_MESSAGES.text),
  businessNumber: emptyOr(
    z
      .string({ error: SHOP_SETTINGS_MESSAGES.businessNumber })
      .trim()
      .regex(/^\d{3}-\d{2}-\d{5}$/, SHOP_SETTINGS_MESSAGES.businessNumber),
  ),
  ceoName: text(50, SHOP_SETTINGS_MESSAGES.text),
  businessAddress: text(SHOP_LIMITS.textMax, SHOP_SETTINGS_MESSAGES.text),
  /** 통신판매업 신고번호 (전자상거래법 13조: shown in the storefront footer). */
  mailOrderNumber: emptyOr(
    z
      .string({ error: SHOP_SETTINGS_MESSAGES.mailOrderNumber })
      .trim()
      .max(50, SHOP_SETTINGS_MESSAGES.mailOrderNumber)
      .regex(/^\d{4}-[0-9A-Za-z가-힣]+-\d{3,6}(호)?$/, SHOP_SETTINGS_MESSAGES.mailOrderNumber),
  ),
  /** 호스팅서비스 제공자 (footer). */
  hostingProvider: text(100, SHOP_SETTINGS_MESSAGES.text),
  /** 개인정보 보호책임자 (footer; name and contact as free text). */
  privacyOfficer: text(100, SHOP_SETTINGS_MESSAGES.text),
  customerServicePhone: emptyOr(
    z
      .string({ error: SHOP_SETTINGS_MESSAGES.phone })
      .trim()
      .regex(/^[0-9]{2,4}(-[0-9]{3,4}){1,2}$/, SHOP_SETTINGS_MESSAGES.phone),
  ),
  customerServiceEmail: emptyOr(
    z
      .string({ error: SHOP_SETTINGS_MESSAGES.email })
      .trim()
      .max(254, SHOP_SETTINGS_MESSAGES.email)
      .pipe(z.email(SHOP_SETTINGS_MESSAGES.email)),
  ),
  operatingHours: text(100, SHOP_SETTINGS_MESSAGES.text),
  businessType: z.enum(SHOP_BUSINESS_TYPES, { error: SHOP_SETTINGS_MESSAGES.businessType }),
  currency: z.enum(SHOP_CURRENCIES, { error: SHOP_SETTINGS_MESSAGES.currency }),
  language: z.enum(SHOP_LANGUAGES, { error: SHOP_SETTINGS_MESSAGES.language }),
  timezone: z.enum(SHOP_TIMEZONES, { error: SHOP_SETTINGS_MESSAGES.timezone }),
  maintenanceMode: flag,
  /** The planned end shown on the maintenance page (ISO instant), or null. */
  maintenanceEndsAt: z.union([z.null(), z.iso.datetime({ offset: true, error: SHOP_SETTINGS_MESSAGES.maintenanceEndsAt })], {
    error: SHOP_SETTINGS_MESSAGES.maintenanceEndsAt,
  }),
  allowGuestCheckout: flag,
  requireEmailVerification: flag,
  enableReviews: flag,
  enableWishlist: flag,
  enableCompareProducts: flag,
  minimumOrderAmount: int(SHOP_SETTINGS_MESSAGES.minimumOrderAmount, 0, SHOP_LIMITS.amountMax),
  freeShippingThreshold: int(SHOP_SETTINGS_MESSAGES.freeShippingThreshold, 0, SHOP_LIMITS.amountMax),
  maxOrderQuantity: int(SHOP_SETTINGS_MESSAGES.maxOrderQuantity, 1, SHOP_LIMITS.maxOrderQuantity),
  stockWarningLevel: int(SHOP_SETTINGS_MESSAGES.stockWarningLevel, 0, SHOP_LIMITS.stockWarningLevel),
  autoApproveReviews: flag,
  showOutOfStockProducts: flag,
  enableCoupons: flag,
  enableLoyaltyProgram: flag,
  loyaltyPointsRate: z
    .number({ error: SHOP_SETTINGS_MESSAGES.loyaltyPointsRate })
    .min(0, SHOP_SETTINGS_MESSAGES.loyaltyPointsRate)
    .max(100, SHOP_SETTINGS_MESSAGES.loyaltyPointsRate)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, SHOP_SETTINGS_MESSAGES.loyaltyPointsRate),
  enableSocialLogin: flag,
  enableNewsletterSignup: flag,
  defaultProductSort: z.enum(SHOP_PRODUCT_SORTS, { error: SHOP_SETTINGS_MESSAGES.defaultProductSort }),
  productsPerPage: int(SHOP_SETTINGS_MESSAGES.productsPerPage, SHOP_LIMITS.productsPerPage.min, SHOP_LIMITS.productsPerPage.max),
  enableSearchSuggestions: flag,
  enableRecentlyViewed: flag,
  maxRecentlyViewed: int(SHOP_SETTINGS_MESSAGES.maxRecentlyViewed, 0, SHOP_LIMITS.maxRecentlyViewed),
  autoConfirmDays: int(SHOP_SETTINGS_MESSAGES.autoConfirmDays, AUTO_CONFIRM_DAYS.min, AUTO_CONFIRM_DAYS.max),
};

export const ShopSettingsSchema = z.object({ ...shopSettingsFields, updatedAt: z.string() });
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** `PUT /api/admin/settings/shop`: any subset of the fields, nothing else. */
export const UpdateShopSettingsSchema = z.strictObject(shopSettingsFields).partial();
export type UpdateShopSettings = z.infer<typeof UpdateShopSettingsSchema>;

/** The screen's form: every field. */
export const ShopSettingsFormSchema = z.strictObject(shopSettingsFields);
export type ShopSettingsFormInput = z.input<typeof ShopSettingsFormSchema>;

export const SettingsSaveResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({ item, title: z.string(), changed: z.array(z.string()) });

export const ShopSettingsSaveResultSchema = SettingsSaveResultSchema(ShopSettingsSchema);
export type ShopSettingsSaveResult = z.infer<typeof ShopSettingsSaveResultSchema>;

/** Maintenance answers of the storefront while maintenance mode is on (503). */
export const MAINTENANCE_MESSAGES = {
  title: '점검 중입니다',
  body: '더 나은 서비스를 위해 시스템 점검을 진행하고 있습니다. 이용에 불편을 드려 죄송합니다.',
  api: '점검 중입니다. 잠시 후 다시 이용해주세요.',
  endsAt: (when: string) => `점검 종료 예정: ${when}`,
  endsUnknown: '점검 종료 시각은 공지사항으로 안내드리겠습니다.',
} as const;

/** `2026년 11월 26일 (목) 오후 3:00` in Korea time (UTC+9, no daylight saving). */
export function formatKoreanDateTime(iso: string | Date): string {
  const d = new Date(new Date(iso).getTime() + 9 * 3600_000);
  const h = d.getUTCHours();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const weekday = '일월화수목금토'[d.getUTCDay()];
  return `${d.getUTCFullYear()}년 ${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 (${weekday}) ${h < 12 ? '오전' : '오후'} ${hour12}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
