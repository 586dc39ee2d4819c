import { SimpleGrid } from '@market/ui/chakra';
import type { AdminQnaSummary } from '@market/domain/admin-qna';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';

/** The six cards: total, pending, urgent, answered, distinct customers, reply rate. */
export function QnaSummary({ summary }: { summary: AdminQnaSummary | undefined }) {
  const s = summary;
  const count = (n: number, unit = '건') => `${formatNumber(n)}${unit}`;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" data-testid="qna-summary">
      <StatCard label="전체 문의" value={s ? count(s.total) : ''} loading={!s} testId="card-total" />
      <StatCard label="답변 대기" value={s ? count(s.pending) : ''} loading={!s} testId="card-pending" />
      <StatCard label="긴급" value={s ? count(s.urgent) : ''} loading={!s} testId="card-urgent" />
      <StatCard
        label="답변 완료"
        value={s ? count(s.answered) : ''}
        help={s ? `처리 완료 ${formatNumber(s.closed)}건` : undefined}
        loading={!s}
        testId="card-answered"
      />
      <StatCard label="문의 고객" value={s ? count(s.customers, '명') : ''} loading={!s} testId="card-customers" />
      <StatCard label="답변률" value={s ? `${s.replyRate.toFixed(1)}%` : ''} loading={!s} testId="card-reply-rate" />
    </SimpleGrid>
  );
}
