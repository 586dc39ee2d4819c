import { Button, Portal } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import type { ReactNode } from 'react';

/**
 * A yes/no question before a consequential action (cancel an order, clear a list). `onConfirm`
 * may be async: the confirm button spins until it settles. `children` adds fields (e.g. a reason).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = '확인',
  cancelLabel = '닫기',
  destructive = false,
  busy = false,
  onConfirm,
  children,
  testId,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
  testId?: string;
  /** Where focus goes on closing when the opener is gone (a deleted row's button); the opener when it answers null. */
  finalFocusEl?: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      role="alertdialog"
      finalFocusEl={finalFocusEl}
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : undefined} loading={busy} onClick={onConfirm} data-testid="confirm-action">
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
