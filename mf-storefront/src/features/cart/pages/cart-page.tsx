import { Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@market/ui/chakra';
import { EmptyState, ErrorState } from '@market/ui/states';
import { LuShoppingBag } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { useMemo } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { buyableInputs } from '../../../lib/cart/cart-inputs';
import { CartLines } from '../components/cart-contents';
import { CartSummaryBox } from '../../../components/cart/cart-summary-box';
import { CouponBox } from '../../../components/cart/lazy-coupon-box';
import { useAppliedCouponCode, useCouponQuote } from '../../../lib/cart/coupon-store';
import { useCart } from '../../../lib/cart/use-cart';
import { useGoToCheckout } from '../use-checkout-link';

function CartSkeleton() {
  return (
    <Stack gap="5" aria-busy="true" aria-label="장바구니를 불러오는 중" data-testid="cart-skeleton">
      {[0, 1, 2].map((i) => (
        <HStack key={i} gap="4" align="start">
          <Skeleton w="20" aspectRatio={3 / 4} rounded="md" />
          <Stack flex="1" gap="2">
            <Skeleton h="3" w="30%" />
            <Skeleton h="4" w="70%" />
            <Skeleton h="4" w="40%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** `/cart`: lines, coupon, order summary, checkout and continue shopping (spec 2). */
export default function CartPage() {
  useDocumentTitle('장바구니');
  const cart = useCart();
  const items = useMemo(() => buyableInputs(cart.lines), [cart.lines]);
  const applied = useAppliedCouponCode();
  const quote = useCouponQuote(applied, items);
  const goToCheckout = useGoToCheckout(cart);
  const usable = quote.data && !quote.error ? quote.data : undefined;

  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="CART" title="장바구니" lead={cart.lines.length > 0 ? `${cart.lines.length}개 상품` : undefined} />
      {cart.error ? (
        <ErrorState
          title="장바구니를 불러오지 못했습니다"
          description={cart.error instanceof Error ? cart.error.message : undefined}
          onRetry={cart.retry}
        />
      ) : cart.isLoading ? (
        <CartSkeleton />
      ) : cart.lines.length === 0 ? (
        <EmptyState
          title="장바구니가 비어있습니다"
          description="마음에 드는 상품을 담아보세요."
          action={
            <Button asChild rounded="full">
              <RouterLink to={urls.categories()}>
                <LuShoppingBag /> 쇼핑 계속하기
              </RouterLink>
            </Button>
          }
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 360px' }} gap={{ base: '6', lg: '10' }} alignItems="start">
          <Stack gap="0">
            <HStack justify="space-between" pb="2" borderBottomWidth="2px" borderColor="fg">
              <Text fontSize="sm" fontWeight="700">
                상품 {cart.summary.itemCount}개
              </Text>
              <Button size="xs" variant="ghost" color="fg.muted" onClick={() => void cart.clear()} data-testid="cart-clear">
                전체 삭제
              </Button>
            </HStack>
            <CartLines cart={cart} />
          </Stack>
          <Box
            position={{ lg: 'sticky' }}
            top={{ lg: '5rem' }}
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            p={{ base: '4', md: '5' }}
            bg="bg"
          >
            <Stack gap="5">
              <CouponBox items={items} applied={applied} quote={usable} quoteError={quote.error} />
              <CartSummaryBox summary={cart.summary} couponDiscount={usable?.discount} shippingDiscount={usable?.shippingDiscount}>
                <Stack gap="2" pt="2">
                  <Button size="lg" w="full" onClick={goToCheckout} data-testid="cart-checkout">
                    주문하기
                  </Button>
                  <Button asChild size="md" w="full" variant="outline">
                    <RouterLink to={urls.categories()}>쇼핑 계속하기</RouterLink>
                  </Button>
                </Stack>
              </CartSummaryBox>
            </Stack>
          </Box>
        </Grid>
      )}
    </PageContainer>
  );
}
