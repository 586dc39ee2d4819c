import { SimpleGrid } from '@market/ui/chakra';
import type { AdminNoticeSummary } from '@market/domain/admin-notices';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { LuCalendarClock, LuEye, LuMegaphone, LuPin, LuTriangleAlert } from 'react-icons/lu';

/** The five cards: published, pinned, total views, important/urgent, scheduled. */
export function NoticeSummary({ summary: s }: { summary: AdminNoticeSummary | undefined }) {
  const count = (n: number) => `${formatNumber(n)}건`;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="notice-summary">
      <StatCard label="게시중" value={s ? count(s.published) : ''} icon={<LuMegaphone />} loading={!s} testId="card-published" />
      <StatCard label="고정 공지" value={s ? count(s.pinned) : ''} icon={<LuPin />} loading={!s} testId="card-pinned" />
      <StatCard label="총 조회수" value={s ? formatNumber(s.totalViews) : ''} icon={<LuEye />} loading={!s} testId="card-views" />
      <StatCard label="중요·긴급" value={s ? count(s.important) : ''} icon={<LuTriangleAlert />} loading={!s} testId="card-important" />
      <StatCard label="예약 게시" value={s ? count(s.scheduled) : ''} icon={<LuCalendarClock />} loading={!s} testId="card-scheduled" />
    </SimpleGrid>
  );
}
