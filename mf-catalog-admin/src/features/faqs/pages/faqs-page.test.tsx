import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFaq } from '@market/domain/admin-faqs';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import FaqsPage from './faqs-page';
import { answer } from '@market/ui/test/mock-fetch';

const faq = (n: number, over: Partial<AdminFaq> = {}): AdminFaq => ({
  id: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
  question: `질문 ${n}?`,
  answer: `답변 ${n}`,
  category: 'shipping',
  categoryName: '배송',
  tags: ['배송'],
  status: 'active',
  priority: n,
  views: 100 * n,
  helpful: 2,
  notHelpful: 1,
  helpfulRate: 66.7,
  createdAt: '2026-10-30T00:00:00.000Z',
  createdBy: '최수아',
  lastModified: '2026-10-30T00:00:00.000Z',
  ...over,
});
const ROWS = [faq(1), faq(2, { status: 'draft' }), faq(3), faq(4), faq(5)];

jest.setTimeout(30_000);
let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    if (method === 'GET' && /\/api\/admin\/faqs(\?|$)/.test(url))
      return answer(200, {
        items: ROWS,
        total: 5,
        page: 1,
        limit: 20,
        summary: { published: 4, totalViews: 1500, helpful: 10, averageHelpfulRate: 66.7, distinctTags: 1 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/faqs/${ROWS[2]!.id}/move`))
      return answer(200, { item: { ...ROWS[2], priority: 2 }, title: 'FAQ 업데이트 완료', message: 'FAQ 순서가 변경되었습니다.' });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = () =>
  renderAdminPage(<FaqsPage />, { role: 'CONTENT_EDITOR', permissions: ['content.*'], table: 'FAQ 목록', firstRow: '질문 1?' });

describe('FaqsPage (FAQ)', () => {
  it('shows the cards, a preview of three active FAQs (one open at a time), without axe violations', async () => {
    await renderPage();
    expect(within(screen.getByTestId('card-rate')).getByText('66.7%')).toBeTruthy();
    const preview = screen.getByTestId('faq-preview');
    const triggers = within(preview).getAllByRole('button');
    expect(triggers.map((b) => b.textContent)).toEqual(['Q. 질문 1?', 'Q. 질문 3?', 'Q. 질문 4?']);
    const user = userEvent.setup();
    await user.click(triggers[0]!);
    expect(triggers[0]!.getAttribute('aria-expanded')).toBe('true');
    await user.click(triggers[1]!);
    expect(triggers[0]!.getAttribute('aria-expanded')).toBe('false');
    await user.click(triggers[1]!);
    expect(triggers[1]!.getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations()).toEqual([]);
  });

  it('the up arrow moves an FAQ with the Korean notice', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '질문 3? 위로' }));
    expect(await screen.findByText('FAQ 순서가 변경되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/faqs/${ROWS[2]!.id}/move`, body: { direction: 'up' } },
    ]);
  });
});
