import { WISHLIST_STORAGE_KEY, createWishlistStore, parseStoredWishlist } from './wishlist-store';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wishlist store', () => {
  it('toggles ids in and out and persists them', async () => {
    const storage = new MemoryStorage();
    const w = createWishlistStore(storage);
    expect(w.toggle('p1')).toBe(true);
    expect(w.toggle('p2')).toBe(true);
    expect(w.toggle('p1')).toBe(false);
    await flush();
    expect(JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual({ productIds: ['p2'] });
    expect(createWishlistStore(storage).has('p2')).toBe(true);
  });

  it('tolerates corrupt storage', () => {
    expect(parseStoredWishlist('nope')).toEqual([]);
    expect(parseStoredWishlist('["a","a",3,""]')).toEqual(['a']);
  });
});
