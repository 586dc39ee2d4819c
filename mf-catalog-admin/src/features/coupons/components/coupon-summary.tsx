import { SimpleGrid } from '@market/ui/chakra';
import type { AdminCouponSummary } from '@market/domain/admin-coupons';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { LuCircleCheck, LuClockAlert, LuPercent, LuTicket } from 'react-icons/lu';
import { formatUsage } from './coupon-format';

/** The four cards of the spec: active coupons, total used, average usage rate, expired coupons (the search applied, not the filters). */
export function CouponSummary({ summary }: { summary: AdminCouponSummary | undefined }) {
  const loading = !summary;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="coupon-summary">
      <StatCard
        label="활성 쿠폰"
        icon={<LuCircleCheck />}
        value={summary ? `${formatNumber(summary.active)}개` : ''}
        loading={loading}
        testId="tile-active"
      />
      <StatCard
        label="총 사용"
        icon={<LuTicket />}
        value={summary ? `${formatNumber(summary.totalUsed)}회` : ''}
        loading={loading}
        testId="tile-used"
      />
      <StatCard
        label="평균 사용률"
        icon={<LuPercent />}
        value={summary ? formatUsage(summary.averageUsagePercent) : ''}
        loading={loading}
        testId="tile-usage"
      />
      <StatCard
        label="만료 쿠폰"
        icon={<LuClockAlert />}
        value={summary ? `${formatNumber(summary.expired)}개` : ''}
        loading={loading}
        testId="tile-expired"
      />
    </SimpleGrid>
  );
}
