import { Chart, useChart } from '@chakra-ui/charts';
import type { DashboardDay } from '@market/domain/dashboard';
import { formatKRW, formatNumber } from '@market/domain/format';
import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { compactWon, longDay, shortDay } from './dashboard-format';

/**
 * One bar chart of the dashboard: revenue or orders by day over the chosen range, in the kit's
 * semantic colours (light and dark). The total of the range is written above it, and the chart
 * has a text alternative for screen readers.
 */
export function SalesChart({
  title,
  series,
  metric,
  testId,
}: {
  title: string;
  series: DashboardDay[];
  metric: 'revenue' | 'orders';
  testId: string;
}) {
  const chart = useChart({
    data: series.map((d) => ({ date: d.date, value: d[metric] })),
    series: [{ name: 'value', color: metric === 'revenue' ? 'green.solid' : 'blue.solid', label: metric === 'revenue' ? '매출' : '주문' }],
  });
  const total = series.reduce((s, d) => s + d[metric], 0);
  const format = (v: number) => (metric === 'revenue' ? formatKRW(v) : `${formatNumber(v)}건`);
  const best = series.reduce<DashboardDay | null>((b, d) => (!b || d[metric] > b[metric] ? d : b), null);
  const summary =
    series.length > 0
      ? `${title}: ${shortDay(series[0]!.date)}부터 ${shortDay(series.at(-1)!.date)}까지 합계 ${format(total)}${best && best[metric] > 0 ? `, 최고 ${longDay(best.date)} ${format(best[metric])}` : ''}`
      : title;
  const interval = series.length > 45 ? Math.ceil(series.length / 12) - 1 : series.length > 16 ? 'preserveStartEnd' : 0;

  return (
    <Stack
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      p="4"
      gap="3"
      data-testid={testId}
    >
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Stack gap="0.5">
          <Text fontWeight="semibold">{title}</Text>
          <Text color="fg.muted" fontSize="xs">
            {series.length > 0 ? `${longDay(series[0]!.date)} ~ ${longDay(series.at(-1)!.date)}` : ''}
          </Text>
        </Stack>
        <Stack gap="0" align={{ base: 'flex-start', sm: 'flex-end' }}>
          <Text color="fg.muted" fontSize="xs">
            기간 합계
          </Text>
          <Text fontWeight="bold" fontSize="lg" fontVariantNumeric="tabular-nums" data-testid={`${testId}-total`}>
            {format(total)}
          </Text>
        </Stack>
      </HStack>
      <Box role="img" aria-label={summary}>
        <Chart.Root h={{ base: '52', md: '64' }} aspectRatio="auto" chart={chart}>
          <BarChart responsive accessibilityLayer={false} data={chart.data} margin={{ top: 8, right: 4, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis
              dataKey="date"
              tickLine={false}
              axisLine={false}
              tickFormatter={shortDay}
              interval={interval}
              tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              width={metric === 'revenue' ? 52 : 36}
              allowDecimals={false}
              tickFormatter={(v: number) => (metric === 'revenue' ? compactWon(v) : formatNumber(v))}
              tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
            />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={
                <Chart.Tooltip
                  labelFormatter={(label: unknown) => longDay(String(label))}
                  formatter={(value: unknown) => format(Number(value))}
                />
              }
            />
            {chart.series.map((item) => (
              <Bar
                key={item.name}
                isAnimationActive={false}
                dataKey={chart.key(item.name)}
                name={String(item.label)}
                fill={chart.color(item.color)}
                radius={[3, 3, 0, 0]}
                maxBarSize={28}
              />
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
    </Stack>
  );
}
