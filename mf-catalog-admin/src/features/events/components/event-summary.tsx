import { SimpleGrid } from '@market/ui/chakra';
import type { AdminEventSummary } from '@market/domain/admin-events';
import { formatKRW, formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { LuCoins, LuGift, LuPercent, LuPlay, LuUsers } from 'react-icons/lu';

/** The five cards: in progress, total participants, total revenue, total prize value, average participation rate. */
export function EventSummary({ summary: s }: { summary: AdminEventSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="event-summary">
      <StatCard label="진행중" value={s ? `${formatNumber(s.inProgress)}개` : ''} icon={<LuPlay />} loading={!s} testId="card-active" />
      <StatCard
        label="총 참여자"
        value={s ? `${formatNumber(s.totalParticipants)}명` : ''}
        icon={<LuUsers />}
        loading={!s}
        testId="card-participants"
      />
      <StatCard label="총 매출" value={s ? formatKRW(s.totalRevenue) : ''} icon={<LuCoins />} loading={!s} testId="card-revenue" />
      <StatCard label="총 경품 가액" value={s ? formatKRW(s.totalPrizeValue) : ''} icon={<LuGift />} loading={!s} testId="card-prize" />
      <StatCard
        label="평균 참여율"
        value={s ? `${s.averageParticipationRate.toFixed(1)}%` : ''}
        icon={<LuPercent />}
        loading={!s}
        testId="card-rate"
      />
    </SimpleGrid>
  );
}
