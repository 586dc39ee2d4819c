import { applyListPatch, pageCount, parseListParams, toApiQuery, toSearchParams, toggleSort, type ListParamsDefaults } from './list-params';

const DEFAULTS: ListParamsDefaults<'status' | 'grade'> = { sort: 'joined', order: 'desc', filterKeys: ['status', 'grade'] };

describe('parseListParams', () => {
  it('fills defaults for an empty query', () => {
    expect(parseListParams(new URLSearchParams(''), DEFAULTS)).toEqual({
      page: 1,
      limit: 20,
      q: '',
      sort: 'joined',
      order: 'desc',
      filters: { status: '', grade: '' },
    });
  });

  it('reads every key and ignores bad values', () => {
    const p = parseListParams(new URLSearchParams('page=3&limit=50&q=%20kim%20&sort=name&order=asc&status=active&other=x'), DEFAULTS);
    expect(p).toEqual({ page: 3, limit: 50, q: 'kim', sort: 'name', order: 'asc', filters: { status: 'active', grade: '' } });
    const bad = parseListParams(new URLSearchParams('page=-1&limit=7&order=sideways&page=abc'), DEFAULTS);
    expect(bad).toMatchObject({ page: 1, limit: 20, order: 'desc' });
    expect(parseListParams(new URLSearchParams('page=0'), DEFAULTS).page).toBe(1);
    expect(parseListParams(new URLSearchParams('limit=1000'), DEFAULTS).limit).toBe(20);
  });
});

describe('applyListPatch', () => {
  const base = parseListParams(new URLSearchParams('page=4&q=kim'), DEFAULTS);

  it('keeps the page when only the page changes', () => {
    expect(applyListPatch(base, { page: 5 }).page).toBe(5);
  });

  it('goes back to page 1 when a filter, search, sort or size changes', () => {
    expect(applyListPatch(base, { q: 'lee' })).toMatchObject({ page: 1, q: 'lee' });
    expect(applyListPatch(base, { filters: { grade: 'vip' } })).toMatchObject({ page: 1, filters: { grade: 'vip', status: '' } });
    expect(applyListPatch(base, { sort: 'name', order: 'asc' }).page).toBe(1);
    expect(applyListPatch(base, { limit: 50 }).page).toBe(1);
  });
});

describe('toSearchParams', () => {
  it('writes only what differs from the defaults and keeps unrelated keys', () => {
    const p = applyListPatch(parseListParams(new URLSearchParams(''), DEFAULTS), { q: '김', filters: { status: 'suspended' } });
    const out = toSearchParams(p, DEFAULTS, new URLSearchParams('tab=2&page=9'));
    expect(out.get('tab')).toBe('2');
    expect(out.get('page')).toBeNull();
    expect(out.get('q')).toBe('김');
    expect(out.get('status')).toBe('suspended');
    expect(out.has('grade')).toBe(false);
    expect(out.has('sort')).toBe(false);
    expect(out.has('limit')).toBe(false);
  });

  it('round-trips through parseListParams', () => {
    const p = { page: 2, limit: 100, q: 'a b', sort: 'totalSpent', order: 'asc' as const, filters: { status: 'active', grade: 'gold' } };
    expect(parseListParams(toSearchParams(p, DEFAULTS), DEFAULTS)).toEqual(p);
  });
});

describe('toApiQuery, toggleSort, pageCount', () => {
  it('flattens filters into the API query', () => {
    const p = parseListParams(new URLSearchParams('grade=vip'), DEFAULTS);
    expect(toApiQuery(p)).toEqual({ q: '', sort: 'joined', order: 'desc', page: 1, limit: 20, status: '', grade: 'vip' });
  });

  it('flips the active column and starts new ones descending (names ascending)', () => {
    expect(toggleSort({ sort: 'joined', order: 'desc' }, 'joined')).toEqual({ sort: 'joined', order: 'asc' });
    expect(toggleSort({ sort: 'joined', order: 'asc' }, 'joined')).toEqual({ sort: 'joined', order: 'desc' });
    expect(toggleSort({ sort: 'joined', order: 'asc' }, 'totalSpent')).toEqual({ sort: 'totalSpent', order: 'desc' });
    expect(toggleSort({ sort: 'joined', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
  });
});
