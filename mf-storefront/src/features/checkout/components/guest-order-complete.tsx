import { Box, Button, Circle, HStack, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { formatKRW } from '@market/domain/format';
import { GUEST_ORDER_MESSAGES } from '@market/domain/guest-order';
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_LABELS, type Order } from '@market/domain/order';
import { Link as RouterLink } from '@market/ui/router';
import { useEffect, useRef } from 'react';
import { LuCheck } from 'react-icons/lu';
import { PageContainer } from '../../../components/page-container';
import { VirtualAccountBox } from '../../../components/virtual-account-box';
import { urls } from '../../../urls';

/** The guest's completion page: the order number to keep (it and the password find the order again). */
export function GuestOrderComplete({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the result so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const pendingBank = order.paymentMethod === 'bank' && order.status === 'pending';
  return (
    <PageContainer py={{ base: '8', md: '12' }}>
      <Stack maxW="md" mx="auto" gap="5" align="stretch" data-testid="guest-order-complete">
        <Stack align="center" gap="3" textAlign="center">
          <Circle size="14" bg="brand.solid" color="brand.contrast" aria-hidden>
            <LuCheck size={28} />
          </Circle>
          <Text as="h1" ref={heading} tabIndex={-1} fontSize="2xl" fontWeight="800" letterSpacing="-0.02em" outline="none">
            {CHECKOUT_MESSAGES.orderPlaced}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {pendingBank ? '입금이 확인되면 배송 준비를 시작합니다.' : '주문해주셔서 감사합니다. 곧 배송을 준비할게요.'}
          </Text>
        </Stack>
        <Box bg="bg.subtle" rounded="md" p="4">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>주문번호</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="800" fontSize="md" data-testid="success-order-number">
                {order.orderNumber}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>결제수단</DataList.ItemLabel>
              <DataList.ItemValue>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{pendingBank ? '입금할 금액' : '결제금액'}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="700" data-testid="success-total">
                {formatKRW(order.total)}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>
        {pendingBank && order.virtualAccount && <VirtualAccountBox account={order.virtualAccount} amount={order.total} paid={false} />}
        <Box borderWidth="1px" borderColor="border.warning" bg="bg.warning" color="fg.warning" rounded="md" p="3" role="note">
          <Text fontSize="sm" fontWeight="600" data-testid="guest-keep-number">
            {GUEST_ORDER_MESSAGES.keepNumber}
          </Text>
        </Box>
        <HStack gap="2">
          <Button asChild flex="1" size="lg" data-testid="complete-lookup">
            <RouterLink to={urls.guestOrderLookup()}>비회원 주문조회</RouterLink>
          </Button>
          <Button asChild flex="1" size="lg" variant="outline">
            <RouterLink to={urls.home()}>쇼핑 계속하기</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </PageContainer>
  );
}
