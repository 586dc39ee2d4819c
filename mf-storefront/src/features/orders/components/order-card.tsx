import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { formatDate, formatKRW } from '@market/domain/format';
import { PAYMENT_METHOD_LABELS, type OrderSummary } from '@market/domain/order';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { StatusBadge } from '@market/ui/status-badge';
import { orderStatusLabel, orderStatusTone } from '../order-status';
import { OrderActionsBar, type OrderAction } from './order-actions-bar';

/** An order in the list: date, number, status, the first line and the total, and its actions. */
export function OrderCard({
  order,
  onAction,
  busy,
}: {
  order: OrderSummary;
  onAction: (a: OrderAction) => void;
  busy?: OrderAction | null;
}) {
  const first = order.items[0];
  const more = order.items.length - 1;
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      bg="bg"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      <HStack justify="space-between" align="start" gap="2" mb="3">
        <Stack gap="0.5">
          <Text fontSize="sm" fontWeight="700">
            {formatDate(order.createdAt)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            주문번호 <span data-testid="order-number">{order.orderNumber}</span>
          </Text>
        </Stack>
        <StatusBadge tone={orderStatusTone(order.status)} data-testid="order-status">
          {orderStatusLabel(order.status)}
        </StatusBadge>
      </HStack>
      {first && (
        <HStack gap="3" align="start">
          <ImageWithFallback
            src={first.image}
            alt={`${first.brandName} ${first.name}`}
            w="16"
            aspectRatio={3 / 4}
            rounded="md"
            flexShrink="0"
          />
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontSize="xs" fontWeight="700">
              {first.brandName}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {first.name}
              {more > 0 && (
                <Text as="span" color="fg.subtle">
                  {' '}
                  외 {more}건
                </Text>
              )}
            </Text>
            <Text fontSize="xs" color="fg.subtle">
              {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod} · 상품 {order.itemCount}개
            </Text>
          </Stack>
          <Text fontWeight="800" flexShrink="0" data-testid="order-total">
            {formatKRW(order.total)}
          </Text>
        </HStack>
      )}
      <Box mt="4">
        <OrderActionsBar order={order} onAction={onAction} busy={busy} />
      </Box>
    </Box>
  );
}
