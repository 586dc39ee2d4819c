import { Button, HStack } from '@market/ui/chakra';
import type { OrderSummary } from '@market/domain/order';

export type OrderAction = 'detail' | 'cancel' | 'confirm' | 'return' | 'reorder';

/** The buttons an order offers now (the server's canCancel / canConfirm / canRequestReturn / canReorder). */
export function OrderActionsBar({
  order,
  onAction,
  busy,
  showDetail = true,
}: {
  order: OrderSummary;
  onAction: (a: OrderAction) => void;
  busy?: OrderAction | null;
  showDetail?: boolean;
}) {
  return (
    <HStack gap="2" wrap="wrap" justify="flex-end">
      {showDetail && (
        <Button size="sm" variant="outline" onClick={() => onAction('detail')} data-testid="order-detail-button">
          상세보기
        </Button>
      )}
      {order.canCancel && (
        <Button size="sm" variant="outline" onClick={() => onAction('cancel')} data-testid="order-cancel-button">
          주문 취소
        </Button>
      )}
      {order.canRequestReturn && (
        <Button size="sm" variant="outline" onClick={() => onAction('return')} data-testid="order-return-button">
          반품/교환 신청
        </Button>
      )}
      {order.canReorder && (
        <Button
          size="sm"
          variant="outline"
          loading={busy === 'reorder'}
          onClick={() => onAction('reorder')}
          data-testid="order-reorder-button"
        >
          재주문
        </Button>
      )}
      {order.canConfirm && (
        <Button size="sm" onClick={() => onAction('confirm')} data-testid="order-confirm-button">
          구매확정
        </Button>
      )}
    </HStack>
  );
}
