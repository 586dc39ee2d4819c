import { api, apiGet, apiKey, call, idParam } from '@market/api-client/api';
import type { AddressInput, AddressList, UpdateAddress } from '@market/domain/address';
import useSWR, { mutate } from 'swr';

/** The address book's calls (배송지 관리), shared by the account page and checkout. */

export const ADDRESSES_PATH = apiKey(api.me.addresses);

/** `GET /api/me/addresses`: the default first (null key while signed out). */
export function useAddresses(enabled: boolean) {
  return useSWR(enabled ? ADDRESSES_PATH : null, () => apiGet(api.me.addresses));
}

const refreshWith = (list: AddressList) => mutate(ADDRESSES_PATH, list, { revalidate: false });

/** `POST /api/me/addresses`. */
export async function createAddress(body: AddressInput) {
  const res = await call(api.me.addresses.$post({ json: body }));
  await mutate(ADDRESSES_PATH);
  return res;
}

/** `PATCH /api/me/addresses/{id}`. */
export async function updateAddress(id: string, body: UpdateAddress) {
  const res = await call(api.me.addresses[':id'].$patch({ param: idParam(id), json: body }));
  await mutate(ADDRESSES_PATH);
  return res;
}

/** `DELETE /api/me/addresses/{id}`: answers the remaining list. */
export async function deleteAddress(id: string) {
  const res = await call(api.me.addresses[':id'].$delete({ param: idParam(id) }));
  await refreshWith({ items: res.items, max: res.max });
  return res;
}

/** `POST /api/me/addresses/{id}/default`: answers the list, the new default first. */
export async function setDefaultAddress(id: string) {
  const res = await call(api.me.addresses[':id'].default.$post({ param: idParam(id) }));
  await refreshWith({ items: res.items, max: res.max });
  return res;
}

/** `GET /api/address-search?q=&page=`: one page of road-name addresses. */
export function searchAddresses(q: string, page: number) {
  return apiGet(api['address-search'], { query: { q, page: String(page), limit: '5' } });
}
