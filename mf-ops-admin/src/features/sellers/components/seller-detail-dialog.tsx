import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  SELLER_ACTION_LABELS,
  SELLER_STATUS_LABELS,
  SETTLEMENT_CYCLE_LABELS,
  sellerActions,
  type AdminSeller,
  type SellerAction,
} from '@market/domain/admin-sellers';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import type { PartnerStatus } from '@market/domain/lifecycle';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState } from 'react';
import { useSellerWrites } from '../api/seller-writes';
import { formatRate, SELLER_STATUS_TONES } from './seller-format';

const CONFIRM: Partial<Record<SellerAction, { title: string; description: string }>> = {
  suspend: {
    title: '셀러를 정지할까요?',
    description:
      '정지하면 이 셀러의 모든 브랜드 상품이 스토어에서 즉시 내려가고, 장바구니와 주문에서도 구매할 수 없습니다. 재활성화하면 다시 노출됩니다.',
  },
  reject: { title: '입점 신청을 거절할까요?', description: '거절된 셀러는 정지 상태가 되며, 나중에 재활성화할 수 있습니다.' },
};

/**
 * A seller: basic, contact and settlement info (the account masked), its operating status and
 * figures, and the status buttons of section 4 (suspend and reject asked once more).
 */
export function SellerDetailDialog({
  item,
  canUpdate,
  onClose,
  onEdit,
}: {
  item: AdminSeller | null;
  canUpdate: boolean;
  onClose: () => void;
  onEdit: (s: AdminSeller) => void;
}) {
  const { pending, changeStatus } = useSellerWrites();
  const [confirming, setConfirming] = useState<{ action: SellerAction; to: PartnerStatus } | null>(null);
  useEffect(() => setConfirming(null), [item?.id]);

  const actions = item && canUpdate ? sellerActions(item.status) : [];

  async function submit(to: PartnerStatus) {
    if (!item || to === 'pending') return;
    try {
      await changeStatus(item.id, { status: to, expectedStatus: item.status });
    } catch {
      // The error is on a toast; the dialog stays for another look.
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <DetailDialog open={item !== null} onClose={onClose} testId="seller-detail">
        {item && (
          <>
            <Dialog.Header>
              <HStack gap="2" wrap="wrap">
                <Dialog.Title>{item.brandName || item.companyName}</Dialog.Title>
                <StatusBadge tone={SELLER_STATUS_TONES[item.status]} data-testid="detail-status">
                  {SELLER_STATUS_LABELS[item.status]}
                </StatusBadge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DetailSection title="기본 정보">
                  <DetailList
                    labelWidth="110px"
                    rows={[
                      [
                        '브랜드',
                        item.brands
                          .map((b) => `${b.name}${b.status === 'active' ? '' : ` (${SELLER_STATUS_LABELS[b.status]})`}`)
                          .join(', ') || '-',
                      ],
                      ['회사명', item.companyName],
                      ['사업자등록번호', item.businessNumber],
                      ['대표자', item.ceoName || '-'],
                      ['가입일', formatDate(item.joinedAt)],
                    ]}
                  />
                </DetailSection>
                <DetailSection title="담당자 정보">
                  <DetailList
                    labelWidth="110px"
                    rows={[
                      ['담당자', item.contactPerson],
                      ['연락처', item.phone],
                      ['이메일', item.email],
                    ]}
                  />
                </DetailSection>
                <DetailSection title="정산 정보">
                  <DetailList
                    labelWidth="110px"
                    numeric
                    rows={[
                      ['은행', item.bankName],
                      ['계좌번호', <span data-testid="seller-account">{item.bankAccountMasked}</span>],
                      ['예금주', item.accountHolder],
                      ['수수료율', formatRate(item.commissionRate)],
                      ['정산 주기', SETTLEMENT_CYCLE_LABELS[item.settlementCycle]],
                    ]}
                  />
                </DetailSection>
                <DetailSection title="운영 현황">
                  <DetailList
                    labelWidth="110px"
                    numeric
                    rows={[
                      ['상태', SELLER_STATUS_LABELS[item.status]],
                      ['월 매출', formatKRW(item.monthlyRevenue)],
                      ['상품 (판매/전체)', `${formatNumber(item.activeProductCount)} / ${formatNumber(item.productCount)}`],
                    ]}
                  />
                  {item.status === 'suspended' && (
                    <Text fontSize="sm" color="fg.muted">
                      정지된 셀러의 상품은 스토어에 노출되지 않습니다.
                    </Text>
                  )}
                </DetailSection>
              </Stack>
            </Dialog.Body>
            <DetailFooter note={!canUpdate && '조회 권한만 있습니다.'}>
              {canUpdate && (
                <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onEdit(item)}>
                  정보 수정
                </Button>
              )}
              {actions.map(({ action, to }) => {
                const destructive = to === 'suspended';
                return (
                  <Button
                    key={action}
                    size="sm"
                    variant={destructive ? 'outline' : 'solid'}
                    colorPalette={destructive ? 'red' : undefined}
                    loading={pending === to}
                    disabled={pending !== null}
                    onClick={() => (CONFIRM[action] ? setConfirming({ action, to }) : void submit(to))}
                  >
                    {SELLER_ACTION_LABELS[action]}
                  </Button>
                );
              })}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {item && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          {...CONFIRM[confirming.action]!}
          confirmLabel={SELLER_ACTION_LABELS[confirming.action]}
          destructive
          busy={pending !== null}
          onConfirm={() => void submit(confirming.to)}
          testId="seller-confirm"
        />
      )}
    </>
  );
}
