import { api, apiGet, apiKey } from '@market/api-client/api';
import type { BannerPosition } from '@market/domain/admin-banners';
import useSWR from 'swr';

const args = (position: BannerPosition) => ({ query: { position } });

/** `GET /api/banners?position=…`: the live banners of a position by priority (server-rendered pages get them with their HTML). */
export function useBanners(position: BannerPosition) {
  return useSWR(apiKey(api.banners, args(position)), () => apiGet(api.banners, args(position)));
}
