import { IconButton } from '@market/ui/chakra';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';

// The drawer and its state machine are not part of the first page: they load on the first tap.
const TopMenuDrawer = lazy(() => import('./top-menu-drawer'));

/** Hamburger button plus the slide-out menu it opens; closes on every navigation. */
export function TopMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="메뉴 열기"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void import('./top-menu-drawer')}
      >
        <LuMenu />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <TopMenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
