import { Box, Button, HStack, Separator, Stack, Text } from '@market/ui/chakra';
import { Field, Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  nextReturnStatuses,
  RETURN_ACTION_LABELS,
  RETURN_NOTES_MAX,
  UpdateReturnStatusSchema,
  type AdminReturn,
  type ReturnTargetStatus,
} from '@market/domain/admin-returns';
import { formatDateTime, formatKRW, formatNumber } from '@market/domain/format';
import { RETURN_STATUS_LABELS } from '@market/domain/lifecycle';
import { RETURN_REASON_LABELS, RETURN_TYPE_LABELS } from '@market/domain/order';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState } from 'react';
import { useUpdateReturnStatus } from '../api/update-return-status';
import { RefundBreakdown } from './refund-breakdown';
import { formatRefund, RETURN_REASON_TONES, RETURN_STATUS_TONES, RETURN_TYPE_TONES } from './return-format';

/** Actions that need a second look: a rejection, and a completion that pays money back. */
function needsConfirm(r: AdminReturn, to: ReturnTargetStatus): boolean {
  return to === 'rejected' || (to === 'completed' && r.type === 'return' && (r.refundAmount > 0 || r.refund.pointsRefund > 0));
}

function confirmText(r: AdminReturn, to: ReturnTargetStatus): { title: string; description: string } {
  if (to === 'rejected')
    return { title: '요청을 거절할까요?', description: '거절하면 환불되지 않으며, 고객은 같은 상품으로 다시 신청할 수 있습니다.' };
  const points = r.refund.pointsRefund > 0 ? `, ${formatNumber(r.refund.pointsRefund)}P가 포인트로 환원` : '';
  return {
    title: '처리를 완료할까요?',
    description: `예상 금액 ${formatKRW(r.refundAmount)}이 결제 수단으로 환불${points}되고 상품이 재고로 돌아갑니다. 금액은 완료 시점의 설정으로 확정됩니다.`,
  };
}

/**
 * A return or exchange request: basic info, refund, items with reasons, the shopper's text, admin
 * notes, and the status changes section 4 offers from its status (when the staff member may act).
 */
export function ReturnDetailDialog({ item, canUpdate, onClose }: { item: AdminReturn | null; canUpdate: boolean; onClose: () => void }) {
  const { run, pending } = useUpdateReturnStatus();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ReturnTargetStatus | null>(null);

  useEffect(() => {
    setNotes('');
    setNotesError(null);
    setConfirming(null);
  }, [item?.id]);

  const actions = item && canUpdate ? nextReturnStatuses(item.status) : [];

  async function submit(to: ReturnTargetStatus) {
    if (!item) return;
    const parsed = UpdateReturnStatusSchema.safeParse({ status: to, notes: notes.trim() || undefined });
    if (!parsed.success) {
      setNotesError(parsed.error.issues[0]?.message ?? null);
      setConfirming(null);
      return;
    }
    try {
      await run(item.id, parsed.data);
      setConfirming(null);
      onClose();
    } catch {
      // The error is on a toast; the dialog stays for another try.
      setConfirming(null);
    }
  }

  const rows: [string, string][] = item
    ? [
        ['주문 번호', item.orderNumber],
        ['고객', item.customerName],
        ['요청 일시', formatDateTime(item.requestedAt)],
        ['처리 일시', item.processedAt ? formatDateTime(item.processedAt) : '-'],
        ['완료 일시', item.completedAt ? formatDateTime(item.completedAt) : '-'],
        ['환불 금액', formatRefund(item.refundAmount)],
      ]
    : [];

  return (
    <>
      <DetailDialog open={item !== null} onClose={onClose} testId="return-detail">
        {item && (
          <>
            <Dialog.Header>
              <HStack gap="2" wrap="wrap">
                <Dialog.Title fontVariantNumeric="tabular-nums">{item.returnNumber}</Dialog.Title>
                <StatusBadge tone={RETURN_TYPE_TONES[item.type]} variant="outline">
                  {RETURN_TYPE_LABELS[item.type]}
                </StatusBadge>
                <StatusBadge tone={RETURN_STATUS_TONES[item.status]} data-testid="detail-status">
                  {RETURN_STATUS_LABELS[item.status]}
                </StatusBadge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DetailList rows={rows} labelWidth="90px" gap="2" numeric />

                <DetailSection title="상품" gap="2">
                  <Stack gap="0" borderWidth="1px" borderColor="border" borderRadius="l2" divideY="1px" divideColor="border">
                    {item.items.map((i) => (
                      <HStack key={i.orderLineId} justify="space-between" px="3" py="2" gap="3" data-testid="return-item">
                        <Stack gap="0" minW="0">
                          <Text fontSize="sm" fontWeight="medium" truncate>
                            {i.productName}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {i.brandName} · {i.color} / {i.size} · {i.quantity}개 · {formatKRW(i.lineTotal)}
                          </Text>
                        </Stack>
                        <Stack gap="1" align="flex-end" flexShrink={0}>
                          <StatusBadge tone={RETURN_REASON_TONES[i.reason]}>{RETURN_REASON_LABELS[i.reason]}</StatusBadge>
                          <Text fontSize="xs" color="fg.muted">
                            환불 {formatRefund(i.refundAmount)}
                          </Text>
                        </Stack>
                      </HStack>
                    ))}
                  </Stack>
                </DetailSection>

                <RefundBreakdown item={item} />

                <DetailSection title="고객 요청 내용" gap="1">
                  <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
                    <Text fontSize="sm" whiteSpace="pre-line" color={item.description ? 'fg' : 'fg.muted'} data-testid="return-description">
                      {item.description || '작성된 내용이 없습니다.'}
                    </Text>
                  </Box>
                  {item.images.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      첨부 사진 {item.images.length}장
                    </Text>
                  )}
                </DetailSection>

                {item.adminNotes && (
                  <DetailSection title="관리자 메모" gap="1">
                    <Text fontSize="sm" whiteSpace="pre-line" data-testid="return-admin-notes">
                      {item.adminNotes}
                    </Text>
                  </DetailSection>
                )}

                {actions.length > 0 && (
                  <>
                    <Separator />
                    <Field.Root invalid={notesError !== null}>
                      <Field.Label fontSize="sm">처리 메모 (선택)</Field.Label>
                      <Textarea
                        size="sm"
                        rows={2}
                        value={notes}
                        maxLength={RETURN_NOTES_MAX}
                        placeholder="고객 안내나 검수 결과를 남겨주세요"
                        data-testid="return-notes"
                        onChange={(e) => {
                          setNotes(e.currentTarget.value);
                          setNotesError(null);
                        }}
                      />
                      {notesError && <Field.ErrorText>{notesError}</Field.ErrorText>}
                    </Field.Root>
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <DetailFooter note={actions.length === 0 && (canUpdate ? '더 진행할 처리가 없습니다.' : '조회 권한만 있습니다.')}>
              {actions.map((to) => (
                <Button
                  key={to}
                  size="sm"
                  variant={to === 'rejected' ? 'outline' : 'solid'}
                  colorPalette={to === 'rejected' ? 'red' : undefined}
                  loading={pending === to}
                  disabled={pending !== null}
                  data-testid={`return-action-${to}`}
                  onClick={() => (needsConfirm(item, to) ? setConfirming(to) : void submit(to))}
                >
                  {RETURN_ACTION_LABELS[to]}
                </Button>
              ))}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {item && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          {...confirmText(item, confirming)}
          confirmLabel={RETURN_ACTION_LABELS[confirming]}
          destructive={confirming === 'rejected'}
          busy={pending !== null}
          onConfirm={() => void submit(confirming)}
          testId="return-confirm"
        />
      )}
    </>
  );
}
