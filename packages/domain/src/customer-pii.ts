/**
 * The one rule for customers' personal data in the admin (issue 16): who sees it unmasked, and
 * how it is masked for everyone else. The list, the detail, the export and the reveal all ask here.
 */
import { maskEmail, maskName, maskPhone } from './mask';

/** The grant that shows customers' personal data unmasked (the roles screen lists it). */
export const CUSTOMER_PII_GRANT = 'customers.pii';

/**
 * Whether a staff member's grants show customers' personal data unmasked: only the wildcard `*`
 * or an explicit `customers.pii` grant. `customers.*` manages customers but still sees masks, so
 * a CS role is not given every shopper's data by a wildcard.
 */
export function canSeeCustomerPii(grants: readonly string[]): boolean {
  return grants.includes('*') || grants.includes(CUSTOMER_PII_GRANT);
}

/** The personal fields of a customer that are masked and may be revealed one at a time. */
export const CUSTOMER_PII_FIELDS = ['name', 'email', 'phone', 'address', 'birthday'] as const;
export type CustomerPiiField = (typeof CUSTOMER_PII_FIELDS)[number];

export const CUSTOMER_PII_FIELD_LABELS: Record<CustomerPiiField, string> = {
  name: '이름',
  email: '이메일',
  phone: '연락처',
  address: '주소',
  birthday: '생년월일',
};

/** 서울시 강남구 테헤란로 123, 4층 -> 서울시 강남구 ***. */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/);
  if (words.length <= 2) return `${words[0] ?? ''} ***`.trim();
  return `${words.slice(0, 2).join(' ')} ***`;
}

/** 1990-05-17 -> 1990-**-**. */
export function maskBirthday(birthday: string): string {
  return `${birthday.slice(0, 4)}-**-**`;
}

export interface CustomerPii {
  name: string;
  email: string;
  phone: string | null;
  /** Street address with the detail line. */
  address: string | null;
  birthday: string | null;
}

/** The fields as a viewer may see them: unmasked with `customers.pii`, masked otherwise. */
export function customerPiiFor(pii: CustomerPii, unmasked: boolean): CustomerPii {
  if (unmasked) return pii;
  return {
    name: maskName(pii.name),
    email: maskEmail(pii.email),
    phone: pii.phone ? maskPhone(pii.phone) : null,
    address: pii.address ? maskAddress(pii.address) : null,
    birthday: pii.birthday ? maskBirthday(pii.birthday) : null,
  };
}
