import { Box, Button, Circle, Portal, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { formatKRW } from '@market/domain/format';
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_LABELS, type Order } from '@market/domain/order';
import { LuCheck } from 'react-icons/lu';
import { VirtualAccountBox } from '../../../components/virtual-account-box';

/** After a placed order: its number, amount and payment; closing goes to /orders (spec 2). */
export function OrderSuccessDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const pendingBank = order?.paymentMethod === 'bank' && order.status === 'pending';
  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="order-success" mx="4">
            {order && (
              <>
                <Dialog.Header flexDirection="column" alignItems="center" gap="3" pt="8">
                  <Circle size="14" bg="brand.solid" color="brand.contrast" aria-hidden>
                    <LuCheck size={28} />
                  </Circle>
                  <Dialog.Title fontSize="xl">{CHECKOUT_MESSAGES.orderPlaced}</Dialog.Title>
                  <Dialog.Description color="fg.muted" textAlign="center" fontSize="sm">
                    {pendingBank ? '입금이 확인되면 배송 준비를 시작합니다.' : '주문해주셔서 감사합니다. 곧 배송을 준비할게요.'}
                  </Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Box bg="bg.subtle" rounded="md" p="4">
                    <DataList.Root orientation="horizontal" size="sm" gap="2">
                      <DataList.Item>
                        <DataList.ItemLabel>주문번호</DataList.ItemLabel>
                        <DataList.ItemValue fontWeight="700" data-testid="success-order-number">
                          {order.orderNumber}
                        </DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>결제수단</DataList.ItemLabel>
                        <DataList.ItemValue data-testid="success-payment">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>{pendingBank ? '입금할 금액' : '결제금액'}</DataList.ItemLabel>
                        <DataList.ItemValue fontWeight="700" data-testid="success-total">
                          {formatKRW(order.total)}
                        </DataList.ItemValue>
                      </DataList.Item>
                    </DataList.Root>
                  </Box>
                  {pendingBank && order.virtualAccount && (
                    <Box mt="3">
                      <VirtualAccountBox account={order.virtualAccount} amount={order.total} paid={false} />
                    </Box>
                  )}
                  {pendingBank && (
                    <Stack gap="0.5" mt="3" fontSize="xs" color="fg.muted">
                      <Text>무통장입금 주문은 입금 전까지 &apos;주문 확인중&apos; 상태로 표시됩니다.</Text>
                    </Stack>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button w="full" size="lg" onClick={onClose} data-testid="success-go-orders">
                    주문 내역 보기
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
