import { Badge, Box, Button, HStack, Stack, Text } from '@market/ui/chakra';
import type { AccountSummary } from '@market/domain/account';
import { formatDate, formatKRW } from '@market/domain/format';
import { orderStatusLabel } from '@market/domain/lifecycle';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { EmptyState } from '@market/ui/states';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { urls } from '../../../urls';

/** The 5 latest orders (any status) with a link to the full list at /orders. */
export function RecentOrders({ orders }: { orders: AccountSummary['recentOrders'] }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        title="주문 내역이 없습니다"
        description="마음에 드는 상품을 찾아보세요."
        action={
          <Button asChild rounded="full" size="sm">
            <RouterLink to={urls.categories()}>쇼핑 시작하기</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" data-testid="recent-orders">
        {orders.map((o) => {
          const first = o.items[0];
          const more = o.itemCount - 1;
          return (
            <Box as="li" key={o.id} borderWidth="1px" borderColor="border" rounded="lg" p="3" data-testid="recent-order">
              <HStack gap="3" align="start">
                {first && <ImageWithFallback src={first.image} alt={first.name} w="16" flexShrink="0" aspectRatio={3 / 4} rounded="md" />}
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Badge size="sm" variant="subtle" data-testid="recent-order-status">
                      {orderStatusLabel(o.status)}
                    </Badge>
                    <Text fontSize="xs" color="fg.subtle">
                      {formatDate(o.createdAt)}
                    </Text>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    주문번호 {o.orderNumber}
                  </Text>
                  <Text fontWeight="600" fontSize="sm" truncate>
                    {first?.name ?? '알 수 없는 상품'}
                    {more > 0 ? ` 외 ${more}건` : ''}
                  </Text>
                  <Text fontWeight="800" fontSize="sm">
                    {formatKRW(o.total)}
                  </Text>
                </Stack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <Button asChild variant="outline" rounded="full" alignSelf="center">
        <RouterLink to={urls.orders()} data-testid="all-orders-link">
          전체 주문 내역 보기 <LuChevronRight aria-hidden />
        </RouterLink>
      </Button>
    </Stack>
  );
}
