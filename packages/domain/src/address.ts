import { z } from 'zod';
import { ShippingAddressSchema } from './order';
import { PageQuerySchema } from './paging';

/**
 * The shopper's address book (배송지 관리, issue 17): up to 10 addresses, exactly one of them the
 * default, listed first. The fields and their rules are checkout's shipping address (same
 * messages), plus a short name for the address.
 */

export const MAX_ADDRESSES = 10;
export const ADDRESS_LABEL_MAX = 20;

export const ADDRESS_MESSAGES = {
  limit: `배송지는 최대 ${MAX_ADDRESSES}개까지 저장할 수 있습니다. 사용하지 않는 배송지를 삭제해주세요.`,
  notFound: '배송지를 찾을 수 없습니다',
  labelTooLong: `배송지명은 ${ADDRESS_LABEL_MAX}자 이하로 입력해주세요`,
  created: '배송지가 저장되었습니다',
  updated: '배송지가 수정되었습니다',
  deleted: '배송지가 삭제되었습니다',
  defaultSet: '기본 배송지로 설정되었습니다',
  searchQuery: '검색어를 2자 이상 입력해주세요',
  searchQueryTooLong: '검색어는 80자 이하로 입력해주세요',
} as const;

const addressFields = ShippingAddressSchema.omit({ deliveryMemo: true }).shape;

/** `POST /api/me/addresses` and the address form. An empty label is stored as none. */
export const AddressInputSchema = z
  .object({
    label: z.string().trim().max(ADDRESS_LABEL_MAX, ADDRESS_MESSAGES.labelTooLong).optional(),
    ...addressFields,
    /** The new address becomes the default (the first one always does). */
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** The address form's values as edited. */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

/** `PATCH /api/me/addresses/{id}`: any of the fields (the default is set by its own route). */
export const UpdateAddressSchema = AddressInputSchema.omit({ isDefault: true }).partial().strict();
export type UpdateAddress = z.infer<typeof UpdateAddressSchema>;

export const AddressIdParamSchema = z.object({ id: z.string().max(100) });

export const AddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  address: z.string(),
  detailAddress: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.object({ items: z.array(AddressSchema), max: z.number().int() });
export type AddressList = z.infer<typeof AddressListSchema>;

/** How an address reads in a list: '(12345) 서울특별시 … 101동 202호'. */
export function addressLine(a: Pick<Address, 'zipCode' | 'address' | 'detailAddress'>): string {
  return `(${a.zipCode}) ${a.address}${a.detailAddress ? ` ${a.detailAddress}` : ''}`;
}

// ---- Address search (도로명주소 검색) ----

export const ADDRESS_SEARCH_QUERY_MIN = 2;
export const ADDRESS_SEARCH_QUERY_MAX = 80;

/** `GET /api/address-search?q=&page=&limit=` (at most 20 a page, as the public service pages). */
export const AddressSearchQuerySchema = z.object({
  q: z
    .string({ error: ADDRESS_MESSAGES.searchQuery })
    .trim()
    .min(ADDRESS_SEARCH_QUERY_MIN, ADDRESS_MESSAGES.searchQuery)
    .max(ADDRESS_SEARCH_QUERY_MAX, ADDRESS_MESSAGES.searchQueryTooLong),
  page: PageQuerySchema.shape.page,
  limit: z.coerce
    .number({ error: '페이지 크기가 올바르지 않습니다.' })
    .int('페이지 크기가 올바르지 않습니다.')
    .min(1, '페이지 크기가 올바르지 않습니다.')
    .max(20, '페이지 크기는 20 이하여야 합니다.')
    .default(10),
});
export type AddressSearchQuery = z.infer<typeof AddressSearchQuerySchema>;

/** One search result: the road-name address, the old lot-number address and the 5-digit zip code. */
export const AddressSearchResultSchema = z.object({
  zipCode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  buildingName: z.string().nullable(),
});
export type AddressSearchResult = z.infer<typeof AddressSearchResultSchema>;

export const AddressSearchPageSchema = z.object({
  items: z.array(AddressSearchResultSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AddressSearchPage = z.infer<typeof AddressSearchPageSchema>;
