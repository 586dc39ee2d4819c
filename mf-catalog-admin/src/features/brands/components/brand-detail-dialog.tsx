import { Button, HStack, Image, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { BRAND_ACTION_LABELS, BRAND_MESSAGES, brandActions, type AdminBrandRow, type BrandAction } from '@market/domain/admin-brands';
import { BRAND_STATUS_LABELS, type BrandStatus } from '@market/domain/brand';
import { formatCount, formatDate } from '@market/domain/format';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState } from 'react';
import { useBrandWrites } from '../api/brand-writes';
import { BRAND_STATUS_TONES, formatRating, formatRevenue } from './brand-format';

const CONFIRM: Partial<Record<BrandAction, { title: string; description: string }>> = {
  suspend: {
    title: '브랜드를 정지할까요?',
    description: '정지하면 브랜드와 상품이 스토어 목록, 검색, 브랜드 페이지에서 바로 내려갑니다. 재활성화하면 다시 노출됩니다.',
  },
  reject: { title: '브랜드 입점을 거절할까요?', description: '거절된 브랜드는 정지 상태가 되며, 나중에 재활성화할 수 있습니다.' },
};

/**
 * A brand: the spec's fields (rating out of 5.0, a dash for no revenue or rating), the edit button
 * and the status buttons of section 4 (suspend and reject asked once more). Activating a brand of
 * a suspended or pending seller is not offered: the seller's status decides.
 */
export function BrandDetailDialog({
  brand,
  canUpdate,
  onClose,
  onEdit,
}: {
  brand: AdminBrandRow | null;
  canUpdate: boolean;
  onClose: () => void;
  onEdit: (b: AdminBrandRow) => void;
}) {
  const { pending, changeStatus } = useBrandWrites();
  const [confirming, setConfirming] = useState<{ action: BrandAction; to: BrandStatus } | null>(null);
  useEffect(() => setConfirming(null), [brand?.id]);

  const sellerBlocks = brand?.sellerStatus === 'suspended' || brand?.sellerStatus === 'pending';
  const actions = brand && canUpdate ? brandActions(brand.status).filter((a) => !(a.to === 'active' && sellerBlocks)) : [];

  async function submit(to: BrandStatus) {
    if (!brand || to === 'pending') return;
    try {
      await changeStatus(brand.id, { status: to, expectedStatus: brand.status });
    } catch {
      // The error is on a toast; the dialog stays for another look.
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <DetailDialog open={brand !== null} onClose={onClose} testId="brand-detail" size="md" scrollBehavior="outside">
        {brand && (
          <>
            <Dialog.Header>
              <HStack gap="3">
                <Image src={brand.logoUrl} alt="" boxSize="10" borderRadius="l2" borderWidth="1px" borderColor="border" objectFit="cover" />
                <Stack gap="0">
                  <Dialog.Title>{brand.name}</Dialog.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {brand.nameEn}
                  </Text>
                </Stack>
                <StatusBadge tone={BRAND_STATUS_TONES[brand.status]} data-testid="detail-status">
                  {BRAND_STATUS_LABELS[brand.status]}
                </StatusBadge>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <DetailList
                labelWidth="100px"
                gap="2.5"
                rows={[
                  ['브랜드명', brand.name],
                  ['슬러그', brand.slug],
                  ['카테고리', brand.category?.name ?? '-'],
                  ['웹사이트', brand.website ?? '-'],
                  ['담당자 이메일', brand.contactEmail ?? '-'],
                  ['상품 수', `${brand.productCount.toLocaleString('ko-KR')}개`],
                  ['팔로워', formatCount(brand.followers)],
                  ['월 매출', formatRevenue(brand.monthlyRevenue)],
                  ['평점', formatRating(brand.averageRating, true)],
                  ['입점일', formatDate(brand.createdAt)],
                ]}
              />
              <Stack gap="1" mt="4">
                <Text fontSize="sm" color="fg.muted">
                  소개
                </Text>
                <Text fontSize="sm" whiteSpace="pre-line">
                  {brand.description || '-'}
                </Text>
              </Stack>
              {sellerBlocks && canUpdate && brand.status !== 'active' && (
                <Text mt="4" fontSize="sm" color="fg.warning" data-testid="brand-seller-note">
                  {brand.sellerStatus === 'suspended' ? BRAND_MESSAGES.sellerSuspended : BRAND_MESSAGES.sellerPending}
                </Text>
              )}
            </Dialog.Body>
            <DetailFooter note={!canUpdate && '조회 권한만 있습니다.'}>
              {canUpdate && (
                <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onEdit(brand)}>
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
                    {BRAND_ACTION_LABELS[action]}
                  </Button>
                );
              })}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {brand && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          {...CONFIRM[confirming.action]!}
          confirmLabel={BRAND_ACTION_LABELS[confirming.action]}
          destructive
          busy={pending !== null}
          onConfirm={() => void submit(confirming.to)}
          testId="brand-confirm"
        />
      )}
    </>
  );
}
