import type { AddressSearchPage, AddressSearchResult } from '@market/domain/address';
import { OFFLINE_ADDRESSES } from './offline-addresses';
import type { AddressSearchProvider } from './provider';

const compact = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * Searches the bundled list as the public service does for a shopper: every word of the query
 * (a road name, a building, a district, a zip code) must appear in the road-name address, the
 * lot-number address or the building name.
 */
export function createOfflineAddressSearch(list: readonly AddressSearchResult[] = OFFLINE_ADDRESSES): AddressSearchProvider {
  const index = list.map((a) => ({ a, text: compact(`${a.zipCode} ${a.roadAddress} ${a.jibunAddress} ${a.buildingName ?? ''}`) }));
  return {
    name: 'offline',
    async search(query, page, limit) {
      const words = query.split(/\s+/).map(compact).filter(Boolean);
      const hits = index.filter(({ text }) => words.every((w) => text.includes(w))).map(({ a }) => a);
      const start = (page - 1) * limit;
      const result: AddressSearchPage = { items: hits.slice(start, start + limit), total: hits.length, page, limit };
      return result;
    },
  };
}
