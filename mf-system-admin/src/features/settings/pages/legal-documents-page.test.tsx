import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_MESSAGES, type AdminLegalDocuments } from '@market/domain/legal';
import { sessionStore } from '@market/session/session-store';
import { BrowserRouter } from '@market/ui/router';
import { axeViolations, renderWithUi } from '@market/ui/test/render';
import { Toaster } from '@market/ui/toaster';
import { SWRConfig } from 'swr';
import LegalDocumentsPage from './legal-documents-page';
import { answer, mockFetch } from './settings-test-helpers';

jest.setTimeout(30_000);

const v = (kind: 'terms' | 'privacy', version: number, current: boolean, publishedBy: string | null) => ({
  id: `7e2a0f6c-3b1d-4c5e-9a10-00000000${kind === 'terms' ? '1' : '2'}00${version}`,
  kind,
  version,
  title: kind === 'terms' ? '스타일허브 이용약관' : '스타일허브 개인정보처리방침',
  effectiveDate: '2026-01-01',
  publishedAt: '2025-12-24T00:00:00.000Z',
  publishedBy,
  current,
});

const DOCS: AdminLegalDocuments = {
  terms: [v('terms', 2, true, '최고 관리자'), v('terms', 1, false, '시스템')],
  privacy: [v('privacy', 1, true, '시스템')],
};

function renderPage(permissions: string[]) {
  sessionStore.staff = {
    id: 's1',
    email: 'super@stylehub.kr',
    name: '최고 관리자',
    role: { code: 'SUPER_ADMIN', name: '최고 관리자' },
    permissions,
    brandAccess: null,
  };
  sessionStore.staffLoaded = true;
  renderWithUi(
    <BrowserRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <LegalDocumentsPage />
        <Toaster />
      </SWRConfig>
    </BrowserRouter>,
  );
}

describe('약관 관리 (/admin/settings/legal)', () => {
  it('lists every version with its publisher; publishing checks the fields in Korean, then posts and shows the notice', async () => {
    const requests = mockFetch((r) =>
      r.method === 'POST'
        ? answer(201, {
            item: { ...v('privacy', 2, true, null), body: r.body.body },
            title: LEGAL_MESSAGES.published('개인정보처리방침', 2),
          })
        : answer(200, DOCS),
    );
    renderPage(['*']);
    const terms = await screen.findByTestId('legal-section-terms');
    const rows = within(terms).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('제2판');
    expect(rows[1]!.textContent).toContain('현행');
    expect(rows[1]!.textContent).toContain('최고 관리자');
    expect(rows[2]!.textContent).toContain('시스템');
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    const privacy = screen.getByTestId('legal-section-privacy');
    await user.click(within(privacy).getByRole('button', { name: '새 버전 게시' }));
    const dialog = await screen.findByTestId('publish-privacy-dialog');
    await user.clear(within(dialog).getByLabelText(/^제목/));
    await user.click(within(dialog).getByRole('button', { name: '게시' }));
    expect((await within(dialog).findByTestId('title-error')).textContent).toContain(LEGAL_MESSAGES.title);
    expect(within(dialog).getByTestId('body-error').textContent).toContain(LEGAL_MESSAGES.body);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^제목/), '개인정보처리방침 (개정)');
    await user.type(within(dialog).getByLabelText(/^본문/), '## 1. 수집 항목{enter}- 이름');
    await user.click(within(dialog).getByRole('button', { name: '게시' }));
    expect(await screen.findByText(LEGAL_MESSAGES.published('개인정보처리방침', 2))).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toContain('/api/admin/settings/legal/privacy');
    expect(post.body).toEqual({
      title: '개인정보처리방침 (개정)',
      body: '## 1. 수집 항목\n- 이름',
      effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await waitFor(() => expect(screen.queryByTestId('publish-privacy-dialog')).toBeNull());
  });

  it('without settings.legal.update the versions show and nothing can be published', async () => {
    mockFetch(() => answer(200, DOCS));
    renderPage(['settings.legal.read']);
    await screen.findByTestId('legal-section-terms');
    expect(screen.queryByRole('button', { name: '새 버전 게시' })).toBeNull();
  });
});
