import type { AddressSearchPage } from '@market/domain/address';

/**
 * Where address search (도로명주소 검색) looks (ADR 036). The offline provider answers from a small
 * bundled list; the public road-name address service (juso.go.kr, with its `confmKey`) is one more
 * implementation of this interface, chosen with ADDRESS_SEARCH_PROVIDER.
 */
export interface AddressSearchProvider {
  readonly name: string;
  /** One page of addresses matching `query` (already trimmed, 2–80 characters). */
  search(query: string, page: number, limit: number): Promise<AddressSearchPage>;
}
