import { Box, Button, HStack, Separator, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import { Field, Table, Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { HOLD_REASON_MAX, holdReasonOf, settlementActions, type AdminSettlement } from '@market/domain/admin-settlements';
import { formatDate, formatDateTime, formatKRW, formatNumber } from '@market/domain/format';
import { SETTLEMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState } from 'react';
import { useAdminSettlement } from '../api/get-admin-settlements';
import { useSettle } from '../api/settle';
import { calculationRows, cycleLabel, dotDate, periodLabel, SETTLEMENT_STATUS_TONES } from './settlement-format';

type Asking = 'hold' | 'pay' | null;

/**
 * A settlement: info, sales summary, calculation, breakdown table, account with due and paid
 * dates, and the actions its status offers (approve / hold with a reason / pay) when the staff
 * member may act.
 */
export function SettlementDetailDialog({
  item,
  canUpdate,
  onClose,
}: {
  item: AdminSettlement | null;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const detail = useAdminSettlement(item?.id ?? null);
  const { pending, approve, hold, pay } = useSettle();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  useEffect(() => {
    setAsking(null);
    setReason('');
    setReasonError(null);
  }, [item?.id]);

  const actions = item && canUpdate ? settlementActions(item.status) : { approve: false, hold: false, pay: false };
  const anyAction = actions.approve || actions.hold || actions.pay;

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      setAsking(null);
      onClose();
    } catch {
      // The error is on a toast; the dialog stays for another try.
    }
  }

  function submitHold() {
    if (!item) return;
    const checked = holdReasonOf(reason);
    if ('error' in checked) {
      setReasonError(checked.error);
      return;
    }
    void run(() => hold(item.id, checked.reason));
  }

  const d = detail.data;
  return (
    <>
      <DetailDialog open={item !== null} onClose={onClose} testId="settlement-detail">
        {item && (
          <>
            <Dialog.Header>
              <HStack gap="2" wrap="wrap">
                <Dialog.Title fontVariantNumeric="tabular-nums">{item.settlementNumber}</Dialog.Title>
                <StatusBadge tone={SETTLEMENT_STATUS_TONES[item.status]} data-testid="detail-status">
                  {SETTLEMENT_STATUS_LABELS[item.status]}
                </StatusBadge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DetailSection title="정산 정보">
                  <DetailList
                    labelWidth="90px"
                    numeric
                    rows={[
                      ['브랜드', `${item.brandName} (${item.companyName})`],
                      ['정산 기간', `${periodLabel(item)} · ${cycleLabel(item.cycle)}`],
                      ['생성일', formatDate(item.createdAt)],
                      ...(item.suspendReason ? ([['보류 사유', item.suspendReason]] as [string, string][]) : []),
                    ]}
                  />
                </DetailSection>

                <DetailSection title="매출 요약">
                  <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2" data-testid="sales-summary">
                    {[
                      ['총 매출', formatKRW(item.grossAmount)],
                      ['주문', `${formatNumber(item.transactionCount)}건`],
                      ['반품', `${formatNumber(item.returnCount)}건`],
                      ['반품 금액', formatKRW(item.returnAmount)],
                    ].map(([label, value]) => (
                      <Box key={label} borderWidth="1px" borderColor="border" borderRadius="l2" px="3" py="2">
                        <Text fontSize="xs" color="fg.muted">
                          {label}
                        </Text>
                        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                          {value}
                        </Text>
                      </Box>
                    ))}
                  </SimpleGrid>
                </DetailSection>

                <DetailSection title="정산 계산">
                  <Stack gap="1" bg="bg.subtle" borderRadius="l2" px="3" py="2" data-testid="calculation">
                    {calculationRows(item).map((r) => (
                      <HStack
                        key={r.label}
                        justify="space-between"
                        fontWeight={r.total ? 'semibold' : undefined}
                        {...(r.total && { borderTopWidth: '1px', borderColor: 'border', pt: '1' })}
                      >
                        <Text fontSize="sm">{r.label}</Text>
                        <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid={r.total ? 'calculation-net' : undefined}>
                          {r.value}
                        </Text>
                      </HStack>
                    ))}
                  </Stack>
                </DetailSection>

                <DetailSection title="정산 내역">
                  {d ? (
                    <Table.Root size="sm" variant="outline" aria-label="정산 내역" data-testid="breakdown">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>항목</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">건수</Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">금액</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {d.breakdown.map((b) => (
                          <Table.Row key={b.kind}>
                            <Table.Cell>{b.label}</Table.Cell>
                            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                              {formatNumber(b.count)}
                            </Table.Cell>
                            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                              {formatKRW(b.amount)}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  ) : (
                    <Skeleton height="32" />
                  )}
                </DetailSection>

                <DetailSection title="계좌 정보">
                  <DetailList
                    labelWidth="90px"
                    numeric
                    rows={[
                      ['은행', item.bankName],
                      ['계좌번호', item.bankAccount],
                      ['예금주', item.accountHolder],
                      ['지급 예정일', dotDate(item.dueDate)],
                      ['지급일', item.paidAt ? formatDateTime(item.paidAt) : '-'],
                      ...(d?.payout?.paidBy ? ([['지급 처리자', d.payout.paidBy]] as [string, string][]) : []),
                    ]}
                  />
                </DetailSection>

                {asking === 'hold' && (
                  <>
                    <Separator />
                    <Field.Root invalid={reasonError !== null} required>
                      <Field.Label fontSize="sm">보류 사유</Field.Label>
                      <Textarea
                        size="sm"
                        rows={2}
                        value={reason}
                        maxLength={HOLD_REASON_MAX}
                        placeholder="예: 세금계산서 미발행, 계좌 정보 확인 필요"
                        autoFocus
                        onChange={(e) => {
                          setReason(e.currentTarget.value);
                          setReasonError(null);
                        }}
                      />
                      {reasonError && <Field.ErrorText>{reasonError}</Field.ErrorText>}
                    </Field.Root>
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <DetailFooter note={!anyAction && (canUpdate ? '더 진행할 처리가 없습니다.' : '조회 권한만 있습니다.')}>
              {actions.hold &&
                (asking === 'hold' ? (
                  <Button size="sm" colorPalette="red" loading={pending === 'hold'} disabled={pending !== null} onClick={submitHold}>
                    보류 확정
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" colorPalette="red" disabled={pending !== null} onClick={() => setAsking('hold')}>
                    보류
                  </Button>
                ))}
              {actions.approve && (
                <Button
                  size="sm"
                  loading={pending === 'approve'}
                  disabled={pending !== null}
                  onClick={() => void run(() => approve(item.id))}
                >
                  승인
                </Button>
              )}
              {actions.pay && (
                <Button size="sm" loading={pending === 'pay'} disabled={pending !== null} onClick={() => setAsking('pay')}>
                  지급
                </Button>
              )}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {item && asking === 'pay' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title="정산금을 지급할까요?"
          description={`${item.brandName}에 ${formatKRW(item.netAmount)}을 ${item.bankName} ${item.bankAccount} (${item.accountHolder})로 지급한 것으로 기록합니다.`}
          confirmLabel="지급"
          busy={pending !== null}
          onConfirm={() => void run(() => pay(item.id))}
          testId="settlement-pay-confirm"
        />
      )}
    </>
  );
}
