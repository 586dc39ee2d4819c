import { Box, Button, HStack, Input, Link, Skeleton, Stack, Text } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  ADVANCE_LABELS,
  AdminCancelOrderSchema,
  RevealOrderSchema,
  ShipOrderFormSchema,
  type AdminCancelOrder,
  type RevealedContact,
  type RevealOrder,
  type AdminOrderDetail,
  type ShipOrderForm,
} from '@market/domain/admin-orders';
import { CARRIER_CODES, CARRIERS } from '@market/domain/carriers';
import { formatDateTime, formatKRW } from '@market/domain/format';
import { ORDER_STATUS_ADMIN_LABELS, PAYMENT_STATUS_LABELS, SHIPMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { PAYMENT_METHOD_LABELS } from '@market/domain/order';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { FormAlert, applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState } from 'react';
import { revealOrder, useAdminOrder, useOrderActions } from '../api/orders';
import { ORDER_STATUS_TONES, SHIPMENT_STATUS_TONES } from './order-format';

const box = { borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', divideY: '1px', divideColor: 'border' } as const;

function Lines({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="주문 상품" gap="2">
      <Stack gap="0" {...box}>
        {order.items.map((l) => (
          <HStack key={l.id} justify="space-between" px="3" py="2" gap="3" data-testid="order-line">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {l.productName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {l.brandName} · {l.color} / {l.size} · {formatKRW(l.unitPrice)} × {l.quantity}
              </Text>
              {l.settlementNumber && (
                <Text fontSize="xs" color="fg.muted" data-testid="line-settlement">
                  정산 {l.settlementNumber}
                </Text>
              )}
            </Stack>
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" flexShrink={0}>
              {formatKRW(l.lineTotal)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </DetailSection>
  );
}

function Shipments({ order }: { order: AdminOrderDetail }) {
  if (order.shipments.length === 0) return null;
  return (
    <DetailSection title="배송" gap="2">
      {order.shipments.map((s) => (
        <Stack key={s.id} gap="2" {...box} divideY="0px" px="3" py="2" data-testid="order-shipment">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Stack gap="0">
              <Text fontSize="sm" fontWeight="medium">
                {s.carrierName} ·{' '}
                {s.trackingUrl ? (
                  <Link
                    href={s.trackingUrl}
                    target="_blank"
                    rel="noreferrer"
                    fontVariantNumeric="tabular-nums"
                    data-testid="shipment-tracking"
                  >
                    {s.trackingNumber}
                  </Link>
                ) : (
                  <Text as="span" fontVariantNumeric="tabular-nums" data-testid="shipment-tracking">
                    {s.trackingNumber ?? '-'}
                  </Text>
                )}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {s.sellerName}
                {s.estimatedDelivery && !s.deliveredAt ? ` · 도착 예정 ${s.estimatedDelivery}` : ''}
              </Text>
            </Stack>
            <StatusBadge tone={SHIPMENT_STATUS_TONES[s.status]}>{SHIPMENT_STATUS_LABELS[s.status]}</StatusBadge>
          </HStack>
          {s.events.length > 0 && (
            <Stack as="ol" gap="1.5" aria-label={`${s.trackingNumber ?? s.carrierName} 배송 추적`} ps="1">
              {s.events.map((e, i) => (
                <HStack as="li" key={`${e.occurredAt}-${i}`} align="flex-start" gap="2" listStyleType="none">
                  <Box
                    mt="1.5"
                    boxSize="2"
                    borderRadius="full"
                    flexShrink={0}
                    bg={i === 0 ? 'colorPalette.solid' : 'border.emphasized'}
                    colorPalette="blue"
                  />
                  <Stack gap="0">
                    <Text fontSize="sm">{e.description}</Text>
                    <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {formatDateTime(e.occurredAt)} · {e.location}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </DetailSection>
  );
}

function Payments({ order }: { order: AdminOrderDetail }) {
  if (order.payments.length === 0) return null;
  return (
    <DetailSection title="결제" gap="2">
      <Stack gap="0" {...box}>
        {order.payments.map((p) => (
          <HStack key={p.id} justify="space-between" px="3" py="2" gap="3">
            <Stack gap="0" minW="0">
              <Text fontSize="sm">
                {PAYMENT_METHOD_LABELS[p.method]} · {formatKRW(p.amount)}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" truncate>
                {p.transactionId} · {formatDateTime(p.approvedAt ?? p.createdAt)}
                {p.refundedAmount > 0 ? ` · 환불 ${formatKRW(p.refundedAmount)}` : ''}
              </Text>
            </Stack>
            <Text fontSize="sm" flexShrink={0}>
              {PAYMENT_STATUS_LABELS[p.status] ?? p.status}
            </Text>
          </HStack>
        ))}
      </Stack>
    </DetailSection>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="처리 이력" gap="1">
      <Stack as="ol" gap="1" data-testid="order-history">
        {order.history.map((h, i) => (
          <HStack as="li" key={`${h.at}-${i}`} gap="3" fontSize="sm" listStyleType="none" align="flex-start">
            <Text color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" fontSize="xs" pt="0.5">
              {formatDateTime(h.at)}
            </Text>
            <Text flex="1">{h.label}</Text>
            <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap" pt="0.5">
              {h.actor}
            </Text>
          </HStack>
        ))}
      </Stack>
    </DetailSection>
  );
}

/** The ship step's small form: the carrier, and the label's number when the staff have one (else one is issued). */
function ShipDialog({ order, onDone, onClose }: { order: AdminOrderDetail; onDone: () => void; onClose: () => void }) {
  const { advance, pending } = useOrderActions();
  const form = useZodForm(ShipOrderFormSchema, { defaultValues: { carrierCode: '' as ShipOrderForm['carrierCode'], trackingNumber: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await advance(order.id, { status: 'shipped', carrierCode: values.carrierCode, trackingNumber: values.trackingNumber || undefined });
      onDone();
    } catch (e) {
      applyApiError(form.setError, e);
    }
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="발송 처리"
      description={`${order.orderNumber} 주문을 발송합니다. 택배사를 고르면 송장번호가 발급되며, 이미 받은 송장번호가 있으면 입력하세요.`}
      confirmLabel="발송 처리"
      busy={pending !== null}
      onConfirm={() => void submit()}
      testId="ship-dialog"
    >
      <Stack gap="3" mt="3">
        <FormAlert control={form.control} />
        <FormField control={form.control} name="carrierCode" label="택배사" required>
          {(field, meta) => (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={meta.id} {...field} data-testid="ship-carrier">
                <option value="">택배사 선택</option>
                {CARRIER_CODES.map((c) => (
                  <option key={c} value={c}>
                    {CARRIERS[c].name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField
          control={form.control}
          name="trackingNumber"
          label="송장번호 (선택)"
          helper="비워 두면 택배사 형식의 송장번호가 발급됩니다."
        >
          {(field, meta) => <Input id={meta.id} size="sm" autoComplete="off" {...field} data-testid="ship-tracking" />}
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}

/** Cancel with refund: the reason (told to the shopper) asked in the confirm dialog. */
function CancelDialog({ order, onDone, onClose }: { order: AdminOrderDetail; onDone: () => void; onClose: () => void }) {
  const { cancel, pending } = useOrderActions();
  const form = useZodForm(AdminCancelOrderSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (values: AdminCancelOrder) => {
    try {
      await cancel(order.id, values);
      onDone();
    } catch (e) {
      applyApiError(form.setError, e);
    }
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="주문을 취소하고 환불할까요?"
      description={`${formatKRW(order.total)}이 결제 수단으로 환불되고, 재고·쿠폰·적립금이 되돌려집니다.`}
      confirmLabel="취소 및 환불"
      destructive
      busy={pending !== null}
      onConfirm={() => void submit()}
      testId="cancel-dialog"
    >
      <Stack gap="3" mt="3">
        <FormAlert control={form.control} />
        <FormField control={form.control} name="reason" label="취소 사유" required>
          {(field, meta) => <Textarea id={meta.id} size="sm" rows={2} maxLength={200} {...field} data-testid="cancel-reason" />}
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * 개인정보 보기: the unmasked name, phone and address of the order after a reason (logged with
 * who and when by the API); shown until the dialog moves to another order.
 */
function Reveal({ order }: { order: AdminOrderDetail }) {
  const [asking, setAsking] = useState(false);
  const [contact, setContact] = useState<RevealedContact | null>(null);
  const form = useZodForm(RevealOrderSchema, { defaultValues: { reason: '' } });
  useEffect(() => {
    setContact(null);
    setAsking(false);
  }, [order.id]);
  const submit = form.handleSubmit(async (values: RevealOrder) => {
    try {
      setContact(await revealOrder(order.id, values.reason));
      setAsking(false);
      form.reset({ reason: '' });
    } catch (e) {
      applyApiError(form.setError, e);
    }
  });
  if (contact)
    return (
      <Box bg="bg.subtle" borderRadius="l2" px="3" py="2" data-testid="revealed-contact">
        <Text fontSize="sm">
          주문자 {contact.customerName} · 수령인 {contact.recipientName} · {contact.recipientPhone}
        </Text>
        <Text fontSize="sm">
          ({contact.zipCode}) {contact.address} {contact.addressDetail}
        </Text>
      </Box>
    );
  return (
    <>
      <Box>
        <Button size="xs" variant="outline" onClick={() => setAsking(true)} data-testid="order-reveal">
          개인정보 보기
        </Button>
      </Box>
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(false)}
          title="주문자 개인정보 보기"
          description="이름, 연락처, 주소를 가리지 않고 보여줍니다. 열람 사유는 개인정보 열람 기록에 남습니다."
          confirmLabel="보기"
          busy={form.formState.isSubmitting}
          onConfirm={() => void submit()}
          testId="reveal-dialog"
        >
          <Stack gap="3" mt="3">
            <FormAlert control={form.control} />
            <FormField control={form.control} name="reason" label="열람 사유" required>
              {(field, meta) => <Input id={meta.id} size="sm" maxLength={200} placeholder="예: 배송지 확인 전화" {...field} />}
            </FormField>
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * An order: summary, lines, delivery address, payments, shipments with their tracking timeline and
 * the history; the one advance button (shipping asks the carrier), cancel with refund, and the
 * reveal of the masked contact for staff who may act on it.
 */
export function OrderDetailDialog({ orderId, canUpdate, onClose }: { orderId: string | null; canUpdate: boolean; onClose: () => void }) {
  const { data: order, error, mutate } = useAdminOrder(orderId);
  const { advance, pending } = useOrderActions();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  useEffect(() => setDialog(null), [orderId]);

  const next = canUpdate ? (order?.nextStatus ?? null) : null;
  const rows: [string, string][] = order
    ? [
        ['주문 일시', formatDateTime(order.createdAt)],
        ['고객', `${order.customerName}${order.isGuest ? ' (비회원)' : ''} · ${order.customerPhone}`],
        ['결제 수단', PAYMENT_METHOD_LABELS[order.paymentMethod]],
        ['상품 금액', formatKRW(order.subtotal)],
        ['배송비', formatKRW(order.shippingFee)],
        ['할인', order.discount > 0 ? `-${formatKRW(order.discount)}` : '-'],
        ['결제 금액', formatKRW(order.total)],
      ]
    : [];

  async function onAdvance() {
    if (!order || !next) return;
    if (next === 'shipped') return setDialog('ship');
    await advance(order.id, { status: next }).catch(() => undefined);
  }

  return (
    <>
      <DetailDialog open={orderId !== null} onClose={onClose} testId="order-detail">
        {error && !order ? (
          <Dialog.Body pt="10">
            <ErrorState
              title="주문을 불러오지 못했습니다"
              description={error instanceof Error ? error.message : undefined}
              onRetry={() => void mutate()}
            />
          </Dialog.Body>
        ) : !order ? (
          <Dialog.Body pt="10">
            <Dialog.Title srOnly>주문 상세</Dialog.Title>
            <Stack gap="3">
              <Skeleton height="6" width="50%" />
              <Skeleton height="24" />
              <Skeleton height="24" />
            </Stack>
          </Dialog.Body>
        ) : (
          <>
            <Dialog.Header>
              <HStack gap="2" wrap="wrap">
                <Dialog.Title fontVariantNumeric="tabular-nums">{order.orderNumber}</Dialog.Title>
                <StatusBadge tone={ORDER_STATUS_TONES[order.status]} data-testid="detail-status">
                  {ORDER_STATUS_ADMIN_LABELS[order.status]}
                </StatusBadge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DetailList rows={rows} labelWidth="80px" gap="2" numeric />
                <DetailSection title="배송지" gap="1">
                  <Text fontSize="sm" data-testid="order-address">
                    ({order.address.zipCode}) {order.address.address} {order.address.detail}
                  </Text>
                  {order.address.memo && (
                    <Text fontSize="xs" color="fg.muted">
                      배송 메모: {order.address.memo}
                    </Text>
                  )}
                  {canUpdate && <Reveal order={order} />}
                </DetailSection>
                <Lines order={order} />
                <Shipments order={order} />
                <Payments order={order} />
                {order.cancelReason && (
                  <DetailSection title="취소 사유" gap="1">
                    <Text fontSize="sm">{order.cancelReason}</Text>
                  </DetailSection>
                )}
                <History order={order} />
              </Stack>
            </Dialog.Body>
            <DetailFooter
              note={!next && !(canUpdate && order.cancellable) && (canUpdate ? '더 진행할 처리가 없습니다.' : '조회 권한만 있습니다.')}
            >
              {canUpdate && order.cancellable && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={pending !== null}
                  onClick={() => setDialog('cancel')}
                  data-testid="order-cancel"
                >
                  주문 취소
                </Button>
              )}
              {next && (
                <Button
                  size="sm"
                  loading={pending === 'advance' && dialog === null}
                  disabled={pending !== null}
                  onClick={() => void onAdvance()}
                  data-testid="order-advance"
                >
                  {ADVANCE_LABELS[next]}
                </Button>
              )}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {order && dialog === 'ship' && <ShipDialog order={order} onDone={() => setDialog(null)} onClose={() => setDialog(null)} />}
      {order && dialog === 'cancel' && <CancelDialog order={order} onDone={() => setDialog(null)} onClose={() => setDialog(null)} />}
    </>
  );
}
