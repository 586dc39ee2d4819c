import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_MESSAGES } from '@market/domain/export';
import { ExportMenu } from './export-menu';
import { axeViolations, renderWithUi } from './test/render';

/** What the typed client answers (jsdom has no fetch Response): the parts ExportMenu reads. */
function fileResponse(): Response {
  const headers: Record<string, string> = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('주문내역.csv')}`,
  };
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    blob: async () => new Blob(['\uFEFF번호\r\n1\r\n']),
  } as unknown as Response;
}

describe('ExportMenu', () => {
  beforeAll(() => {
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  });

  it('downloads the filtered view at once when the list holds no personal data', async () => {
    const request = jest.fn(async () => fileResponse());
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { container } = renderWithUi(<ExportMenu label="정산 내역" request={request} />);
    await userEvent.click(screen.getByRole('button', { name: '정산 내역 엑셀 내보내기' }));
    await waitFor(() => expect(clicks).toEqual(['주문내역.csv']));
    expect(request).toHaveBeenCalledWith('xlsx', undefined);
    expect(await axeViolations(container)).toEqual([]);
    click.mockRestore();
  });

  it('asks the reason first for personal data, refuses a blank one, sends it, and returns focus to the button', async () => {
    const user = userEvent.setup();
    const request = jest.fn(async () => fileResponse());
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithUi(<ExportMenu label="주문 목록" personalData request={request} />);
    const csv = screen.getByRole('button', { name: '주문 목록 CSV 내보내기' });
    await user.click(csv);
    const dialog = await screen.findByRole('alertdialog', { name: /주문 목록 내보내기/ });
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    expect(await screen.findByText(EXPORT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/내려받는 사유/), '배송 지연 고객 안내');
    await user.click(screen.getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('csv', '배송 지연 고객 안내'));
    await waitFor(() => expect(dialog.isConnected && dialog.getAttribute('data-state') === 'open').toBe(false));
    click.mockRestore();

    await user.click(csv);
    await screen.findByRole('alertdialog', { name: /주문 목록 내보내기/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(csv));
  });
});
