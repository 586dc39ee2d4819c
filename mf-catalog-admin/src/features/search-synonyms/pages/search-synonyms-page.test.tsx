import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchSynonym } from '@market/domain/search-synonyms';
import { answer, mockFetch, type Request } from '@market/ui/test/mock-fetch';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import SearchSynonymsPage from './search-synonyms-page';

const PANTS: SearchSynonym = {
  id: '11111111-1111-4111-8111-111111111111',
  term: '바지',
  synonyms: ['팬츠', '슬랙스', '데님'],
  bidirectional: false,
  updatedAt: '2026-11-20T03:04:00.000Z',
};
const JACKET: SearchSynonym = {
  id: '22222222-2222-4222-8222-222222222222',
  term: '재킷',
  synonyms: ['자켓', 'jacket'],
  bidirectional: true,
  updatedAt: '2026-11-21T05:06:00.000Z',
};
const PAGE = { items: [PANTS, JACKET], total: 2, page: 1, limit: 20, summary: { twoWay: 1, oneWay: 1, words: 7 } };

// Many keystrokes and dialogs per test on a shared 2-core machine.
jest.setTimeout(120_000);
let requests: Request[];
/** What the list GET answers (a test changes it). */
let listAnswer: () => ReturnType<typeof answer>;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/catalog/search-synonyms');
  listAnswer = () => answer(200, PAGE);
  requests = mockFetch((r) => {
    if (r.method === 'GET' && /\/api\/admin\/search\/synonyms(\?|$)/.test(r.url)) return listAnswer();
    if (r.method === 'POST' && r.url.endsWith('/api/admin/search/synonyms')) {
      if (r.body.term === '바지')
        return answer(409, {
          error: { code: 'CONFLICT', message: '이미 등록된 검색어입니다.', fields: { term: '이미 등록된 검색어입니다.' } },
        });
      return answer(201, {
        item: { ...r.body, id: '33333333-3333-4333-8333-333333333333', updatedAt: '2026-11-22T00:00:00.000Z' },
        title: '동의어 등록 완료',
        message: `'${r.body.term}' 검색어의 동의어가 등록되었습니다.`,
      });
    }
    if (r.method === 'PATCH' && r.url.endsWith(`/api/admin/search/synonyms/${PANTS.id}`))
      return answer(200, { item: { ...PANTS, ...r.body }, title: '동의어 수정 완료', message: "'바지' 검색어의 동의어가 수정되었습니다." });
    if (r.method === 'DELETE' && r.url.endsWith(`/api/admin/search/synonyms/${PANTS.id}`))
      return answer(200, { id: PANTS.id, title: '동의어 삭제 완료', message: "'바지' 검색어의 동의어가 삭제되었습니다." });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  });
});

const renderPage = (permissions = ['catalog.*']) =>
  renderAdminPage(<SearchSynonymsPage />, { role: 'OPS_MANAGER', permissions, table: '검색 사전 목록', firstRow: '바지' });
const lastList = () => requests.filter((r) => r.method === 'GET').at(-1)!.url;
const writes = () => requests.filter((r) => r.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('SearchSynonymsPage (검색 사전)', () => {
  it('shows the cards and the rows (word, synonym chips, direction, actions) without axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '검색 사전' })).toBeTruthy();
    expect(within(screen.getByTestId('card-terms')).getByText('2개')).toBeTruthy();
    expect(within(screen.getByTestId('card-words')).getByText('7개')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const pants = within(rows[1]!);
    for (const text of ['팬츠', '슬랙스', '데님', '단방향']) expect(pants.getByText(text)).toBeTruthy();
    expect(within(rows[2]!).getByText('양방향')).toBeTruthy();
    expect(pants.getByRole('button', { name: '바지 수정' })).toBeTruthy();
    expect(pants.getByRole('button', { name: '바지 삭제' })).toBeTruthy();
    expect(lastList()).toMatch(/sort=term&order=asc|order=asc.*sort=term/);
    expect(await axeViolations()).toEqual([]);
  });

  it('searches, filters, sorts and pages on the server, the view kept in the URL', async () => {
    listAnswer = () => answer(200, { ...PAGE, total: 45 });
    const table = await renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), '스니커');
    await waitFor(() => expect(decodeURIComponent(lastList())).toContain('q=스니커'));
    expect(decodeURIComponent(window.location.search)).toContain('q=스니커');
    await user.selectOptions(screen.getByRole('combobox', { name: '방향' }), 'two-way');
    await waitFor(() => expect(lastList()).toContain('direction=two-way'));
    expect(window.location.search).toContain('direction=two-way');
    await user.click(within(table).getByRole('button', { name: /최근 수정/ }));
    await waitFor(() => expect(lastList()).toMatch(/sort=updated/));
    expect(lastList()).toContain('order=desc');
    await user.click(within(table).getByRole('button', { name: /검색어/ }));
    await waitFor(() => expect(lastList()).toMatch(/sort=term/));
    expect(lastList()).toContain('order=asc');
    await user.click(screen.getByRole('button', { name: /^page 2$|2 페이지|^2$/ }));
    await waitFor(() => expect(lastList()).toContain('page=2'));
    expect(window.location.search).toContain('page=2');
  });

  it('동의어 추가 checks with the shared schema, adds chips, sends the row, notifies in Korean and gives focus back', async () => {
    await renderPage();
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: '동의어 추가' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: '동의어 추가' });
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('검색어는 1~30자로 입력해주세요.')).toBeTruthy();
    expect(within(dialog).getByText('동의어를 1~20개 입력해주세요.')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^검색어/ }), '쿼카');
    const words = within(dialog).getByRole('textbox', { name: /^동의어/ });
    // The word itself as a synonym is refused by the schema before anything is sent.
    await user.type(words, '쿼카{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('검색어와 같은 단어는 동의어로 등록할 수 없습니다.')).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '동의어 쿼카 빼기' }));
    await user.type(words, 'Sneakers, 스니커즈{Enter}스니커즈{Enter}러닝화');
    expect(
      within(dialog)
        .getAllByTestId('synonym-chip')
        .map((c) => c.textContent),
    ).toEqual(['sneakers', '스니커즈']);
    await user.click(within(dialog).getByRole('checkbox', { name: '양방향' }));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('동의어 등록 완료')).toBeTruthy();
    expect(screen.getByText("'쿼카' 검색어의 동의어가 등록되었습니다.")).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/search/synonyms',
        body: { term: '쿼카', synonyms: ['sneakers', '스니커즈', '러닝화'], bidirectional: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '동의어 추가' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('a refused word stays in the dialog with the API message on its field and an error notice', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '동의어 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '동의어 추가' });
    await user.type(within(dialog).getByRole('textbox', { name: /^검색어/ }), '바지');
    await user.type(within(dialog).getByRole('textbox', { name: /^동의어/ }), '하의{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('처리하지 못했습니다')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByText('이미 등록된 검색어입니다.').length).toBeGreaterThan(0));
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^검색어/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('수정 sends only what changed; 삭제 asks first, then deletes with the Korean notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    const edit = within(table).getByRole('button', { name: '바지 수정' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: '동의어 수정' });
    expect((within(dialog).getByRole('textbox', { name: /^검색어/ }) as HTMLInputElement).value).toBe('바지');
    expect(
      within(dialog)
        .getAllByTestId('synonym-chip')
        .map((c) => c.textContent),
    ).toEqual(['팬츠', '슬랙스', '데님']);
    await user.click(within(dialog).getByRole('button', { name: '동의어 데님 빼기' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('동의어 수정 완료')).toBeTruthy();
    expect(writes()).toEqual([{ method: 'PATCH', url: `/api/admin/search/synonyms/${PANTS.id}`, body: { synonyms: ['팬츠', '슬랙스'] } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '동의어 수정' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));

    await user.click(within(table).getByRole('button', { name: '바지 삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: /'바지' 검색어를 사전에서 삭제할까요\?/ });
    await user.click(within(confirm).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: '바지 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('동의어 삭제 완료')).toBeTruthy();
    expect(screen.getByText("'바지' 검색어의 동의어가 삭제되었습니다.")).toBeTruthy();
    expect(writes().at(-1)).toEqual({ method: 'DELETE', url: `/api/admin/search/synonyms/${PANTS.id}`, body: undefined });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The deleted row's button is gone from a real list: focus goes to 동의어 추가.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '동의어 추가' })));
  });

  it('a reader sees no write buttons', async () => {
    const table = await renderPage(['catalog.categories.read']);
    expect(screen.queryByRole('button', { name: '동의어 추가' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '바지 수정' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: '관리' })).toBeNull();
  });

  it('shows the error with a retry, and the empty state', async () => {
    listAnswer = () => answer(500, { error: { code: 'INTERNAL', message: '일시적인 오류입니다.' } });
    renderAdminPage(<SearchSynonymsPage />, { role: 'OPS_MANAGER', permissions: ['catalog.*'], table: '없음', firstRow: '' }).catch(
      () => undefined,
    );
    expect(await screen.findByText('검색 사전을 불러오지 못했습니다')).toBeTruthy();
    listAnswer = () => answer(200, { ...PAGE, items: [], total: 0, summary: { twoWay: 0, oneWay: 0, words: 0 } });
    await userEvent.setup().click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByText('조건에 맞는 검색어가 없습니다')).toBeTruthy();
  });
});
