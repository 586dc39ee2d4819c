import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { axeViolations, renderWithUi } from './test/render';

interface Row {
  id: string;
  name: string;
  price: number;
}

const ROWS: Row[] = [
  { id: 'p1', name: '린넨 셔츠', price: 59000 },
  { id: 'p2', name: '울 코트', price: 289000 },
  { id: 'p3', name: '데님 팬츠', price: 79000 },
];

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: '상품명', sortKey: 'name', cell: (r) => r.name },
  { key: 'price', header: '판매가', sortKey: 'price', align: 'end', cell: (r) => `${r.price}원` },
  { key: 'id', header: '상품 ID', cell: (r) => r.id },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const handlers = { onSortChange: jest.fn(), onPageChange: jest.fn(), onLimitChange: jest.fn(), onRowClick: jest.fn() };
  const view = renderWithUi(
    <DataTable<Row>
      label="상품 목록"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      sort="price"
      order="desc"
      page={1}
      limit={20}
      total={45}
      rowLabel={(r) => `${r.name} 상세 보기`}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, ...view };
}

describe('DataTable', () => {
  it('renders a named table with its headers, rows and total', () => {
    renderTable();
    const table = screen.getByRole('table', { name: '상품 목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['상품명', '판매가', '상품 ID']);
    expect(
      within(table)
        .getAllByRole('row', { name: /상세 보기$/ })
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['린넨 셔츠 상세 보기', '울 코트 상세 보기', '데님 팬츠 상세 보기']);
    expect(screen.getByText('45').parentElement?.textContent).toBe('총 45건');
  });

  it('tells assistive technology which column sorts the list and in which direction', () => {
    renderTable();
    const [name, price, id] = screen.getAllByRole('columnheader');
    expect(name!.getAttribute('aria-sort')).toBe('none');
    expect(price!.getAttribute('aria-sort')).toBe('descending');
    expect(id!.hasAttribute('aria-sort')).toBe(false);
    expect(within(id!).queryByRole('button')).toBeNull();
  });

  it('toggles sorting from the keyboard: Enter and Space on a sortable header', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderTable();
    screen.getByRole('button', { name: '판매가' }).focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ sort: 'price', order: 'asc' });
    screen.getByRole('button', { name: '상품명' }).focus();
    await user.keyboard(' ');
    // Names start ascending, other keys descending (list-params' toggleSort).
    expect(onSortChange).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' });
    expect(onSortChange).toHaveBeenCalledTimes(2);
  });

  it('selects a row with Enter or Space, and with a click', async () => {
    const user = userEvent.setup();
    const { onRowClick } = renderTable();
    screen.getByRole('row', { name: '울 코트 상세 보기' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[1]);
    screen.getByRole('row', { name: '데님 팬츠 상세 보기' }).focus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[2]);
    await user.click(screen.getByText('린넨 셔츠'));
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[0]);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('tabs through sort headers, rows, page size and pages in reading order', async () => {
    const user = userEvent.setup();
    renderTable();
    const order: string[] = [];
    for (let i = 0; i < 8; i++) {
      await user.tab();
      const el = document.activeElement as HTMLElement;
      order.push(el.getAttribute('aria-label') ?? el.textContent ?? '');
    }
    // '이전 페이지' is disabled on page 1 and is skipped.
    expect(order).toEqual([
      '상품명',
      '판매가',
      '린넨 셔츠 상세 보기',
      '울 코트 상세 보기',
      '데님 팬츠 상세 보기',
      '페이지당 행 수',
      '1 페이지',
      '2 페이지',
    ]);
  });

  it('pages and changes the page size', async () => {
    const user = userEvent.setup();
    const { onPageChange, onLimitChange } = renderTable();
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.selectOptions(screen.getByRole('combobox', { name: '페이지당 행 수' }), '50개씩 보기');
    expect(onLimitChange).toHaveBeenLastCalledWith(50);
  });

  it('rows are not focusable when the table has no row action', () => {
    renderTable({ onRowClick: undefined });
    expect(screen.getAllByRole('row').some((r) => r.hasAttribute('tabindex'))).toBe(false);
  });

  it('shows the empty state, and marks itself busy while loading', () => {
    const { rerender } = renderTable({ rows: [], total: 0, emptyTitle: '등록된 상품이 없습니다' });
    expect(screen.getByRole('heading', { name: '등록된 상품이 없습니다' })).toBeTruthy();
    rerender(
      <DataTable<Row>
        label="상품 목록"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(r) => r.id}
        loading
        page={1}
        limit={20}
        total={0}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('table', { name: '상품 목록' }).closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryAllByRole('row', { name: /상세 보기$/ })).toHaveLength(0);
  });

  it('has no axe violations with clickable rows, nor empty', async () => {
    const { unmount } = renderTable();
    await act(async () => {});
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderTable({ rows: [], total: 0 });
    expect(await axeViolations()).toEqual([]);
  });
});
