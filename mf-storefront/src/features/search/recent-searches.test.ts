import { RECENT_SEARCHES_STORAGE_KEY, addRecentSearch, createRecentSearchesStore, parseRecentSearches } from './recent-searches';

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

describe('recent searches', () => {
  it('puts the newest first, removes duplicates and caps at 10', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addRecentSearch(list, `검색어${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('검색어12');
    list = addRecentSearch(list, '검색어5');
    expect(list[0]).toBe('검색어5');
    expect(list.filter((t) => t === '검색어5')).toHaveLength(1);
    expect(list).toHaveLength(10);
  });

  it('ignores blank terms and trims', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
    expect(addRecentSearch(['코트'], ' 코트 ')).toEqual(['코트']);
  });

  it('persists, restores, removes one and clears all', async () => {
    const storage = new MemoryStorage();
    const store = createRecentSearchesStore(storage);
    store.add('블레이저');
    store.add('스니커즈');
    await flush();
    expect(createRecentSearchesStore(storage).state.terms).toEqual(['스니커즈', '블레이저']);
    store.remove('스니커즈');
    await flush();
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual({ terms: ['블레이저'] });
    store.clear();
    await flush();
    expect(createRecentSearchesStore(storage).state.terms).toEqual([]);
  });

  it('tolerates corrupt storage', () => {
    expect(parseRecentSearches('x')).toEqual([]);
    expect(parseRecentSearches('{"terms":[1,"a","",null,"a","b"]}')).toEqual(['a', 'b']);
    expect(parseRecentSearches(JSON.stringify({ terms: Array.from({ length: 20 }, (_, i) => `t${i}`) }))).toHaveLength(10);
  });
});
