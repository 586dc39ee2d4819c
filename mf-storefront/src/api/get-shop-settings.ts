import { apiFetch } from '@market/api-client/api-fetch';
import { DEFAULT_PUBLIC_SHOP_SETTINGS, type PublicShopSettings } from '@market/domain/shop-settings';
import useSWR from 'swr';

export const SHOP_SETTINGS_PATH = '/api/shop-settings';

/** `GET /api/shop-settings`: shipping fee, free-shipping threshold, points rate and order limits as the server applies them. */
export function getShopSettings(): Promise<PublicShopSettings> {
  return apiFetch<PublicShopSettings>(SHOP_SETTINGS_PATH);
}

/**
 * The shop's rules as the server applies them, for the figures a page shows (server-rendered
 * pages get the answer with their HTML); the spec's defaults only until the first answer.
 */
export function useShopSettings(): PublicShopSettings {
  const { data } = useSWR<PublicShopSettings>(SHOP_SETTINGS_PATH, getShopSettings);
  return data ?? DEFAULT_PUBLIC_SHOP_SETTINGS;
}
