import { Button, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  PROMOTION_ACTION_LABELS,
  PROMOTION_AUDIENCE_LABELS,
  PROMOTION_STATUS_LABELS,
  PROMOTION_TYPE_LABELS,
  promotionActions,
  type AdminPromotion,
} from '@market/domain/admin-promotions';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatCard } from '@market/ui/stat-card';
import { StatusBadge } from '@market/ui/status-badge';
import { usePromotionDaily } from '../api/get-admin-promotions';
import { usePromotionWrites } from '../api/promotion-writes';
import { PromotionDailyChart } from './promotion-daily-chart';
import { formatPercent, PROMOTION_STATUS_TONES } from './promotion-format';

/**
 * A promotion: basic info, budget and period, performance (CTR, conversion rate, ROAS, revenue),
 * average order value, the daily chart and description; edit, pause and activate.
 */
export function PromotionDetailDialog({
  item,
  canUpdate,
  onClose,
  onEdit,
}: {
  item: AdminPromotion | null;
  canUpdate: boolean;
  onClose: () => void;
  onEdit: (p: AdminPromotion) => void;
}) {
  const { pending, changeStatus } = usePromotionWrites();
  const daily = usePromotionDaily(item?.id ?? null);
  const actions = item && canUpdate ? promotionActions(item.status) : [];

  return (
    <DetailDialog open={item !== null} onClose={onClose} testId="promotion-detail">
      {item && (
        <>
          <Dialog.Header>
            <HStack gap="2" wrap="wrap">
              <Dialog.Title>{item.name}</Dialog.Title>
              <StatusBadge tone={PROMOTION_STATUS_TONES[item.status]} data-testid="detail-status">
                {PROMOTION_STATUS_LABELS[item.status]}
              </StatusBadge>
            </HStack>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <DetailSection title="기본 정보">
                <DetailList
                  labelWidth="100px"
                  rows={[
                    ['코드', item.code],
                    ['유형', PROMOTION_TYPE_LABELS[item.type]],
                    ['대상 고객', PROMOTION_AUDIENCE_LABELS[item.targetAudience]],
                    ['브랜드', item.brands ? item.brands.map((b) => b.name).join(', ') || '-' : '전체 브랜드'],
                    ['카테고리', item.categories ? item.categories.map((c) => c.name).join(', ') || '-' : '전체 카테고리'],
                    ['등록', `${item.createdBy ?? '-'} · ${formatDate(item.createdAt)}`],
                  ]}
                />
              </DetailSection>
              <DetailSection title="예산 및 기간">
                <DetailList
                  labelWidth="100px"
                  numeric
                  rows={[
                    ['예산', formatKRW(item.budget)],
                    ['집행', `${formatKRW(item.spent)} (${formatPercent(item.spentRate)})`],
                    ['기간', `${formatDate(item.startsAt)} ~ ${formatDate(item.endsAt)}`],
                  ]}
                />
              </DetailSection>
              <DetailSection title="성과 지표">
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
                  <StatCard
                    label="CTR"
                    value={formatPercent(item.ctr)}
                    help={`클릭 ${formatNumber(item.clicks)} / 노출 ${formatNumber(item.impressions)}`}
                    testId="metric-ctr"
                  />
                  <StatCard
                    label="전환율"
                    value={formatPercent(item.conversionRate)}
                    help={`전환 ${formatNumber(item.conversions)}건`}
                    testId="metric-conversion"
                  />
                  <StatCard label="ROAS" value={formatPercent(item.roas)} help="매출 / 집행 광고비" testId="metric-roas" />
                  <StatCard
                    label="총 매출"
                    value={formatKRW(item.revenue)}
                    help={`객단가 ${formatKRW(item.averageOrderValue)}`}
                    testId="metric-revenue"
                  />
                </SimpleGrid>
              </DetailSection>
              <DetailSection title="일별 실적">
                {daily.error ? (
                  <Text fontSize="sm" color="fg.error">
                    일별 실적을 불러오지 못했습니다.
                  </Text>
                ) : daily.data ? (
                  <PromotionDailyChart days={daily.data.items} />
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    불러오는 중…
                  </Text>
                )}
              </DetailSection>
              <DetailSection title="설명">
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {item.description || '-'}
                </Text>
              </DetailSection>
            </Stack>
          </Dialog.Body>
          <DetailFooter note={!canUpdate && '조회 권한만 있습니다.'}>
            {canUpdate && (
              <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onEdit(item)}>
                수정
              </Button>
            )}
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'pause' ? 'outline' : 'solid'}
                colorPalette={action === 'pause' ? 'orange' : undefined}
                loading={pending === action}
                disabled={pending !== null}
                onClick={() => void changeStatus(item.id, { action, expectedStatus: item.status }).catch(() => undefined)}
              >
                {PROMOTION_ACTION_LABELS[action]}
              </Button>
            ))}
          </DetailFooter>
        </>
      )}
    </DetailDialog>
  );
}
