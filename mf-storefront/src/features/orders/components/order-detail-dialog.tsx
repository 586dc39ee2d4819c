import { Badge, Box, CloseButton, HStack, Link, Portal, Separator, Skeleton, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { ApiError } from '@market/api-client/api-fetch';
import { formatDate, formatDateTime, formatKRW, formatNumber } from '@market/domain/format';
import { PAYMENT_STATUS_LABELS, RETURN_STATUS_LABELS, SHIPMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { PAYMENT_METHOD_LABELS, RETURN_REASON_LABELS, RETURN_TYPE_LABELS, type Order } from '@market/domain/order';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import type { ReactNode } from 'react';
import { VirtualAccountBox } from '../../../components/virtual-account-box';
import { useOrder } from '../api/get-orders';
import { ORDER_ITEM_STATUS_LABELS, orderStatusLabel, orderStatusTone } from '../order-status';
import { OrderActionsBar, type OrderAction } from './order-actions-bar';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="2.5" data-testid={testId}>
      <Text fontSize="sm" fontWeight="800">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Amount({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: 'sale' }) {
  return (
    <HStack justify="space-between" fontSize={strong ? 'md' : 'sm'}>
      <Text color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? '700' : '400'}>
        {label}
      </Text>
      <Text fontWeight={strong ? '800' : '600'} color={tone === 'sale' ? 'sale' : undefined}>
        {value}
      </Text>
    </HStack>
  );
}

/** Shipment tracking: carrier, tracking number and the carrier's events, newest first. */
function Tracking({ order }: { order: Order }) {
  const s = order.shipment;
  if (!s) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {order.status === 'cancelled' ? '취소된 주문입니다.' : '상품 준비 중입니다. 발송되면 운송장 번호가 표시됩니다.'}
      </Text>
    );
  }
  const events = [...s.events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap="3">
      <HStack justify="space-between" bg="bg.subtle" rounded="md" px="3" py="2.5" gap="2" wrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" fontWeight="700">
            {s.carrier}{' '}
            {s.trackingNumber &&
              (s.trackingUrl ? (
                <Link href={s.trackingUrl} target="_blank" rel="noreferrer" color="fg.muted" data-testid="tracking-number">
                  {s.trackingNumber}
                </Link>
              ) : (
                <Text as="span" color="fg.muted" data-testid="tracking-number">
                  {s.trackingNumber}
                </Text>
              ))}
          </Text>
          {s.estimatedDelivery && order.status === 'shipped' && (
            <Text fontSize="xs" color="fg.muted">
              도착 예정 {formatDate(s.estimatedDelivery)}
            </Text>
          )}
        </Stack>
        <Badge variant="subtle" data-testid="shipment-status">
          {SHIPMENT_STATUS_LABELS[s.status] ?? s.status}
        </Badge>
      </HStack>
      {events.length > 0 && (
        <Stack as="ol" gap="0" listStyleType="none" ps="1" data-testid="tracking-events">
          {events.map((e, i) => (
            <HStack as="li" key={`${e.at}-${i}`} align="stretch" gap="3">
              <Stack align="center" gap="0" pt="1.5">
                <Box boxSize="2.5" rounded="full" bg={i === 0 ? 'brand.solid' : 'border.emphasized'} flexShrink="0" />
                {i < events.length - 1 && <Box w="1px" flex="1" bg="border" />}
              </Stack>
              <Stack gap="0" pb="3">
                <Text fontSize="sm" fontWeight={i === 0 ? '700' : '500'}>
                  {SHIPMENT_STATUS_LABELS[e.status] ?? e.status}
                  {e.location && (
                    <Text as="span" color="fg.muted" fontWeight="400">
                      {' '}
                      · {e.location}
                    </Text>
                  )}
                </Text>
                {e.description && (
                  <Text fontSize="xs" color="fg.muted">
                    {e.description}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.subtle">
                  {formatDateTime(e.at)}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The order detail (spec 2): lines, tracking, address, payment, returns and the actions it allows. */
export function OrderDetailDialog({
  orderId,
  onClose,
  onAction,
  busy,
}: {
  orderId: string | null;
  onClose: () => void;
  onAction: (a: OrderAction, order: Order) => void;
  busy?: OrderAction | null;
}) {
  const { data: order, error, isLoading, mutate } = useOrder(orderId);
  return (
    <Dialog.Root
      open={orderId !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="order-detail" h={{ md: 'auto' }} maxH={{ md: 'calc(100dvh - 8rem)' }} rounded={{ md: 'l3' }}>
            <Dialog.Header borderBottomWidth="1px" borderColor="border">
              <Stack gap="1">
                <Dialog.Title fontSize="lg">주문 상세</Dialog.Title>
                {order && (
                  <HStack gap="2">
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(order.createdAt)} · {order.orderNumber}
                    </Text>
                    <StatusBadge tone={orderStatusTone(order.status)} data-testid="detail-status">
                      {orderStatusLabel(order.status)}
                    </StatusBadge>
                  </HStack>
                )}
              </Stack>
            </Dialog.Header>
            <Dialog.Body py="5">
              {error ? (
                <ErrorState
                  title={error instanceof ApiError && error.status === 404 ? '주문을 찾을 수 없습니다' : '주문 정보를 불러오지 못했습니다'}
                  onRetry={error instanceof ApiError && error.status === 404 ? undefined : () => void mutate()}
                />
              ) : isLoading || !order ? (
                <Stack gap="3" aria-busy="true">
                  <Skeleton h="20" />
                  <Skeleton h="32" />
                  <Skeleton h="20" />
                </Stack>
              ) : (
                <Stack gap="6" separator={<Separator />}>
                  <Block title={`주문 상품 ${order.itemCount}개`} testId="detail-items">
                    <Stack as="ul" gap="3" listStyleType="none">
                      {order.items.map((item) => (
                        <HStack as="li" key={item.id} gap="3" align="start">
                          <ImageWithFallback
                            src={item.image}
                            alt={`${item.brandName} ${item.name}`}
                            w="14"
                            aspectRatio={3 / 4}
                            rounded="md"
                            flexShrink="0"
                          />
                          <Stack gap="0.5" flex="1" minW="0">
                            <Text fontSize="xs" fontWeight="700">
                              {item.brandName}
                            </Text>
                            <Text fontSize="sm" lineClamp={2}>
                              {item.name || '알 수 없는 상품'}
                            </Text>
                            <Text fontSize="xs" color="fg.subtle">
                              {[item.selectedColor, item.selectedSize].filter(Boolean).join(' / ')} · {item.quantity}개
                            </Text>
                            {ORDER_ITEM_STATUS_LABELS[item.status] && (
                              <Badge size="sm" w="fit-content" colorPalette="orange" variant="subtle">
                                {ORDER_ITEM_STATUS_LABELS[item.status]}
                              </Badge>
                            )}
                          </Stack>
                          <Text fontSize="sm" fontWeight="700" flexShrink="0">
                            {formatKRW(item.lineTotal)}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  </Block>
                  <Block title="배송 조회" testId="detail-tracking">
                    <Tracking order={order} />
                  </Block>
                  <Block title="배송지" testId="detail-address">
                    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                      <DataList.Item>
                        <DataList.ItemLabel minW="20">받는분</DataList.ItemLabel>
                        <DataList.ItemValue>{order.shippingAddress.name}</DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel minW="20">연락처</DataList.ItemLabel>
                        <DataList.ItemValue>{order.shippingAddress.phone}</DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel minW="20">주소</DataList.ItemLabel>
                        <DataList.ItemValue>
                          ({order.shippingAddress.zipCode}) {order.shippingAddress.address} {order.shippingAddress.detailAddress}
                        </DataList.ItemValue>
                      </DataList.Item>
                      {order.shippingAddress.deliveryMemo && (
                        <DataList.Item>
                          <DataList.ItemLabel minW="20">배송 메모</DataList.ItemLabel>
                          <DataList.ItemValue>{order.shippingAddress.deliveryMemo}</DataList.ItemValue>
                        </DataList.Item>
                      )}
                    </DataList.Root>
                  </Block>
                  <Block title="결제 정보" testId="detail-payment">
                    <Stack gap="1.5">
                      <Amount label="상품금액" value={formatKRW(order.subtotal)} />
                      {order.discount > 0 && (
                        <Amount
                          label={`쿠폰 할인${order.couponCode ? ` (${order.couponCode})` : ''}`}
                          value={`-${formatKRW(order.discount)}`}
                          tone="sale"
                        />
                      )}
                      {order.pointsUsed > 0 && <Amount label="포인트 사용" value={`-${formatKRW(order.pointsUsed)}`} tone="sale" />}
                      <Amount label="배송비" value={order.shippingFee === 0 ? '무료' : formatKRW(order.shippingFee)} />
                      <Separator my="1" />
                      <Amount label="총 결제금액" value={formatKRW(order.total)} strong />
                      <Text fontSize="xs" color="fg.muted">
                        {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod} ·{' '}
                        {PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}
                        {order.pointsEarned > 0 &&
                          ` · ${order.confirmedAt ? '적립' : '구매확정 시 적립 예정'} ${formatNumber(order.pointsEarned)}P`}
                      </Text>
                      {order.cancelledAt && (
                        <Text fontSize="xs" color="fg.muted">
                          {formatDateTime(order.cancelledAt)} 취소{order.cancelReason ? ` · ${order.cancelReason}` : ''}
                        </Text>
                      )}
                      {order.virtualAccount && order.status !== 'cancelled' && (
                        <VirtualAccountBox account={order.virtualAccount} amount={order.total} paid={order.paidAt !== null} />
                      )}
                    </Stack>
                  </Block>
                  {order.returns.length > 0 && (
                    <Block title="반품/교환 신청" testId="detail-returns">
                      <Stack gap="2">
                        {order.returns.map((r) => (
                          <HStack
                            key={r.id}
                            justify="space-between"
                            borderWidth="1px"
                            borderColor="border"
                            rounded="md"
                            px="3"
                            py="2"
                            gap="2"
                          >
                            <Stack gap="0">
                              <Text fontSize="sm" fontWeight="700">
                                {RETURN_TYPE_LABELS[r.type]} · {RETURN_REASON_LABELS[r.reason] ?? r.reason}
                              </Text>
                              <Text fontSize="xs" color="fg.muted">
                                {r.returnNumber} · {formatDate(r.requestedAt)}
                              </Text>
                            </Stack>
                            <Badge variant="subtle">{RETURN_STATUS_LABELS[r.status] ?? r.status}</Badge>
                          </HStack>
                        ))}
                      </Stack>
                    </Block>
                  )}
                  {order.canRequestReturn && order.returnDeadline && (
                    <Text fontSize="xs" color="fg.muted">
                      반품/교환 신청 기한: {formatDate(order.returnDeadline)}까지
                    </Text>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            {order && (
              <Dialog.Footer borderTopWidth="1px" borderColor="border">
                <OrderActionsBar order={order} showDetail={false} busy={busy} onAction={(a) => onAction(a, order)} />
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="주문 상세 닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
