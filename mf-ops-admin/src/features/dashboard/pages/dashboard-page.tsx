import { formatDateTime } from '@market/domain/format';
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useState } from 'react';
import { LuInfo, LuReceipt, LuShoppingBag, LuUndo2, LuWallet } from 'react-icons/lu';
import { useDashboard, type DashboardRange } from '../api/get-dashboard';
import { DashboardAlerts } from '../components/dashboard-alerts';
import { AovCard, KpiCard, KpiCardSkeleton } from '../components/kpi-card';
import { RangePicker } from '../components/range-picker';
import { RecentTabs } from '../components/recent-tabs';
import { SalesChart } from '../components/sales-chart';

/**
 * The admin landing page (/admin, spec 001 "Dashboard"): alerts, the four KPI cards, revenue and
 * orders by day over a chosen range, and the recent orders / reviews / Q&A tabs. Every section is
 * limited to what the role may read; a seller sees its brand's figures.
 */
export default function DashboardPage() {
  const [range, setRange] = useState<DashboardRange | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useDashboard(range);

  const description = data?.brand
    ? `${data.brand.name} 브랜드의 매출과 처리할 작업을 한눈에 확인합니다.`
    : '스타일허브 운영 현황을 한눈에 확인합니다.';

  if (error && !data) {
    return (
      <Stack gap="5">
        <PageHeader title="대시보드" description={description} />
        <ErrorState
          title="대시보드를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }

  const sales = data?.sales;
  return (
    <Stack gap="5" aria-busy={isLoading ? 'true' : undefined}>
      <PageHeader
        title="대시보드"
        description={description}
        actions={
          sales?.rollupAt ? (
            <Text color="fg.subtle" fontSize="xs" alignSelf="flex-end">
              집계 {formatDateTime(sales.rollupAt)} · 이후는 실시간
            </Text>
          ) : undefined
        }
      />

      {data && <DashboardAlerts alerts={data.alerts} />}

      {(!data || sales) && (
        <SimpleGrid as="section" aria-label="주요 지표" columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
          {!sales ? (
            Array.from({ length: 4 }, (_, i) => <KpiCardSkeleton key={i} />)
          ) : (
            <>
              <KpiCard label="매출" icon={<LuWallet />} periods={sales.kpis.revenue} format="won" testId="kpi-revenue" />
              <KpiCard label="주문" icon={<LuShoppingBag />} periods={sales.kpis.orders} format="count" testId="kpi-orders" />
              <KpiCard
                label="환불"
                icon={<LuUndo2 />}
                periods={sales.kpis.refunds}
                format="won"
                higherIsBetter={false}
                testId="kpi-refunds"
              />
              <AovCard figure={sales.kpis.aov} icon={<LuReceipt />} testId="kpi-aov" />
            </>
          )}
        </SimpleGrid>
      )}

      {data && sales && (
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="md" fontWeight="semibold">
              일별 추이
            </Heading>
            <RangePicker from={data.range.from} to={data.range.to} today={data.range.today} onChange={setRange} />
          </HStack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" opacity={isValidating && range ? 0.7 : 1} transition="opacity 0.2s">
            <SalesChart title="일별 매출" series={sales.series} metric="revenue" testId="chart-revenue" />
            <SalesChart title="일별 주문" series={sales.series} metric="orders" testId="chart-orders" />
          </SimpleGrid>
        </Stack>
      )}

      {data && !sales && (
        <HStack gap="2" px="3" py="2" borderRadius="l2" bg="bg.subtle" color="fg.muted" fontSize="sm" align="flex-start">
          <Box mt="0.5" aria-hidden>
            <LuInfo />
          </Box>
          <Text>매출·주문 지표는 주문 조회 권한이 있는 역할에 표시됩니다.</Text>
        </HStack>
      )}

      {data && <RecentTabs orders={data.recent.orders} reviews={data.recent.reviews} qna={data.recent.qna} />}
    </Stack>
  );
}
