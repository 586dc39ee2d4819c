import { Box, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import type { AuditLogSummary } from '@market/domain/admin-audit';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';

const CARDS: { key: keyof Pick<AuditLogSummary, 'totalLogs' | 'todayLogs' | 'failedActions' | 'securityAlerts'>; label: string }[] = [
  { key: 'totalLogs', label: '전체 로그' },
  { key: 'todayLogs', label: '오늘' },
  { key: 'failedActions', label: '실패한 작업' },
  { key: 'securityAlerts', label: '보안 경고' },
];

/** The four cards of the spec (total, today, failed, security alerts) over the filters. */
export function AuditSummaryCards({ summary }: { summary: AuditLogSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="audit-summary">
      {CARDS.map((c) => (
        <StatCard
          key={c.key}
          label={c.label}
          value={summary ? `${formatNumber(summary[c.key])}건` : ''}
          loading={!summary}
          testId={`tile-${c.key}`}
        />
      ))}
    </SimpleGrid>
  );
}

function TopList({ title, rows }: { title: string; rows: { key: string; label: string; sub?: string; count: number }[] }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="border" borderRadius="l3" p="4" bg="bg.panel">
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          기록이 없습니다
        </Text>
      ) : (
        <Stack as="ol" gap="1.5">
          {rows.map((r, i) => (
            <HStack as="li" key={r.key} justify="space-between" fontSize="sm">
              <Text truncate>
                {i + 1}. {r.label}
                {r.sub && (
                  <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                    {r.sub}
                  </Text>
                )}
              </Text>
              <Text fontVariantNumeric="tabular-nums">{formatNumber(r.count)}건</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Top users and top actions of the filtered period. */
export function AuditTopLists({ summary }: { summary: AuditLogSummary | undefined }) {
  if (!summary) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <TopList title="상위 사용자" rows={summary.topUsers.map((u) => ({ key: u.email, label: u.name, sub: u.email, count: u.count }))} />
      <TopList
        title="상위 작업"
        rows={summary.topActions.map((a) => ({ key: a.action, label: a.actionName, sub: a.action, count: a.count }))}
      />
    </SimpleGrid>
  );
}
