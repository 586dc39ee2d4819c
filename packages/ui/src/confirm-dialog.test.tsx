import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { axeViolations, renderWithUi } from './test/render';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        주문 취소
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="주문을 취소하시겠습니까?"
        description="취소한 주문은 되돌릴 수 없습니다."
        confirmLabel="취소하기"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  renderWithUi(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: '주문 취소' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: '주문을 취소하시겠습니까?' });
  return { user, onConfirm, opener, dialog };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('취소한 주문은 되돌릴 수 없습니다.');
  });

  it('keeps Tab inside the dialog: 닫기, then the action, then back to 닫기', async () => {
    const { user, dialog } = await openDialog();
    const cancel = screen.getByRole('button', { name: '닫기' });
    const confirm = screen.getByRole('button', { name: '취소하기' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    cancel.focus();
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('runs the action on Enter and on Space', async () => {
    const { user, onConfirm, dialog } = await openDialog();
    // The dialog moves focus in on its own after opening; wait for that first, or it can take
    // the focus back from the action after we give it (CI under load: Enter pressed 닫기).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const confirm = screen.getByRole('button', { name: '취소하기' });
    confirm.focus();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener, onConfirm } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes with 닫기 and gives focus back', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('has no axe violations while open', async () => {
    await openDialog();
    await act(async () => {});
    expect(await axeViolations()).toEqual([]);
  });
});
