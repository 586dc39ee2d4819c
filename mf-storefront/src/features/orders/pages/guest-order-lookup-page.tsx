import { Box, Button, HStack, Input, Separator, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { ApiError } from '@market/api-client/api-fetch';
import { formatDateTime, formatKRW } from '@market/domain/format';
import { GuestOrderLookupSchema, type GuestOrder, type GuestOrderLookup } from '@market/domain/guest-order';
import { PAYMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_LABELS } from '@market/domain/order';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { FormAlert, applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { StatusBadge } from '@market/ui/status-badge';
import { toaster } from '@market/ui/toaster';
import { useRef, useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { VirtualAccountBox } from '../../../components/virtual-account-box';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cancelGuestOrder, lookupGuestOrder } from '../api/guest-order';
import { orderStatusLabel, orderStatusTone } from '../order-status';

/**
 * `/guest-orders` (비회원 주문조회, ADR 033): the order number and order password find a guest's
 * order; while it can be cancelled, the guest cancels it here. The credentials stay in this page
 * only (never stored), so a reload asks again.
 */
export default function GuestOrderLookupPage() {
  useDocumentTitle('비회원 주문조회');
  const form = useZodForm(GuestOrderLookupSchema, { defaultValues: { orderNumber: '', password: '' } });
  const [found, setFound] = useState<{ order: GuestOrder; credentials: GuestOrderLookup } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const submit = form.handleSubmit(async (credentials) => {
    try {
      setFound({ order: await lookupGuestOrder(credentials), credentials });
    } catch (e) {
      setFound(null);
      const { message } = applyApiError(form.setError, e, { fallback: '주문을 조회하지 못했습니다. 잠시 후 다시 시도해주세요.' });
      toaster.create({ type: 'error', title: '주문조회 실패', description: message });
    }
  });

  async function cancel() {
    if (!found) return;
    setCancelling(true);
    try {
      const order = await cancelGuestOrder(found.credentials);
      setFound({ ...found, order });
      setConfirming(false);
      toaster.create({ type: 'success', title: CHECKOUT_MESSAGES.cancelled });
    } catch (e) {
      toaster.create({
        type: 'error',
        title: '주문을 취소하지 못했습니다',
        description: e instanceof ApiError ? e.message : '잠시 후 다시 시도해주세요.',
      });
    } finally {
      setCancelling(false);
    }
  }

  const order = found?.order;
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="GUEST ORDER" title="비회원 주문조회" />
      <Stack maxW="lg" mx="auto" gap="6">
        <Box borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
          <form noValidate onSubmit={(e) => void submit(e)} data-testid="guest-lookup-form" aria-label="비회원 주문조회">
            <Stack gap="4">
              <Box _empty={{ display: 'none' }}>
                <FormAlert control={form.control} title="주문을 찾지 못했습니다" testId="guest-lookup-error" />
              </Box>
              <FormField control={form.control} name="orderNumber" label="주문번호" required id="lookup-order-number">
                {(field) => <Input {...field} autoComplete="off" placeholder="ORD12345678" data-testid="lookup-order-number" />}
              </FormField>
              <FormField control={form.control} name="password" label="주문 비밀번호" required id="lookup-password">
                {(field) => <Input {...field} type="password" autoComplete="current-password" data-testid="lookup-password" />}
              </FormField>
              <Button type="submit" size="lg" w="full" loading={form.formState.isSubmitting} data-testid="lookup-submit">
                주문 조회
              </Button>
              <Text fontSize="xs" color="fg.muted">
                회원으로 주문하셨다면 로그인 후 주문 내역에서 확인해주세요.
              </Text>
            </Stack>
          </form>
        </Box>
        {order && (
          <Box
            as="section"
            aria-label={`주문 ${order.orderNumber}`}
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            p={{ base: '4', md: '6' }}
            bg="bg"
            data-testid="guest-order"
          >
            <Stack gap="4">
              <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                <Stack gap="0.5">
                  <Text fontWeight="800" fontSize="lg" data-testid="guest-order-number">
                    {order.orderNumber}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(order.createdAt)} · {order.guest.name}
                  </Text>
                </Stack>
                <StatusBadge tone={orderStatusTone(order.status)} data-testid="guest-order-status">
                  {orderStatusLabel(order.status)}
                </StatusBadge>
              </HStack>
              <Stack as="ul" gap="2" listStyleType="none">
                {order.items.map((item) => (
                  <HStack as="li" key={item.id} justify="space-between" align="start" gap="3" fontSize="sm">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="700" fontSize="xs">
                        {item.brandName}
                      </Text>
                      <Text lineClamp={2}>{item.name}</Text>
                      <Text fontSize="xs" color="fg.subtle">
                        {[item.selectedColor, item.selectedSize].filter(Boolean).join(' / ')} · {item.quantity}개
                      </Text>
                    </Stack>
                    <Text fontWeight="700" flexShrink="0">
                      {formatKRW(item.lineTotal)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
              <Separator />
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                <DataList.Item>
                  <DataList.ItemLabel>결제</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>배송비</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="guest-order-shipping">{formatKRW(order.shippingFee)}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>결제금액</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="800" data-testid="guest-order-total">
                    {formatKRW(order.total)}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>배송지</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {order.shippingAddress.name} · {order.shippingAddress.address} {order.shippingAddress.detailAddress}
                  </DataList.ItemValue>
                </DataList.Item>
                {order.shipment?.trackingNumber && (
                  <DataList.Item>
                    <DataList.ItemLabel>송장</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {order.shipment.carrier} {order.shipment.trackingNumber}
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
                {order.cancelledAt && (
                  <DataList.Item>
                    <DataList.ItemLabel>취소</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {formatDateTime(order.cancelledAt)}
                      {order.cancelReason ? ` · ${order.cancelReason}` : ''}
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
              {order.virtualAccount && order.status === 'pending' && (
                <VirtualAccountBox account={order.virtualAccount} amount={order.total} paid={false} />
              )}
              {order.canCancel && (
                <Button
                  ref={cancelButton}
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setConfirming(true)}
                  data-testid="guest-cancel"
                >
                  주문 취소
                </Button>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) cancelButton.current?.focus();
        }}
        title="주문을 취소할까요?"
        description="결제한 금액은 결제 수단으로 환불됩니다."
        confirmLabel="주문 취소"
        destructive
        busy={cancelling}
        onConfirm={() => void cancel()}
        testId="guest-cancel-confirm"
      />
    </PageContainer>
  );
}
