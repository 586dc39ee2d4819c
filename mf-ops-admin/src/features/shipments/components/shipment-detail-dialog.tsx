import { Box, Button, HStack, Link, Skeleton, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { formatWeightKg, type AdminShipment } from '@market/domain/admin-shipments';
import { formatDate, formatDateTime, formatKRW } from '@market/domain/format';
import { SHIPMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { LuRefreshCw, LuRotateCcw } from 'react-icons/lu';
import { useAdminShipment } from '../api/get-admin-shipments';
import { useShipmentActions } from '../api/shipment-actions';
import { CopyTrackingButton } from './copy-tracking-button';
import { SHIPMENT_STATUS_TONES, shortShipmentId } from './shipment-format';
import { TrackingTimeline } from './tracking-timeline';

/**
 * A shipment: its info, the customer (masked), the items with their weight, the shipping cost
 * and the carrier's events; 배송 조회 새로고침 asks the carrier now, 재배송 요청 only from exception.
 */
export function ShipmentDetailDialog({ row, canUpdate, onClose }: { row: AdminShipment | null; canUpdate: boolean; onClose: () => void }) {
  const detail = useAdminShipment(row?.id ?? null);
  const { pending, refresh, retry } = useShipmentActions();
  const s = detail.data;
  const status = s?.status ?? row?.status;
  const tracked = status !== undefined && status !== 'pending';

  const run = async (action: (id: string) => Promise<unknown>) => {
    if (!row) return;
    try {
      await action(row.id);
    } catch {
      // The error is on a toast; the dialog stays for another try.
    }
  };

  return (
    <DetailDialog open={row !== null} onClose={onClose} testId="shipment-detail">
      {row && (
        <>
          <Dialog.Header>
            <HStack gap="2" wrap="wrap">
              <Dialog.Title fontFamily="mono">배송 {shortShipmentId(row.id)}</Dialog.Title>
              {status && (
                <StatusBadge tone={SHIPMENT_STATUS_TONES[status]} data-testid="detail-status">
                  {SHIPMENT_STATUS_LABELS[status]}
                </StatusBadge>
              )}
            </HStack>
          </Dialog.Header>
          <Dialog.Body>
            {detail.error && !s ? (
              <ErrorState
                title="배송 정보를 불러오지 못했습니다"
                description={detail.error instanceof Error ? detail.error.message : undefined}
                onRetry={() => void detail.mutate()}
              />
            ) : !s ? (
              <Stack gap="3" aria-busy="true">
                <Skeleton height="24" />
                <Skeleton height="32" />
              </Stack>
            ) : (
              <Stack gap="5">
                <DetailSection title="배송 정보">
                  <DetailList
                    labelWidth="90px"
                    numeric
                    rows={[
                      ['주문 번호', s.orderNumber],
                      ['택배사', s.carrierName],
                      [
                        '송장번호',
                        s.trackingNumber ? (
                          <HStack gap="1">
                            {s.trackingUrl ? (
                              <Link href={s.trackingUrl} target="_blank" rel="noreferrer" data-testid="detail-tracking-number">
                                {s.trackingNumber}
                              </Link>
                            ) : (
                              <Text data-testid="detail-tracking-number">{s.trackingNumber}</Text>
                            )}
                            <CopyTrackingButton trackingNumber={s.trackingNumber} />
                          </HStack>
                        ) : (
                          '-'
                        ),
                      ],
                      ['발송일', s.shippedAt ? formatDateTime(s.shippedAt) : '-'],
                      ['도착 예정', s.estimatedDelivery ? formatDate(`${s.estimatedDelivery}T00:00:00+09:00`) : '-'],
                      ['배송 완료', s.deliveredAt ? formatDateTime(s.deliveredAt) : '-'],
                      ['배송비', formatKRW(s.shippingCost)],
                    ]}
                  />
                </DetailSection>

                <DetailSection title="고객 정보">
                  <DetailList
                    labelWidth="90px"
                    rows={[
                      ['받는 분', s.customerName],
                      ['연락처', s.customerPhone],
                      ['주소', s.address],
                    ]}
                  />
                </DetailSection>

                <DetailSection title={`상품 (총 ${formatWeightKg(s.totalWeightGrams)})`} gap="2">
                  <Stack gap="0" borderWidth="1px" borderColor="border" borderRadius="l2" divideY="1px" divideColor="border">
                    {s.items.map((i, n) => (
                      <HStack key={n} justify="space-between" px="3" py="2" gap="3" data-testid="shipment-item">
                        <Stack gap="0" minW="0">
                          <Text fontSize="sm" fontWeight="medium" truncate>
                            {i.productName}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {i.brandName} · {i.color} / {i.size} · {i.quantity}개
                          </Text>
                        </Stack>
                        <Text fontSize="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                          {formatWeightKg(i.weightGrams)}
                        </Text>
                      </HStack>
                    ))}
                  </Stack>
                </DetailSection>

                <DetailSection title="배송 추적" gap="2">
                  <TrackingTimeline events={s.events} />
                </DetailSection>
              </Stack>
            )}
          </Dialog.Body>
          <DetailFooter note={!canUpdate ? '조회 권한만 있습니다.' : !tracked ? '발송 전이라 조회할 배송 정보가 없습니다.' : undefined}>
            {canUpdate && tracked && (
              <Button
                size="sm"
                variant={status === 'exception' ? 'outline' : 'solid'}
                loading={pending === 'refresh'}
                disabled={pending !== null}
                aria-label="배송 조회 새로고침"
                onClick={() => void run(refresh)}
              >
                <LuRefreshCw />
                {/* Shorter on a phone, where the footer holds three buttons in one row. */}
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  배송 조회
                </Box>
                새로고침
              </Button>
            )}
            {canUpdate && status === 'exception' && (
              <Button
                size="sm"
                colorPalette="red"
                loading={pending === 'retry'}
                disabled={pending !== null}
                onClick={() => void run(retry)}
              >
                <LuRotateCcw /> 재배송 요청
              </Button>
            )}
          </DetailFooter>
        </>
      )}
    </DetailDialog>
  );
}
