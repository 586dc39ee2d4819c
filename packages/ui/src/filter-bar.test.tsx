import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './filter-bar';
import { axeViolations, renderWithUi } from './test/render';

const STATUS = [
  { value: '', label: '전체 상태' },
  { value: 'ACTIVE', label: '판매중' },
  { value: 'SOLD_OUT', label: '품절' },
];
const BRAND = [
  { value: '', label: '전체 브랜드' },
  { value: 'b1', label: '마르디 메크르디' },
];

function renderBar(q = '') {
  const onSearch = jest.fn();
  const onStatus = jest.fn();
  const onBrand = jest.fn();
  const view = renderWithUi(
    <FilterBar
      search={{ value: q, onChange: onSearch, placeholder: '상품명 검색' }}
      filters={[
        { key: 'status', label: '판매 상태', value: '', options: STATUS, onChange: onStatus },
        { key: 'brand', label: '브랜드', value: 'b1', options: BRAND, onChange: onBrand },
      ]}
    >
      <button type="button">상품 등록</button>
    </FilterBar>,
  );
  return { onSearch, onStatus, onBrand, ...view };
}

describe('FilterBar', () => {
  afterEach(() => jest.useRealTimers());

  it('is a search landmark with a named search box and named selects showing their values', () => {
    renderBar();
    const region = screen.getByRole('search');
    expect(within(region).getByRole('searchbox', { name: '상품명 검색' })).toBeTruthy();
    expect((within(region).getByRole('combobox', { name: '판매 상태' }) as HTMLSelectElement).value).toBe('');
    expect((within(region).getByRole('combobox', { name: '브랜드' }) as HTMLSelectElement).value).toBe('b1');
  });

  it('searches at once on Enter, with the text trimmed', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderBar();
    await user.type(screen.getByRole('searchbox', { name: '상품명 검색' }), '  셔츠 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('셔츠');
  });

  it('searches once typing has paused, not on every key', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onSearch } = renderBar();
    await user.type(screen.getByRole('searchbox', { name: '상품명 검색' }), '코트');
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('코트');
  });

  it('follows a value changed from outside (back button, reset)', () => {
    const { rerender } = renderBar('셔츠');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('셔츠');
    rerender(<FilterBar search={{ value: '', onChange: () => {}, placeholder: '상품명 검색' }} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('changes a filter from the keyboard', async () => {
    const user = userEvent.setup();
    const { onStatus } = renderBar();
    await user.selectOptions(screen.getByRole('combobox', { name: '판매 상태' }), '품절');
    expect(onStatus).toHaveBeenCalledWith('SOLD_OUT');
  });

  it('tabs from the search box through the filters to the actions', async () => {
    const user = userEvent.setup();
    renderBar();
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      const el = document.activeElement as HTMLElement;
      names.push(el.getAttribute('aria-label') ?? el.textContent ?? '');
    }
    expect(names).toEqual(['상품명 검색', '판매 상태', '브랜드', '상품 등록']);
  });

  it('has no axe violations', async () => {
    renderBar('셔츠');
    expect(await axeViolations()).toEqual([]);
  });
});
