import { Chart, useChart } from '@chakra-ui/charts';
import type { PromotionDailyStat } from '@market/domain/admin-promotions';
import { formatKRW, formatNumber } from '@market/domain/format';
import { Box, Button, ButtonGroup, HStack, Stack, Text } from '@market/ui/chakra';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { longDay, shortDay } from './promotion-format';

type Metric = 'impressions' | 'clicks' | 'conversions' | 'revenue';
const METRICS: { key: Metric; label: string; color: string }[] = [
  { key: 'impressions', label: '노출', color: 'gray.solid' },
  { key: 'clicks', label: '클릭', color: 'blue.solid' },
  { key: 'conversions', label: '전환', color: 'purple.solid' },
  { key: 'revenue', label: '매출', color: 'green.solid' },
];

const format = (metric: Metric, v: number) => (metric === 'revenue' ? formatKRW(v) : formatNumber(v));

/** The detail's chart: one daily figure at a time (impressions, clicks, conversions or revenue), with a text alternative. */
export function PromotionDailyChart({ days }: { days: PromotionDailyStat[] }) {
  const [metric, setMetric] = useState<Metric>('clicks');
  const def = METRICS.find((m) => m.key === metric)!;
  const chart = useChart({
    data: days.map((d) => ({ day: d.day, value: d[metric] })),
    series: [{ name: 'value', color: def.color, label: def.label }],
  });
  const total = days.reduce((s, d) => s + d[metric], 0);
  const summary =
    days.length > 0
      ? `일별 ${def.label}: ${longDay(days[0]!.day)}부터 ${longDay(days.at(-1)!.day)}까지 합계 ${format(metric, total)}`
      : '일별 실적 없음';

  return (
    <Stack gap="3" data-testid="promotion-chart">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ButtonGroup size="xs" variant="outline" attached>
          {METRICS.map((m) => (
            <Button
              key={m.key}
              aria-pressed={metric === m.key}
              variant={metric === m.key ? 'solid' : 'outline'}
              onClick={() => setMetric(m.key)}
            >
              {m.label}
            </Button>
          ))}
        </ButtonGroup>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          합계 {format(metric, total)}
        </Text>
      </HStack>
      {days.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="6" textAlign="center">
          아직 집계된 일별 실적이 없습니다. 스토어에서 노출·클릭되면 여기에 쌓입니다.
        </Text>
      ) : (
        <Box role="img" aria-label={summary}>
          <Chart.Root h="48" aspectRatio="auto" chart={chart}>
            <BarChart responsive accessibilityLayer={false} data={chart.data} margin={{ top: 8, right: 4, left: 0, bottom: 0 }}>
              <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
              <XAxis
                dataKey="day"
                tickLine={false}
                axisLine={false}
                tickFormatter={shortDay}
                tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
              />
              <YAxis
                tickLine={false}
                axisLine={false}
                width={metric === 'revenue' ? 64 : 40}
                allowDecimals={false}
                tickFormatter={(v: number) => formatNumber(v)}
                tick={{ fill: chart.color('fg.muted'), fontSize: 11 }}
              />
              <Tooltip
                cursor={{ fill: chart.color('bg.muted') }}
                animationDuration={100}
                content={
                  <Chart.Tooltip
                    labelFormatter={(label: unknown) => longDay(String(label))}
                    formatter={(value: unknown) => format(metric, Number(value))}
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
      )}
    </Stack>
  );
}
