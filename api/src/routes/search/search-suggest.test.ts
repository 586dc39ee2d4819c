import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suggest } from '../../services/search';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The judged queries of bench/search-quality.mjs: category words, synonyms, compounds, brands, colours, typos, 초성, English. */
const JUDGED = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../../bench/search-judged.json'), 'utf8')) as { queries: { query: string }[] }
).queries.map((q) => q.query);
// Partial words as typed into the box, and queries that fall back to the typo search.
const TYPED = [
  '블',
  '블레',
  '블레이',
  '코',
  'ㅋㅌ',
  'ㅂㄹㅇㅈ',
  '니',
  '스니',
  'nik',
  'a',
  '울코',
  '블래이저',
  '스니꺼즈',
  '가디간',
  '없는말쿼카',
];

/**
 * Suggestions read the relevance tiers best first and stop when the list is full (issue 17): the
 * same suggestions, in the same order, as reading every tier at once, on the demo seed.
 */
describe('search suggestions, tier by tier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('answer what reading every tier answers, for the judged queries and words being typed', async () => {
    const queries = [...new Set([...JUDGED, ...TYPED])];
    expect(queries.length).toBeGreaterThan(150);
    let filled = 0;
    for (const q of queries) {
      const reference = await suggest(t.db.database.db, q, { everyTier: true });
      const tiered = await suggest(t.db.database.db, q);
      expect({ q, ...tiered }).toEqual({ q, ...reference });
      if (tiered.products.length === 5) filled += 1;
    }
    // Most queries fill the list: the comparison covers the early stop, not only empty answers.
    expect(filled).toBeGreaterThan(queries.length / 2);
  });
});
