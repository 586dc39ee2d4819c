import { api, apiGet, apiKey } from '@market/api-client/api';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@market/domain/shop-settings-defaults';
import type { PublicShopSettings } from '@market/domain/shop-settings';
import useSWR from 'swr';

export const SHOP_SETTINGS_PATH = apiKey(api['shop-settings']);

/** `GET /api/shop-settings`: shipping fee, free-shipping threshold, points rate and order limits as the server applies them. */
export function getShopSettings() {
  return apiGet(api['shop-settings']);
}

/**
 * The shop's rules as the server applies them, for the figures a page shows (server-rendered
 * pages get the answer with their HTML); the spec's defaults only until the first answer.
 */
export function useShopSettings(): PublicShopSettings {
  const { data } = useSWR(SHOP_SETTINGS_PATH, getShopSettings);
  return data ?? DEFAULT_PUBLIC_SHOP_SETTINGS;
}

/** The shop's rules and whether the server's answer is in yet (a switch such as guest checkout waits for it). */
export function useShopSettingsState(): { settings: PublicShopSettings; loaded: boolean } {
  const { data } = useSWR(SHOP_SETTINGS_PATH, getShopSettings);
  return { settings: data ?? DEFAULT_PUBLIC_SHOP_SETTINGS, loaded: data !== undefined };
}
