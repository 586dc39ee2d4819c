import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUTO_CONFIRM_DAYS } from '@market/domain/lifecycle';
import { DEFAULT_FREE_SHIPPING_THRESHOLD, DEFAULT_SHIPPING_FEE, POINTS_RATE_PERCENT } from '@market/domain/pricing';
import { bigWon, createdAt, oneOf, tz, updatedAt, won } from './columns';

/**
 * Shop, payment, shipping and tax settings (spec 002 sections 3 and 9). Each settings table holds
 * exactly one row (id = 1); its column defaults are the spec's defaults.
 */
const singleRow = (name: string) => integer(name).primaryKey().default(1);

export const BUSINESS_TYPES = ['fashion', 'beauty', 'electronics', 'home', 'sports'] as const;
export const CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY'] as const;
export const PRODUCT_SORTS = ['newest', 'price_low', 'price_high', 'popular', 'rating'] as const;
export const CARD_PROVIDERS = ['inicis', 'kcp', 'lg', 'nice'] as const;
export const MOBILE_PROVIDERS = ['danal', 'mobilians'] as const;
export const SHIPPING_METHOD_CODES = ['standard', 'express', 'pickup'] as const;
export const TAX_BUSINESS_TYPES = ['retail', 'wholesale', 'manufacturing', 'service'] as const;
export const TAX_RULE_TYPES = ['general', 'category', 'product', 'brand'] as const;
export const TAX_REPORT_TYPES = ['monthly', 'quarterly', 'yearly'] as const;
export const TAX_REPORT_STATUSES = ['draft', 'filed', 'overdue'] as const;

export const shopSettings = pgTable(
  'shop_settings',
  {
    id: singleRow('id'),
    shopName: text('shop_name').notNull().default('스타일허브'),
    shopDescription: text('shop_description').notNull().default(''),
    shopSlogan: text('shop_slogan').notNull().default(''),
    businessNumber: text('business_number').notNull().default(''),
    ceoName: text('ceo_name').notNull().default(''),
    businessAddress: text('business_address').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    mailOrderNumber: text('mail_order_number').notNull().default(''),
    hostingProvider: text('hosting_provider').notNull().default(''),
    privacyOfficer: text('privacy_officer').notNull().default(''),
    customerServicePhone: text('customer_service_phone').notNull().default(''),
    customerServiceEmail: text('customer_service_email').notNull().default(''),
    operatingHours: text('operating_hours').notNull().default('평일 09:00-18:00'),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull().default('fashion'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('KRW'),
    language: text('language').notNull().default('ko'),
    timezone: text('timezone').notNull().default('Asia/Seoul'),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    /** The planned end of maintenance, shown on the storefront's maintenance page (null: not announced). */
    maintenanceEndsAt: tz('maintenance_ends_at'),
    allowGuestCheckout: boolean('allow_guest_checkout').notNull().default(false),
    requireEmailVerification: boolean('require_email_verification').notNull().default(false),
    enableReviews: boolean('enable_reviews').notNull().default(true),
    enableWishlist: boolean('enable_wishlist').notNull().default(true),
    enableCompareProducts: boolean('enable_compare_products').notNull().default(false),
    minimumOrderAmount: won('minimum_order_amount').notNull().default(0),
    freeShippingThreshold: won('free_shipping_threshold').notNull().default(DEFAULT_FREE_SHIPPING_THRESHOLD),
    maxOrderQuantity: integer('max_order_quantity').notNull().default(99),
    stockWarningLevel: integer('stock_warning_level').notNull().default(5),
    autoApproveReviews: boolean('auto_approve_reviews').notNull().default(false),
    showOutOfStockProducts: boolean('show_out_of_stock_products').notNull().default(true),
    enableCoupons: boolean('enable_coupons').notNull().default(true),
    enableLoyaltyProgram: boolean('enable_loyalty_program').notNull().default(true),
    loyaltyPointsRate: numeric('loyalty_points_rate', { precision: 4, scale: 1, mode: 'number' }).notNull().default(POINTS_RATE_PERCENT),
    enableSocialLogin: boolean('enable_social_login').notNull().default(false),
    enableNewsletterSignup: boolean('enable_newsletter_signup').notNull().default(true),
    defaultProductSort: text('default_product_sort', { enum: PRODUCT_SORTS }).notNull().default('newest'),
    productsPerPage: integer('products_per_page').notNull().default(20),
    enableSearchSuggestions: boolean('enable_search_suggestions').notNull().default(true),
    enableRecentlyViewed: boolean('enable_recently_viewed').notNull().default(true),
    maxRecentlyViewed: integer('max_recently_viewed').notNull().default(10),
    /** 자동 구매확정 this many days after delivery (the orders.auto-confirm job). */
    autoConfirmDays: integer('auto_confirm_days').notNull().default(AUTO_CONFIRM_DAYS.default),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row_check', sql`${t.id} = 1`),
    check('shop_settings_business_type_check', oneOf(t.businessType, BUSINESS_TYPES)),
    check('shop_settings_currency_check', oneOf(t.currency, CURRENCIES)),
    check('shop_settings_sort_check', oneOf(t.defaultProductSort, PRODUCT_SORTS)),
    check(
      'shop_settings_auto_confirm_days_check',
      sql`${t.autoConfirmDays} between ${sql.raw(String(AUTO_CONFIRM_DAYS.min))} and ${sql.raw(String(AUTO_CONFIRM_DAYS.max))}`,
    ),
    check(
      'shop_settings_numbers_check',
      sql`${t.minimumOrderAmount} >= 0 and ${t.freeShippingThreshold} >= 0 and ${t.maxOrderQuantity} >= 1 and ${t.stockWarningLevel} >= 0 and ${t.loyaltyPointsRate} between 0 and 100 and ${t.productsPerPage} between 1 and 100 and ${t.maxRecentlyViewed} >= 0`,
    ),
  ],
);

/** Secret keys are stored here but never returned in full by the API (DESIGN 5). */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: singleRow('id'),
    enableCardPayment: boolean('enable_card_payment').notNull().default(true),
    cardProvider: text('card_provider', { enum: CARD_PROVIDERS }).notNull().default('inicis'),
    cardMerchantId: text('card_merchant_id').notNull().default(''),
    cardMerchantKey: text('card_merchant_key').notNull().default(''),
    cardInstallmentMonths: integer('card_installment_months')
      .array()
      .notNull()
      .default(sql`'{0,2,3,6,12}'::integer[]`),
    cardMinAmount: won('card_min_amount').notNull().default(1000),
    enableBankTransfer: boolean('enable_bank_transfer').notNull().default(true),
    bankTransferTimeoutDays: integer('bank_transfer_timeout_days').notNull().default(7),
    virtualAccountProvider: text('virtual_account_provider').notNull().default('inicis'),
    enableMobilePayment: boolean('enable_mobile_payment').notNull().default(true),
    mobileProvider: text('mobile_provider', { enum: MOBILE_PROVIDERS }).notNull().default('danal'),
    mobileCarriers: text('mobile_carriers')
      .array()
      .notNull()
      .default(sql`'{skt,kt,lgu}'::text[]`),
    enableKakaoPay: boolean('enable_kakao_pay').notNull().default(true),
    kakaoPayCid: text('kakao_pay_cid').notNull().default(''),
    kakaoPaySecretKey: text('kakao_pay_secret_key').notNull().default(''),
    enableNaverPay: boolean('enable_naver_pay').notNull().default(true),
    naverPayClientId: text('naver_pay_client_id').notNull().default(''),
    naverPayClientSecret: text('naver_pay_client_secret').notNull().default(''),
    enablePayco: boolean('enable_payco').notNull().default(false),
    paycoClientId: text('payco_client_id').notNull().default(''),
    paycoClientSecret: text('payco_client_secret').notNull().default(''),
    enableTossPay: boolean('enable_toss_pay').notNull().default(false),
    tossPayClientKey: text('toss_pay_client_key').notNull().default(''),
    tossPaySecretKey: text('toss_pay_secret_key').notNull().default(''),
    enableSsl: boolean('enable_ssl').notNull().default(true),
    enable3dSecure: boolean('enable_3d_secure').notNull().default(true),
    enableFraudDetection: boolean('enable_fraud_detection').notNull().default(true),
    maxDailyAmount: bigWon('max_daily_amount').notNull().default(1_000_000),
    maxMonthlyAmount: bigWon('max_monthly_amount').notNull().default(10_000_000),
    autoRefundEnabled: boolean('auto_refund_enabled').notNull().default(true),
    refundProcessingDays: integer('refund_processing_days').notNull().default(3),
    partialRefundEnabled: boolean('partial_refund_enabled').notNull().default(true),
    cardFeeRate: numeric('card_fee_rate', { precision: 4, scale: 2, mode: 'number' }).notNull().default(2.9),
    mobileFeeRate: numeric('mobile_fee_rate', { precision: 4, scale: 2, mode: 'number' }).notNull().default(3.5),
    bankTransferFee: won('bank_transfer_fee').notNull().default(500),
    paymentSuccessEmail: boolean('payment_success_email').notNull().default(true),
    paymentFailureEmail: boolean('payment_failure_email').notNull().default(true),
    refundNotificationEmail: boolean('refund_notification_email').notNull().default(true),
    adminNotificationEmail: text('admin_notification_email').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_single_row_check', sql`${t.id} = 1`),
    check('payment_settings_card_provider_check', oneOf(t.cardProvider, CARD_PROVIDERS)),
    check('payment_settings_mobile_provider_check', oneOf(t.mobileProvider, MOBILE_PROVIDERS)),
    check(
      'payment_settings_numbers_check',
      sql`${t.cardMinAmount} >= 0 and ${t.bankTransferTimeoutDays} >= 1 and ${t.maxDailyAmount} >= 0 and ${t.maxMonthlyAmount} >= ${t.maxDailyAmount} and ${t.refundProcessingDays} >= 0 and ${t.cardFeeRate} between 0 and 100 and ${t.mobileFeeRate} between 0 and 100 and ${t.bankTransferFee} >= 0`,
    ),
  ],
);

export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: singleRow('id'),
    freeShippingThreshold: won('free_shipping_threshold').notNull().default(DEFAULT_FREE_SHIPPING_THRESHOLD),
    standardShippingFee: won('standard_shipping_fee').notNull().default(DEFAULT_SHIPPING_FEE),
    expressShippingFee: won('express_shipping_fee').notNull().default(5000),
    defaultShippingMethod: text('default_shipping_method', { enum: SHIPPING_METHOD_CODES }).notNull().default('standard'),
    processingTimeDays: integer('processing_time_days').notNull().default(1),
    packingTimeHours: integer('packing_time_hours').notNull().default(24),
    maxWeightKg: integer('max_weight_kg').notNull().default(30),
    maxWidthCm: integer('max_width_cm').notNull().default(100),
    maxLengthCm: integer('max_length_cm').notNull().default(100),
    maxHeightCm: integer('max_height_cm').notNull().default(100),
    returnShippingFee: won('return_shipping_fee').notNull().default(3000),
    exchangeShippingFee: won('exchange_shipping_fee').notNull().default(6000),
    trackingEmailEnabled: boolean('tracking_email_enabled').notNull().default(true),
    deliveryConfirmationEnabled: boolean('delivery_confirmation_enabled').notNull().default(true),
    internationalShippingEnabled: boolean('international_shipping_enabled').notNull().default(false),
    internationalShippingFee: won('international_shipping_fee').notNull().default(25000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_settings_single_row_check', sql`${t.id} = 1`),
    check('shipping_settings_method_check', oneOf(t.defaultShippingMethod, SHIPPING_METHOD_CODES)),
    check(
      'shipping_settings_numbers_check',
      sql`${t.freeShippingThreshold} >= 0 and ${t.standardShippingFee} >= 0 and ${t.expressShippingFee} >= 0 and ${t.returnShippingFee} >= 0 and ${t.exchangeShippingFee} >= 0 and ${t.internationalShippingFee} >= 0 and ${t.maxWeightKg} > 0`,
    ),
  ],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fee: won('fee').notNull(),
    minDeliveryDays: integer('min_delivery_days').notNull(),
    maxDeliveryDays: integer('max_delivery_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    check(
      'shipping_methods_numbers_check',
      sql`${t.fee} >= 0 and ${t.minDeliveryDays} >= 0 and ${t.maxDeliveryDays} >= ${t.minDeliveryDays}`,
    ),
  ],
);

export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    regions: text('regions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Zip-code ranges [from, to] of the zone (remote-area surcharge). */
    zipRanges: jsonb('zip_ranges')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shippingFee: won('shipping_fee').notNull().default(0),
    freeShippingThreshold: won('free_shipping_threshold').notNull().default(DEFAULT_FREE_SHIPPING_THRESHOLD),
    deliveryDays: integer('delivery_days').notNull().default(2),
    enabled: boolean('enabled').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [check('shipping_zones_numbers_check', sql`${t.shippingFee} >= 0 and ${t.freeShippingThreshold} >= 0 and ${t.deliveryDays} >= 0`)],
);

/** Carriers (spec 001: cj_logistics, hanjin, lotte, post); shipments reference them by code. */
export const carriers = pgTable('carriers', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** `{tracking}` is replaced by the tracking number. */
  trackingUrl: text('tracking_url').notNull(),
  /** Stored, never returned in full. */
  apiKey: text('api_key').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
});

export const taxSettings = pgTable(
  'tax_settings',
  {
    id: singleRow('id'),
    vatEnabled: boolean('vat_enabled').notNull().default(true),
    vatRate: numeric('vat_rate', { precision: 4, scale: 1, mode: 'number' }).notNull().default(10),
    vatIncluded: boolean('vat_included').notNull().default(true),
    businessRegistrationNumber: text('business_registration_number').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    businessType: text('business_type', { enum: TAX_BUSINESS_TYPES }).notNull().default('retail'),
    businessAddress: text('business_address').notNull().default(''),
    ceoName: text('ceo_name').notNull().default(''),
    taxInvoiceEnabled: boolean('tax_invoice_enabled').notNull().default(true),
    autoIssueTaxInvoice: boolean('auto_issue_tax_invoice').notNull().default(false),
    taxInvoiceEmailEnabled: boolean('tax_invoice_email_enabled').notNull().default(true),
    exemptionThreshold: won('exemption_threshold').notNull().default(0),
    /** Annual sales under 48 million won (간이과세). */
    smallBusinessExemption: boolean('small_business_exemption').notNull().default(false),
    monthlyReportEnabled: boolean('monthly_report_enabled').notNull().default(true),
    quarterlyReportEnabled: boolean('quarterly_report_enabled').notNull().default(true),
    yearlyReportEnabled: boolean('yearly_report_enabled').notNull().default(true),
    reportEmailRecipient: text('report_email_recipient').notNull().default(''),
    internationalTaxEnabled: boolean('international_tax_enabled').notNull().default(false),
    dutyCalculationEnabled: boolean('duty_calculation_enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tax_settings_single_row_check', sql`${t.id} = 1`),
    check('tax_settings_business_type_check', oneOf(t.businessType, TAX_BUSINESS_TYPES)),
    check('tax_settings_numbers_check', sql`${t.vatRate} between 0 and 100 and ${t.exemptionThreshold} >= 0`),
  ],
);

export const taxRules = pgTable(
  'tax_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: TAX_RULE_TYPES }).notNull().default('category'),
    /** Category, product or brand id (null for general rules). */
    targetId: uuid('target_id'),
    targetName: text('target_name'),
    rate: numeric('rate', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_rules_type_check', oneOf(t.type, TAX_RULE_TYPES)),
    check('tax_rules_rate_check', sql`${t.rate} between 0 and 100`),
    check('tax_rules_target_check', sql`${t.type} = 'general' or ${t.targetId} is not null`),
    index('tax_rules_type_idx').on(t.type, t.targetId),
  ],
);

/** Generated from real sales (VAT included in prices: vat = taxable - taxable / 1.1). */
export const taxReports = pgTable(
  'tax_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 2025-03, 2025-Q1, 2025. */
    period: text('period').notNull(),
    type: text('type', { enum: TAX_REPORT_TYPES }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    totalSales: bigWon('total_sales').notNull(),
    taxableAmount: bigWon('taxable_amount').notNull(),
    vatAmount: bigWon('vat_amount').notNull(),
    exemptAmount: bigWon('exempt_amount').notNull().default(0),
    status: text('status', { enum: TAX_REPORT_STATUSES }).notNull().default('draft'),
    dueDate: date('due_date').notNull(),
    filedAt: tz('filed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_reports_type_period_idx').on(t.type, t.period),
    check('tax_reports_type_check', oneOf(t.type, TAX_REPORT_TYPES)),
    check('tax_reports_status_check', oneOf(t.status, TAX_REPORT_STATUSES)),
    check(
      'tax_reports_amounts_check',
      sql`${t.totalSales} >= 0 and ${t.taxableAmount} >= 0 and ${t.vatAmount} >= 0 and ${t.exemptAmount} >= 0 and ${t.totalSales} = ${t.taxableAmount} + ${t.exemptAmount}`,
    ),
    check('tax_reports_filed_check', sql`(${t.filedAt} is not null) = (${t.status} = 'filed')`),
    index('tax_reports_status_due_idx').on(t.status, t.dueDate),
  ],
);
