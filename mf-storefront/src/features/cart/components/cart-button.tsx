import { Box, Float, IconButton } from '@market/ui/chakra';
import { lazy, Suspense, useState } from 'react';
import { LuShoppingBag } from 'react-icons/lu';
import { useAnnounce } from '@market/ui/announcer';
import { useKnownCartCount } from '../use-cart-count';

// The drawer (Zag state machine, lines, summary) loads on the first open, not with the header.
const CartDrawer = lazy(() => import(/* webpackChunkName: "cart-drawer" */ './cart-drawer'));

/** The header's cart button with its piece count; opens the cart drawer (spec 2). */
export function CartButton() {
  const known = useKnownCartCount();
  const count = known ?? 0;
  // A line added or removed anywhere (product page, quick view, drawer) is read out once.
  useAnnounce(known === undefined ? undefined : `장바구니 상품 ${known}개`);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        // The visible count is a word of the name (WCAG 2.5.3: '상품 3 개', not '상품 3개').
        aria-label={`장바구니, 상품 ${count > 99 ? '99+' : count} 개`}
        aria-haspopup="dialog"
        aria-expanded={open}
        position="relative"
        data-testid="cart-button"
        onClick={() => {
          setMounted(true);
          setOpen((o) => !o);
        }}
      >
        <LuShoppingBag />
        <Float placement="top-end" offset="2">
          <Box
            as="span"
            data-testid="cart-count"
            aria-hidden
            minW="4"
            h="4"
            px="1"
            borderRadius="full"
            bg={count > 0 ? 'brand.solid' : 'bg.muted'}
            color={count > 0 ? 'brand.contrast' : 'fg.muted'}
            fontSize="2xs"
            fontWeight="700"
            lineHeight="1rem"
            textAlign="center"
          >
            {count > 99 ? '99+' : count}
          </Box>
        </Float>
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
