import { Box, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { PageHeader } from '@market/ui/page-header';
import { StatCard } from '@market/ui/stat-card';
import { ErrorState } from '@market/ui/states';
import type { ReactElement } from 'react';
import { LuInfo, LuShieldCheck, LuTag, LuUsers } from 'react-icons/lu';
import { useDashboard } from '../api/get-dashboard';
import { kpiCards, type KpiKey } from '../components/kpi-cards';

const ICONS: Record<KpiKey, ReactElement> = {
  brands: <LuTag />,
  customers: <LuUsers />,
  staff: <LuShieldCheck />,
};

/** The admin landing page (/admin): counts from the database, limited to what the role may read. */
export default function DashboardPage() {
  const { data, error, isLoading, mutate } = useDashboard();
  const cards = data ? kpiCards(data) : [];

  return (
    <Stack gap="5">
      <PageHeader title="대시보드" description="스타일허브 운영 현황을 한눈에 확인합니다." />
      {error && !data ? (
        <ErrorState
          title="대시보드를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-busy={isLoading ? 'true' : undefined}>
          {!data
            ? Array.from({ length: 3 }, (_, i) => <StatCard key={i} label="불러오는 중" value="" loading />)
            : cards.map((c) => (
                <StatCard key={c.key} label={c.label} value={c.value} help={c.help} icon={ICONS[c.key]} testId={`kpi-${c.key}`} />
              ))}
        </SimpleGrid>
      )}
      {data && cards.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          현재 역할로 볼 수 있는 지표가 없습니다.
        </Text>
      )}
      <HStack gap="2" px="3" py="2" borderRadius="l2" bg="bg.subtle" color="fg.muted" fontSize="sm" align="flex-start">
        <Box mt="0.5" aria-hidden>
          <LuInfo />
        </Box>
        <Text>주문·매출 지표와 차트, 최근 주문·리뷰·문의 목록은 다음 단계에서 제공됩니다.</Text>
      </HStack>
    </Stack>
  );
}
