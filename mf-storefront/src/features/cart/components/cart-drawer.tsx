import { Box, Button, CloseButton, Portal, Skeleton, Stack, Text } from '@market/ui/chakra';
import { Drawer } from '@market/ui/chakra-overlay';
import { EmptyState, ErrorState } from '@market/ui/states';
import { Link as RouterLink } from '@market/ui/router';
import { useMemo } from 'react';
import { urls } from '../../../urls';
import { buyableInputs } from '../../../lib/cart/cart-inputs';
import { useAppliedCouponCode, useCouponQuote } from '../../../lib/cart/coupon-store';
import { useCart } from '../../../lib/cart/use-cart';
import { useGoToCheckout } from '../use-checkout-link';
import { CartLines } from './cart-contents';
import { CartSummaryBox } from '../../../components/cart/cart-summary-box';

/** The cart as a drawer from the header (spec 2): lines, summary, checkout and the cart page. */
export default function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cart = useCart();
  const close = () => onOpenChange(false);
  const goToCheckout = useGoToCheckout(cart, close);
  const items = useMemo(() => buyableInputs(cart.lines), [cart.lines]);
  const applied = useAppliedCouponCode();
  const quote = useCouponQuote(applied, items);
  const usable = quote.data && !quote.error ? quote.data : undefined;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', sm: 'md' }} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-drawer">
            <Drawer.Header borderBottomWidth="1px" borderColor="border">
              <Drawer.Title>
                장바구니{' '}
                {cart.summary.itemCount > 0 && (
                  <Text as="span" color="fg.muted">
                    ({cart.summary.itemCount})
                  </Text>
                )}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="0">
              {cart.error ? (
                <ErrorState title="장바구니를 불러오지 못했습니다" onRetry={cart.retry} />
              ) : cart.isLoading ? (
                <Stack gap="4" py="4" aria-busy="true">
                  <Skeleton h="24" />
                  <Skeleton h="24" />
                </Stack>
              ) : cart.lines.length === 0 ? (
                <EmptyState
                  title="장바구니가 비어있습니다"
                  description="마음에 드는 상품을 담아보세요."
                  action={
                    <Button asChild rounded="full" size="sm" onClick={close}>
                      <RouterLink to={urls.categories()}>쇼핑하러 가기</RouterLink>
                    </Button>
                  }
                />
              ) : (
                <CartLines cart={cart} compact onNavigate={close} />
              )}
            </Drawer.Body>
            {cart.lines.length > 0 && !cart.error && (
              <Drawer.Footer borderTopWidth="1px" borderColor="border" display="block" pb="calc(1rem + env(safe-area-inset-bottom))">
                <CartSummaryBox summary={cart.summary} couponDiscount={usable?.discount} shippingDiscount={usable?.shippingDiscount}>
                  <Box display="grid" gridTemplateColumns="1fr 1fr" gap="2" pt="1">
                    <Button asChild variant="outline" onClick={close}>
                      <RouterLink to={urls.cart()} data-testid="drawer-view-cart">
                        장바구니 보기
                      </RouterLink>
                    </Button>
                    <Button onClick={goToCheckout} data-testid="drawer-checkout">
                      주문하기
                    </Button>
                  </Box>
                </CartSummaryBox>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="장바구니 닫기" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
