import {
  SELLER_SETTLEMENT_CYCLES,
  SELLER_STATUS_LABELS,
  SETTLEMENT_CYCLE_LABELS,
  type AdminSeller,
  type CreateSellerInput,
  type SellerSettlementCycle,
  type UpdateSeller,
} from '@market/domain/admin-sellers';
import { PARTNER_STATUSES, type PartnerStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const SELLER_STATUS_TONES: Record<PartnerStatus, StatusTone> = { active: 'success', pending: 'warning', suspended: 'danger' };

export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...PARTNER_STATUSES.map((s) => ({ value: s, label: SELLER_STATUS_LABELS[s] })),
];

export const CYCLE_OPTIONS = SELLER_SETTLEMENT_CYCLES.map((c) => ({ value: c, label: SETTLEMENT_CYCLE_LABELS[c] }));

/** '15%', '12.5%'. */
export function formatRate(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

/** The form's values: every field a string, as the inputs hold them (the schema parses them). */
export type SellerFormValues = Omit<{ [K in keyof Required<CreateSellerInput>]: string }, 'settlementCycle'> & {
  settlementCycle: SellerSettlementCycle;
};

export const EMPTY_SELLER_FORM: SellerFormValues = {
  companyName: '',
  brandId: '',
  brandName: '',
  brandNameEn: '',
  businessNumber: '',
  ceoName: '',
  contactPerson: '',
  phone: '',
  email: '',
  commissionRate: '',
  settlementCycle: 'monthly',
  bankName: '',
  bankAccount: '',
  accountHolder: '',
};

/** The edit form's values: the create form's but the brand (a seller's brands are not edited here). */
export type EditSellerFormValues = Omit<SellerFormValues, 'brandId' | 'brandName' | 'brandNameEn'>;

/** An existing seller as the edit form's values; the account is blank (kept unless a new one is typed). */
export function sellerFormValues(s: AdminSeller): EditSellerFormValues {
  return {
    companyName: s.companyName,
    businessNumber: s.businessNumber,
    ceoName: s.ceoName,
    contactPerson: s.contactPerson,
    phone: s.phone,
    email: s.email,
    commissionRate: String(s.commissionRate),
    settlementCycle: s.settlementCycle,
    bankName: s.bankName,
    bankAccount: '',
    accountHolder: s.accountHolder,
  };
}

/** The edit's body: only what differs from the seller as loaded (an empty account keeps the one on file). */
export function changedFields(s: AdminSeller, parsed: UpdateSeller): UpdateSeller {
  const out: Record<string, unknown> = {};
  const current: Record<string, unknown> = { ...s, ceoName: s.ceoName };
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (key === 'bankAccount') {
      if (value) out[key] = value;
      continue;
    }
    if (current[key] !== value) out[key] = value;
  }
  return out as UpdateSeller;
}
