import { Box, Button, Stack, Text } from '@market/ui/chakra';
import { Link as RouterLink } from '@market/ui/router';
import { LuLogIn, LuShoppingBag } from 'react-icons/lu';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { urls } from '../../../urls';

/**
 * `/checkout` for a shopper not signed in while the shop allows guest checkout (ADR 033): sign in
 * (the browser cart merges at sign-in) or order as a guest with the browser cart.
 */
export function CheckoutChoice() {
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="CHECKOUT" title="주문하기" />
      <Box maxW="md" mx="auto" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '5', md: '8' }} bg="bg">
        <Stack gap="4" data-testid="checkout-choice">
          <Text fontSize="sm" color="fg.muted">
            회원으로 로그인하면 쿠폰과 포인트를 사용할 수 있습니다. 비회원으로도 바로 주문할 수 있어요.
          </Text>
          <Button asChild size="lg" w="full" data-testid="choice-login">
            <RouterLink to={urls.login(urls.checkout())}>
              <LuLogIn aria-hidden /> 로그인
            </RouterLink>
          </Button>
          <Button asChild size="lg" w="full" variant="outline" data-testid="choice-guest">
            <RouterLink to={urls.guestCheckout()}>
              <LuShoppingBag aria-hidden /> 비회원 주문
            </RouterLink>
          </Button>
          <Text fontSize="xs" color="fg.subtle" textAlign="center">
            비회원 주문은 주문번호와 주문 비밀번호로{' '}
            <RouterLink to={urls.guestOrderLookup()} style={{ textDecoration: 'underline' }}>
              비회원 주문조회
            </RouterLink>
            에서 확인할 수 있습니다.
          </Text>
        </Stack>
      </Box>
    </PageContainer>
  );
}
