import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  COUPON_ACTION_LABELS,
  COUPON_STATUS_LABELS,
  COUPON_TYPE_LABELS,
  couponAction,
  couponConditionText,
  couponDiscountText,
  type AdminCoupon,
} from '@market/domain/admin-coupons';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState } from 'react';
import { useCouponWrites } from '../api/coupon-writes';
import { UsageBar } from './coupon-columns';
import { COUPON_STATUS_TONES, formatPeriod } from './coupon-format';

type Confirming = 'deactivate' | 'delete' | null;

/**
 * A coupon: its terms, usage and period, and the buttons of section 4: edit, deactivate or
 * activate (an expired coupon neither), and delete while it was never used (asked once more).
 */
export function CouponDetailDialog({
  item,
  can,
  onClose,
  onEdit,
}: {
  item: AdminCoupon | null;
  can: { update: boolean; delete: boolean };
  onClose: () => void;
  onEdit: (c: AdminCoupon) => void;
}) {
  const { pending, changeStatus, remove } = useCouponWrites();
  const [confirming, setConfirming] = useState<Confirming>(null);
  useEffect(() => setConfirming(null), [item?.id]);
  const action = item && can.update ? couponAction(item.status) : null;

  async function run(what: 'activate' | 'deactivate' | 'delete') {
    if (!item) return;
    try {
      if (what === 'delete') {
        await remove(item.id);
        onClose();
      } else {
        await changeStatus(item.id, what);
      }
    } catch {
      // The error is on a toast; the dialog stays for another look.
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <DetailDialog open={item !== null} onClose={onClose} testId="coupon-detail">
        {item && (
          <>
            <Dialog.Header>
              <HStack gap="2" wrap="wrap">
                <Dialog.Title fontFamily="mono">{item.code}</Dialog.Title>
                <StatusBadge tone={COUPON_STATUS_TONES[item.status]} data-testid="detail-status">
                  {COUPON_STATUS_LABELS[item.status]}
                </StatusBadge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DetailSection title="기본 정보">
                  <DetailList
                    labelWidth="110px"
                    rows={[
                      ['쿠폰명', item.name],
                      ['설명', item.description || '-'],
                      ['공개', item.isPublic ? '쿠폰존에 공개' : '비공개 (코드 입력 또는 지급)'],
                      ['생성', `${formatDate(item.createdAt)}${item.createdBy ? ` · ${item.createdBy}` : ''}`],
                    ]}
                  />
                </DetailSection>
                <DetailSection title="할인 조건">
                  <DetailList
                    labelWidth="110px"
                    numeric
                    rows={[
                      ['할인 유형', COUPON_TYPE_LABELS[item.type]],
                      ['할인', couponDiscountText(item)],
                      ['최소 주문 금액', item.minOrderAmount > 0 ? formatKRW(item.minOrderAmount) : '없음'],
                      ['적용 대상', item.brandName ? `${item.brandName} 상품` : '전체 상품'],
                      ['사용 조건', couponConditionText(item)],
                    ]}
                  />
                </DetailSection>
                <DetailSection title="사용 현황">
                  <UsageBar c={item} />
                  <DetailList
                    labelWidth="110px"
                    numeric
                    rows={[
                      ['발행 수량', `${formatNumber(item.totalQuantity)}개`],
                      ['사용', `${formatNumber(item.usedQuantity)}회`],
                      ['받은 회원', `${formatNumber(item.issuedCount)}명`],
                      ['기간', formatPeriod(item.startsAt, item.endsAt)],
                    ]}
                  />
                  {item.status === 'expired' && (
                    <Text fontSize="sm" color="fg.muted">
                      만료된 쿠폰은 활성화하거나 비활성화할 수 없습니다. 기간을 연장하면 비활성 상태로 돌아옵니다.
                    </Text>
                  )}
                  {!item.deletable && (
                    <Text fontSize="sm" color="fg.muted">
                      사용 내역이 있어 삭제할 수 없습니다.
                    </Text>
                  )}
                </DetailSection>
              </Stack>
            </Dialog.Body>
            <DetailFooter note={!can.update && !can.delete && '조회 권한만 있습니다.'}>
              {can.delete && item.deletable && (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  loading={pending === 'delete'}
                  disabled={pending !== null}
                  onClick={() => setConfirming('delete')}
                >
                  삭제
                </Button>
              )}
              {can.update && (
                <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onEdit(item)}>
                  수정
                </Button>
              )}
              {action && (
                <Button
                  size="sm"
                  variant={action === 'deactivate' ? 'outline' : 'solid'}
                  colorPalette={action === 'deactivate' ? 'red' : undefined}
                  loading={pending === action}
                  disabled={pending !== null}
                  onClick={() => (action === 'deactivate' ? setConfirming('deactivate') : void run('activate'))}
                >
                  {COUPON_ACTION_LABELS[action]}
                </Button>
              )}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {item && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming === 'delete' ? '쿠폰을 삭제할까요?' : '쿠폰을 비활성화할까요?'}
          description={
            confirming === 'delete'
              ? `${item.code} 쿠폰을 삭제합니다. 회원이 받은 쿠폰도 함께 사라지며 되돌릴 수 없습니다.`
              : '비활성화하면 장바구니와 주문에서 이 쿠폰을 더 이상 사용할 수 없고 쿠폰존에서도 내려갑니다.'
          }
          confirmLabel={confirming === 'delete' ? '삭제' : '비활성화'}
          destructive
          busy={pending !== null}
          onConfirm={() => void run(confirming)}
          testId="coupon-confirm"
        />
      )}
    </>
  );
}
