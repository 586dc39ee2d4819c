import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Portal, Spinner, Stack } from '@market/ui/chakra';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  type?: 'success' | 'error' | 'warning' | 'info' | 'loading';
  duration?: number;
  closable?: boolean;
}

type Store = ReturnType<typeof import('@market/ui/chakra-overlay').createToaster>;

// The toast machinery (Zag) is loaded on the first toast, not with the first page (ADR 005).
let store: Promise<Store> | null = null;
const listeners = new Set<() => void>();
let wanted = false;

function loadStore(): Promise<Store> {
  store ??= import('@market/ui/chakra-overlay').then((m) => m.createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 }));
  return store;
}

/** One toaster for the whole app; remotes call `toaster.create(...)` (the shared module instance). */
export const toaster = {
  create(options: ToastOptions): void {
    if (!wanted) {
      wanted = true;
      listeners.forEach((l) => l());
    }
    void loadStore().then((s) => s.create(options));
  },
};

const ToasterView = lazy(async () => {
  const [{ Toast, Toaster: ChakraToaster }, s] = await Promise.all([import('@market/ui/chakra-overlay'), loadStore()]);
  function View() {
    return (
      <Portal>
        <ChakraToaster toaster={s} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            // Read once (ADR 038): the group is the live region; Zag also makes each toast a
            // status inside it, a nested live region that some screen readers read a second time.
            <Toast.Root width={{ md: 'sm' }} role="group">
              {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {/* Chakra fades the description to 0.8, under 4.5:1 on the solid status colours. */}
                {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    );
  }
  return { default: View };
});

/** Mounted once by UiProvider; renders nothing until the first toast. */
export function Toaster() {
  const [show, setShow] = useState(wanted);
  useEffect(() => {
    const l = () => setShow(true);
    listeners.add(l);
    if (wanted) setShow(true);
    return () => void listeners.delete(l);
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
