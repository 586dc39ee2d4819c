import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './chakra-overlay';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from './detail-dialog';
import { axeViolations, renderWithUi } from './test/render';

function Harness({ onApprove }: { onApprove: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        정산 상세
      </button>
      <DetailDialog open={open} onClose={() => setOpen(false)} testId="settlement-detail">
        <Dialog.Header>
          <Dialog.Title>2026년 11월 정산</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <DetailSection title="금액">
            <DetailList
              numeric
              rows={[
                ['매출', '1,200,000원'],
                ['수수료', '120,000원'],
              ]}
            />
          </DetailSection>
        </Dialog.Body>
        <DetailFooter note="승인 후에는 되돌릴 수 없습니다.">
          <button type="button" onClick={onApprove}>
            승인
          </button>
        </DetailFooter>
      </DetailDialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onApprove = jest.fn();
  renderWithUi(<Harness onApprove={onApprove} />);
  const opener = screen.getByRole('button', { name: '정산 상세' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: '2026년 11월 정산' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return { user, onApprove, opener, dialog };
}

describe('DetailDialog', () => {
  it('is a modal dialog named by its title, showing the labelled values', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('금액')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['매출', '수수료']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,200,000원', '120,000원']);
    expect(within(dialog).getByText('승인 후에는 되돌릴 수 없습니다.')).toBeTruthy();
  });

  it('has two ways out named 닫기 (footer and corner) and keeps Tab inside', async () => {
    const { user, dialog } = await openDialog();
    const [footerClose, cornerClose] = within(dialog).getAllByRole('button', { name: '닫기' });
    const approve = within(dialog).getByRole('button', { name: '승인' });
    footerClose!.focus();
    await user.tab();
    expect(document.activeElement).toBe(approve);
    await user.tab();
    expect(document.activeElement).toBe(cornerClose);
    await user.tab();
    expect(document.activeElement).toBe(footerClose);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener, onApprove } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onApprove).not.toHaveBeenCalled();
  });

  it.each([0, 1])('closes with 닫기 #%i and gives focus back', async (which) => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[which]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('runs the row action from the keyboard', async () => {
    const { user, dialog, onApprove } = await openDialog();
    within(dialog).getByRole('button', { name: '승인' }).focus();
    await user.keyboard('{Enter}');
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations while open', async () => {
    await openDialog();
    await act(async () => {});
    expect(await axeViolations()).toEqual([]);
  });
});
