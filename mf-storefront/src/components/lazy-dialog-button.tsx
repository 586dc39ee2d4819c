import { Button, type ButtonProps } from '@market/ui/chakra';
import { Suspense, useRef, useState, type ReactNode } from 'react';

/** What a lazily loaded dialog receives from its button. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes: the button that opened it. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * A button whose dialog's code loads on the first press: overlays (focus trap, floating-ui,
 * @market/ui/chakra-overlay) are not part of a page's first load (ADR 005). Once loaded the
 * dialog stays mounted, so that it animates in and out like any other.
 */
export function LazyDialogButton({
  dialog,
  children,
  ...button
}: Omit<ButtonProps, 'onClick'> & { dialog: (props: LazyDialogProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={ref}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        {...button}
      >
        {children}
      </Button>
      {used && <Suspense fallback={null}>{dialog({ open, onOpenChange: setOpen, finalFocusEl: () => ref.current })}</Suspense>}
    </>
  );
}
