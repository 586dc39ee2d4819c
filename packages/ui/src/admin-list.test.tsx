import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminListPage, detailColumn, statusColumn, useSelectedRow, type AdminListQuery } from './admin-list';
import { Dialog } from './chakra-overlay';
import { DetailDialog, DetailFooter } from './detail-dialog';
import { applyListPatch, type ListParams, type ListParamsPatch } from './list-params';
import { axeViolations, renderWithUi } from './test/render';

type Status = 'ACTIVE' | 'SUSPENDED';
interface Seller {
  id: string;
  name: string;
  status: Status;
}

const SELLERS: Seller[] = [
  { id: 's1', name: '모노하우스', status: 'ACTIVE' },
  { id: 's2', name: '어반셀러', status: 'SUSPENDED' },
];

const PARAMS: ListParams<'status'> = { page: 1, limit: 20, q: '', sort: 'createdAt', order: 'desc', filters: { status: '' } };

function SellersPage({ query, setParams, onRowOpen }: { query: AdminListQuery<Seller>; setParams: jest.Mock; onRowOpen?: jest.Mock }) {
  // The list state as useListParams keeps it (in the URL there): each patch is applied and shown.
  const [params, setState] = useState(PARAMS);
  const patch = (p: ListParamsPatch<'status'>) => {
    setParams(p);
    setState((current) => applyListPatch(current, p));
  };
  const selection = useSelectedRow(query.data?.items);
  const open = (row: Seller) => {
    onRowOpen?.(row);
    selection.open(row);
  };
  return (
    <AdminListPage<Seller, 'status'>
      title="판매자 관리"
      description="입점 판매자와 정산 계좌"
      list={{ params, setParams: patch }}
      query={query}
      searchPlaceholder="판매자명 검색"
      filters={[
        {
          key: 'status',
          label: '상태',
          options: [
            { value: '', label: '전체 상태' },
            { value: 'ACTIVE', label: '정상' },
            { value: 'SUSPENDED', label: '정지' },
          ],
        },
      ]}
      label="판매자 목록"
      errorTitle="판매자 목록을 불러오지 못했습니다"
      emptyTitle="판매자가 없습니다"
      columns={[
        { key: 'name', header: '판매자명', sortKey: 'name', cell: (r) => r.name },
        statusColumn<Status>({ ACTIVE: 'success', SUSPENDED: 'danger' }, { ACTIVE: '정상', SUSPENDED: '정지' }),
        detailColumn<Seller>(selection.open),
      ]}
      onRowClick={open}
      rowLabel={(r) => `${r.name} 상세 보기`}
    >
      <DetailDialog open={selection.selected !== null} onClose={selection.close} testId="seller-detail">
        {selection.selected && (
          <>
            <Dialog.Header>
              <Dialog.Title>{selection.selected.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>판매자 ID {selection.selected.id}</Dialog.Body>
            <DetailFooter />
          </>
        )}
      </DetailDialog>
    </AdminListPage>
  );
}

function renderPage(query: Partial<AdminListQuery<Seller>> = {}) {
  const setParams = jest.fn();
  const onRowOpen = jest.fn();
  const mutate = jest.fn();
  const full: AdminListQuery<Seller> = { data: { items: SELLERS, total: 2 }, isLoading: false, isValidating: false, mutate, ...query };
  renderWithUi(<SellersPage query={full} setParams={setParams} onRowOpen={onRowOpen} />);
  return { user: userEvent.setup(), setParams, onRowOpen, mutate };
}

describe('AdminListPage', () => {
  it('renders the title, the filters and the table of rows with their status', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '판매자 관리' })).toBeTruthy();
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: '판매자명 검색' })).toBeTruthy();
    const table = screen.getByRole('table', { name: '판매자 목록' });
    const rows = within(table).getAllByRole('row', { name: /상세 보기$/ });
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['모노하우스', '정상', '상세'],
      ['어반셀러', '정지', '상세'],
    ]);
  });

  it('writes search, filter, sort and page changes to the list params', async () => {
    const { user, setParams } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: '판매자명 검색' }), '모노{Enter}');
    expect(setParams).toHaveBeenLastCalledWith({ q: '모노' });
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '정지');
    expect(setParams).toHaveBeenLastCalledWith({ filters: { status: 'SUSPENDED' } });
    screen.getByRole('button', { name: '판매자명' }).focus();
    await user.keyboard('{Enter}');
    expect(setParams).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' });
    await user.selectOptions(screen.getByRole('combobox', { name: '페이지당 행 수' }), '50개씩 보기');
    expect(setParams).toHaveBeenLastCalledWith({ limit: 50 });
    // One call per change: the search typed and sent with Enter is not sent again by the debounce.
    expect(setParams.mock.calls).toEqual([
      [{ q: '모노' }],
      [{ filters: { status: 'SUSPENDED' } }],
      [{ sort: 'name', order: 'asc' }],
      [{ limit: 50 }],
    ]);
  });

  it('opens a row’s detail with Enter; Escape closes it and focus returns to the row', async () => {
    const { user, onRowOpen } = renderPage();
    const row = screen.getByRole('row', { name: '어반셀러 상세 보기' });
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '어반셀러' });
    expect(within(dialog).getByText('판매자 ID s2')).toBeTruthy();
    expect(onRowOpen).toHaveBeenCalledWith(SELLERS[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('opens the detail from the 상세 button without also clicking the row, and returns focus to it', async () => {
    const { user, onRowOpen } = renderPage();
    const row = screen.getByRole('row', { name: '모노하우스 상세 보기' });
    const button = within(row).getByRole('button', { name: '상세' });
    await user.click(button);
    await screen.findByRole('dialog', { name: '모노하우스' });
    expect(onRowOpen).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('shows the failure with a retry instead of the table when nothing loaded', async () => {
    const { user, mutate } = renderPage({ data: undefined, error: new Error('서버에 연결할 수 없습니다') });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: '판매자 목록을 불러오지 못했습니다' })).toBeTruthy();
    expect(within(alert).getByText('서버에 연결할 수 없습니다')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations: the list and the open detail', async () => {
    const { user } = renderPage();
    await act(async () => {});
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('row', { name: '모노하우스 상세 보기' }));
    await screen.findByRole('dialog', { name: '모노하우스' });
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations when the list failed', async () => {
    renderPage({ data: undefined, error: new Error('x') });
    expect(await axeViolations()).toEqual([]);
  });
});
