import { api, apiGet, apiKey, call, idParam } from '@market/api-client/api';
import type {
  CreateShippingZone,
  UpdateCarrier,
  UpdateShippingMethod,
  UpdateShippingSettings,
  UpdateShippingZone,
} from '@market/domain/settings-shipping';
import useSWR from 'swr';

/** The SWR key of the shipping settings (every write reloads it). */
export const SHIPPING_SETTINGS_KEY = apiKey(api.admin.settings.shipping);

/** `GET /api/admin/settings/shipping` (settings.shipping.read). */
export function useShippingSettings() {
  return useSWR(SHIPPING_SETTINGS_KEY, () => apiGet(api.admin.settings.shipping));
}

export const saveShippingSettings = (json: UpdateShippingSettings) => call(api.admin.settings.shipping.$put({ json }));
export const updateShippingMethod = (id: string, json: UpdateShippingMethod) =>
  call(api.admin.settings.shipping.methods[':id'].$patch({ param: idParam(id), json }));
export const createShippingZone = (json: CreateShippingZone) => call(api.admin.settings.shipping.zones.$post({ json }));
export const updateShippingZone = (id: string, json: UpdateShippingZone) =>
  call(api.admin.settings.shipping.zones[':id'].$patch({ param: idParam(id), json }));
export const deleteShippingZone = (id: string) => call(api.admin.settings.shipping.zones[':id'].$delete({ param: idParam(id) }));
export const updateCarrier = (id: string, json: UpdateCarrier) =>
  call(api.admin.settings.shipping.carriers[':id'].$patch({ param: idParam(id), json }));
export const testCarrier = (id: string) => call(api.admin.settings.shipping.carriers[':id'].test.$post({ param: idParam(id) }));
