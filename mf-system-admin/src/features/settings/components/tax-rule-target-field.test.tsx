import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreateTaxRuleSchema,
  NEW_TAX_RULE_DEFAULTS,
  TAX_RULE_TYPES,
  TAX_RULE_TYPE_LABELS,
  type CreateTaxRule,
  type CreateTaxRuleInput,
} from '@market/domain/settings-tax';
import { useZodForm } from '@market/ui/form';
import { axeViolations, renderWithUi } from '@market/ui/test/render';
import { SWRConfig } from 'swr';
import { answer, mockFetch, type Request } from '../pages/settings-test-helpers';
import { SelectField } from './ship-tax-fields';
import { TaxRuleTargetField } from './tax-rule-target-field';

jest.setTimeout(30_000);

const CAT = (id: string, name: string, children: unknown[] = []) => ({
  id,
  name,
  slug: name,
  description: '',
  parentId: null,
  level: 0,
  displayOrder: 1,
  isActive: true,
  productCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  children,
});
const OUTER = '11111111-1111-4111-8111-111111111111';
const COAT = '22222222-2222-4222-8222-222222222222';
const BRAND = (id: string, name: string, nameEn: string) => ({ id, name, nameEn });
const MONO = '33333333-3333-4333-8333-333333333333';
const NORTH = '44444444-4444-4444-8444-444444444444';

let submitted: CreateTaxRule | null;

/** The add-rule dialog's fields that matter here: the type select and the target field. */
function Harness() {
  const form = useZodForm<CreateTaxRuleInput, CreateTaxRule>(CreateTaxRuleSchema, {
    defaultValues: { ...NEW_TAX_RULE_DEFAULTS, name: '테스트 규칙' },
  });
  return (
    <form aria-label="규칙" onSubmit={(e) => void form.handleSubmit((v) => void (submitted = v))(e)}>
      <SelectField
        control={form.control}
        name="type"
        label="유형"
        options={TAX_RULE_TYPES.map((t) => ({ value: t, label: TAX_RULE_TYPE_LABELS[t] }))}
      />
      <TaxRuleTargetField form={form} />
      <button type="submit">추가</button>
    </form>
  );
}

const PRODUCT = (n: number) => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
  name: n % 2 ? `린넨 셔츠 ${n}` : `울 코트 ${n}`,
  brandName: n % 2 ? '모노웨이브' : '노스라인',
});
const PRODUCTS = Array.from({ length: 25 }, (_, i) => PRODUCT(i + 1));

function respond(brandsStatus = 200, productsStatus = 200) {
  return (r: Request) => {
    if (r.url.includes('/api/admin/products')) {
      if (productsStatus !== 200) return answer(productsStatus, { error: { code: 'FORBIDDEN', message: '권한이 없습니다.' } });
      const params = new URL(r.url, 'http://x').searchParams;
      const q = params.get('q') ?? '';
      const limit = Number(params.get('limit'));
      const from = Number(params.get('cursor') ?? 0);
      const all = PRODUCTS.filter((p) => !q || p.name.includes(q) || p.brandName.includes(q));
      const items = all.slice(from, from + limit);
      return answer(200, { items, total: all.length, nextCursor: from + limit < all.length ? String(from + limit) : null });
    }
    if (r.url.includes('/api/admin/categories'))
      return answer(200, { items: [CAT(OUTER, '아우터', [{ ...CAT(COAT, '코트'), parentId: OUTER, level: 1 }])], total: 2, summary: {} });
    if (r.url.includes('/api/admin/brands')) {
      if (brandsStatus !== 200) return answer(brandsStatus, { error: { code: 'FORBIDDEN', message: '권한이 없습니다.' } });
      const q = new URL(r.url, 'http://x').searchParams.get('q') ?? '';
      const all = [BRAND(MONO, '모노웨이브', 'MONOWAVE'), BRAND(NORTH, '노스라인', 'NORTHLINE')];
      const items = all.filter((b) => !q || b.name.includes(q));
      return answer(200, { items, total: items.length, page: 1, limit: 50 });
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  };
}

const renderHarness = () =>
  renderWithUi(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Harness />
    </SWRConfig>,
  );

beforeEach(() => {
  submitted = null;
});

describe('TaxRuleTargetField (세금 규칙의 적용 대상)', () => {
  it('a category rule picks its target from the category tree, children under their parent; no axe violations', async () => {
    const requests = mockFetch(respond());
    const { container } = renderHarness();
    const user = userEvent.setup();
    const select = await screen.findByLabelText('적용 대상 카테고리');
    await screen.findByRole('option', { name: '아우터 › 코트' });
    expect(requests.some((r) => r.url.includes('/api/admin/categories'))).toBe(true);
    await user.selectOptions(select, COAT);
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(submitted).toMatchObject({ type: 'category', targetId: COAT }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a brand rule searches the brand list by name and picks one; changing the type clears the target', async () => {
    const requests = mockFetch(respond());
    renderHarness();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('유형'), 'brand');
    await user.type(await screen.findByLabelText('브랜드 검색'), '노스');
    await waitFor(() => expect(requests.some((r) => r.url.includes('q=%EB%85%B8%EC%8A%A4'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('option', { name: /모노웨이브/ })).toBeNull());
    await user.selectOptions(screen.getByLabelText('적용 대상 브랜드'), NORTH);
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(submitted).toMatchObject({ type: 'brand', targetId: NORTH }));

    submitted = null;
    await user.selectOptions(screen.getByLabelText('유형'), 'general');
    expect(screen.queryByLabelText('적용 대상 브랜드')).toBeNull();
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(submitted).toMatchObject({ type: 'general', targetId: null }));
  });

  it('without the catalogue read permission (403) the brand ID is typed instead', async () => {
    mockFetch(respond(403));
    renderHarness();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('유형'), 'brand');
    const input = await screen.findByLabelText('적용 대상 브랜드 ID');
    expect(screen.getByText('목록을 볼 권한이 없어 ID를 직접 입력합니다.')).toBeTruthy();
    await user.type(input, MONO);
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(submitted).toMatchObject({ type: 'brand', targetId: MONO }));
  });

  it('a product rule searches the product list by name or brand, shows name and brand, pages on, and keeps the chosen one; no axe violations', async () => {
    const requests = mockFetch(respond());
    const { container } = renderHarness();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('유형'), 'product');
    await screen.findByRole('option', { name: '린넨 셔츠 1 · 모노웨이브' });
    expect(screen.getByText('검색 결과 25개 중 1–20번째')).toBeTruthy();
    expect((screen.getByRole('button', { name: '이전 상품' }) as HTMLButtonElement).disabled).toBe(true);
    // Searching by brand: the server filters (q), 13 of 25.
    await user.type(screen.getByLabelText('상품 검색'), '모노');
    await waitFor(() => expect(requests.some((r) => r.url.includes('q=%EB%AA%A8%EB%85%B8'))).toBe(true));
    await screen.findByText('검색 결과 13개 중 1–13번째');
    expect(screen.queryByRole('option', { name: /울 코트/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('적용 대상 상품'), PRODUCTS[2]!.id);
    // Back to everything, next page: the chosen product stays the value and is still shown.
    await user.clear(screen.getByLabelText('상품 검색'));
    await screen.findByText('검색 결과 25개 중 1–20번째');
    await user.click(screen.getByRole('button', { name: '다음 상품' }));
    await screen.findByText('검색 결과 25개 중 21–25번째');
    expect(requests.some((r) => r.url.includes('cursor=20'))).toBe(true);
    expect(screen.getByRole('option', { name: '린넨 셔츠 25 · 모노웨이브' })).toBeTruthy();
    expect((screen.getByLabelText('적용 대상 상품') as HTMLSelectElement).value).toBe(PRODUCTS[2]!.id);
    expect((screen.getByRole('button', { name: '다음 상품' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(submitted).toMatchObject({ type: 'product', targetId: PRODUCTS[2]!.id }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without the product read permission (403) a product rule takes its typed ID, with the note', async () => {
    mockFetch(respond(200, 403));
    renderHarness();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('유형'), 'product');
    const input = await screen.findByLabelText('적용 대상 상품 ID');
    expect(input.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(screen.getByText('목록을 볼 권한이 없어 ID를 직접 입력합니다.')).toBeTruthy();
    await user.type(input, PRODUCTS[0]!.id);
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(submitted).toMatchObject({ type: 'product', targetId: PRODUCTS[0]!.id }));
  });
});
