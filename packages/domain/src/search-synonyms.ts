import { z } from 'zod';
import { PageQuerySchema, SearchTextSchema } from './paging';
import { cleanSearchText } from './search-text';

/**
 * The search dictionary (issue 17): words a shopper types and the words the catalogue uses for
 * them. A row is a word and its synonyms; two-way rows make every word of the row stand for the
 * others (spellings: 자켓 = 재킷), one-way rows only widen the word (바지 -> 팬츠, 슬랙스, 데님, 쇼츠,
 * while 슬랙스 stays 슬랙스). Kept in the database (search_synonyms), editable by staff, and seeded
 * from DEFAULT_SEARCH_SYNONYMS.
 */

export const SYNONYM_WORD_MAX = 30;
export const SYNONYMS_PER_ROW_MAX = 20;

export const SYNONYM_MESSAGES = {
  term: `검색어는 1~${SYNONYM_WORD_MAX}자로 입력해주세요.`,
  synonyms: `동의어를 1~${SYNONYMS_PER_ROW_MAX}개 입력해주세요.`,
  synonym: `동의어는 1~${SYNONYM_WORD_MAX}자로 입력해주세요.`,
  sameWord: '검색어와 같은 단어는 동의어로 등록할 수 없습니다.',
  bidirectional: '양방향 여부가 올바르지 않습니다.',
  termTaken: '이미 등록된 검색어입니다.',
  notFound: '동의어를 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  direction: '방향 값이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  // The admin's notices (no wording in spec 001 for the dictionary; the '… 완료' titles of section 8).
  createdTitle: '동의어 등록 완료',
  updatedTitle: '동의어 수정 완료',
  deletedTitle: '동의어 삭제 완료',
} as const;

/** 'OO' 검색어의 동의어가 … : the notice's text names the word. */
export const synonymNotice = (term: string, done: '등록' | '수정' | '삭제') => `'${term}' 검색어의 동의어가 ${done}되었습니다.`;

/** A dictionary word as stored and looked up: cleaned, lowercase, single spaces. */
export function synonymKey(word: string): string {
  return cleanSearchText(word).toLowerCase();
}

const Word = (message: string) =>
  z.string({ error: message }).transform(synonymKey).pipe(z.string().min(1, message).max(SYNONYM_WORD_MAX, message));

const synonymFields = {
  term: Word(SYNONYM_MESSAGES.term),
  synonyms: z
    .array(Word(SYNONYM_MESSAGES.synonym), { error: SYNONYM_MESSAGES.synonyms })
    .min(1, SYNONYM_MESSAGES.synonyms)
    .max(SYNONYMS_PER_ROW_MAX, SYNONYM_MESSAGES.synonyms)
    .transform((words) => [...new Set(words)]),
  bidirectional: z.boolean({ error: SYNONYM_MESSAGES.bidirectional }),
};

const notTheTerm = (v: { term?: string; synonyms?: string[] }) => !v.term || !v.synonyms || !v.synonyms.includes(v.term);

/** `POST /api/admin/search/synonyms`. */
export const CreateSearchSynonymSchema = z
  .object({ ...synonymFields, bidirectional: synonymFields.bidirectional.default(false) })
  .strict()
  .refine(notTheTerm, { message: SYNONYM_MESSAGES.sameWord, path: ['synonyms'] });
export type CreateSearchSynonym = z.infer<typeof CreateSearchSynonymSchema>;

/** `PATCH /api/admin/search/synonyms/{id}`: any of the fields (the term checked against the stored one by the API). */
export const UpdateSearchSynonymSchema = z
  .object(synonymFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: SYNONYM_MESSAGES.noChanges })
  .refine(notTheTerm, { message: SYNONYM_MESSAGES.sameWord, path: ['synonyms'] });
export type UpdateSearchSynonym = z.infer<typeof UpdateSearchSynonymSchema>;

export interface SearchSynonym {
  id: string;
  term: string;
  synonyms: string[];
  bidirectional: boolean;
  updatedAt: string;
}

/** The dictionary a new shop starts with: [word, synonyms, two-way]. */
export const DEFAULT_SEARCH_SYNONYMS: readonly (readonly [string, readonly string[], boolean])[] = [
  // Spellings of one word (two-way).
  ['재킷', ['자켓', '쟈켓', 'jacket'], true],
  ['가디건', ['카디건', 'cardigan'], true],
  ['스니커즈', ['스니커스', 'sneakers'], true],
  ['선글라스', ['썬글라스', 'sunglasses'], true],
  ['린넨', ['리넨', 'linen'], true],
  ['맨투맨', ['스웨트셔츠', 'sweatshirt'], true],
  ['후드', ['후디', 'hoodie'], true],
  ['레더', ['가죽', 'leather'], true],
  ['블라우스', ['blouse'], true],
  ['점퍼', ['잠바', '점바'], true],
  ['캐시미어', ['캐시미아', 'cashmere'], true],
  // A shopper's word widened to the catalogue's (one-way).
  ['바지', ['팬츠', '슬랙스', '데님', '쇼츠'], false],
  ['팬츠', ['바지', '슬랙스'], false],
  ['pants', ['팬츠', '슬랙스', '데님', '쇼츠'], false],
  ['청바지', ['데님', 'jeans'], false],
  ['진', ['데님', 'jeans'], false],
  ['jeans', ['데님'], false],
  ['운동화', ['스니커즈', '러닝화'], false],
  ['티', ['티셔츠'], false],
  ['치마', ['스커트'], false],
  ['반바지', ['쇼츠', '버뮤다'], false],
  ['숏팬츠', ['쇼츠'], false],
  ['드레스', ['원피스'], false],
  ['dress', ['원피스'], false],
  ['구두', ['로퍼', '힐', '펌프스'], false],
  ['목도리', ['머플러', '스카프'], false],
  ['캡모자', ['볼캡'], false],
  ['반지', ['링'], false],
  ['화장품', ['스킨케어', '메이크업'], false],
  ['퍼퓸', ['향수'], false],
  ['다운', ['패딩'], false],
  ['트레이닝복', ['트레이닝', '트랙', '조거'], false],
  ['니트웨어', ['니트'], false],
  ['아우터', ['outer'], false],
  ['신발', ['shoes'], false],
  ['가방', ['bag'], false],
  // Colours: the swatches are stored in English (Black), shoppers type Korean.
  ['블랙', ['검정', '검정색', '검은색', 'black'], true],
  ['화이트', ['흰색', '하얀색', 'white'], true],
  ['네이비', ['남색', 'navy'], true],
  ['베이지', ['beige'], true],
  ['그레이', ['회색', 'gray', 'grey'], true],
  ['크림', ['아이보리색', 'cream'], true],
  ['브라운', ['갈색', 'brown'], true],
  ['블루', ['파랑', '파란색', 'blue'], true],
  ['그린', ['초록', '초록색', 'green'], true],
  ['핑크', ['분홍', '분홍색', 'pink'], true],
  ['버건디', ['와인색', 'burgundy'], true],
  ['레드', ['빨강', '빨간색', 'red'], true],
  ['옐로우', ['노랑', '노란색', 'yellow'], true],
  ['퍼플', ['보라', '보라색', 'purple'], true],
  ['오렌지', ['주황', '주황색', 'orange'], true],
  ['실버', ['은색', 'silver'], true],
  ['골드', ['금색', 'gold'], true],
];

/** An answer row of the admin API. */
export const SearchSynonymSchema = z.object({
  id: z.string(),
  term: z.string(),
  synonyms: z.array(z.string()),
  bidirectional: z.boolean(),
  updatedAt: z.string(),
});

/** The list's direction filter: two-way rows (spellings) or one-way ones (widenings). */
export const SYNONYM_DIRECTIONS = ['two-way', 'one-way'] as const;
export type SynonymDirection = (typeof SYNONYM_DIRECTIONS)[number];
export const SYNONYM_DIRECTION_LABELS: Record<SynonymDirection, string> = { 'two-way': '양방향', 'one-way': '단방향' };

export const SEARCH_SYNONYM_SORTS = ['term', 'updated'] as const;
export type SearchSynonymSort = (typeof SEARCH_SYNONYM_SORTS)[number];

/**
 * `GET /api/admin/search/synonyms`: one page; q finds rows whose word or any synonym contains it
 * (compared as stored: cleaned and lowercase), direction narrows to two-way or one-way rows.
 */
export const SearchSynonymQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema,
  direction: z.enum(SYNONYM_DIRECTIONS, { error: SYNONYM_MESSAGES.direction }).optional(),
  sort: z.enum(SEARCH_SYNONYM_SORTS, { error: SYNONYM_MESSAGES.sort }).default('term'),
  order: z.enum(['asc', 'desc'], { error: SYNONYM_MESSAGES.order }).default('asc'),
});
export type SearchSynonymQuery = z.infer<typeof SearchSynonymQuerySchema>;

/** The cards over the searched rows (the direction filter narrows the table, not the cards). */
export const SearchSynonymSummarySchema = z.object({
  twoWay: z.number().int(),
  oneWay: z.number().int(),
  /** Words and synonyms of the rows, counted once each. */
  words: z.number().int(),
});
export type SearchSynonymSummary = z.infer<typeof SearchSynonymSummarySchema>;

export const SearchSynonymListSchema = z.object({
  items: z.array(SearchSynonymSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: SearchSynonymSummarySchema,
});
export type SearchSynonymList = z.infer<typeof SearchSynonymListSchema>;

/** What a write answers: the row and the notice to show (as the other admin writes). */
export const SearchSynonymResultSchema = z.object({ item: SearchSynonymSchema, title: z.string(), message: z.string() });
export type SearchSynonymResult = z.infer<typeof SearchSynonymResultSchema>;
export const SearchSynonymDeletedSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });
export type SearchSynonymDeleted = z.infer<typeof SearchSynonymDeletedSchema>;
