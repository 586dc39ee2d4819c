import { KPI_PERIOD_LABELS, type KpiFigure, type KpiPeriods } from '@market/domain/dashboard';
import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';
import { LuArrowDownRight, LuArrowUpRight, LuMinus } from 'react-icons/lu';
import { describeChange, formatKpi, type KpiFormat } from './dashboard-format';

/** A change against the previous period as a small badge: green when it is good news, red when not. */
export function ChangeBadge({ figure, higherIsBetter = true, testId }: { figure: KpiFigure; higherIsBetter?: boolean; testId?: string }) {
  const c = describeChange(figure, { higherIsBetter });
  const palette = c.good === null ? 'gray' : c.good ? 'green' : 'red';
  const icon = c.tone === 'up' ? <LuArrowUpRight /> : c.tone === 'down' ? <LuArrowDownRight /> : <LuMinus />;
  return (
    <Badge colorPalette={palette} variant="subtle" size="sm" gap="0.5" title={c.label} data-testid={testId}>
      <Box as="span" aria-hidden display="inline-flex">
        {icon}
      </Box>
      <span>{c.text}</span>
      <Box as="span" srOnly>
        ({c.label})
      </Box>
    </Badge>
  );
}

/**
 * One KPI card of the spec: today's figure large with its change against yesterday, then the last
 * 7 and 30 days each with their change against the period before.
 */
export function KpiCard({
  label,
  icon,
  periods,
  format,
  higherIsBetter = true,
  testId,
}: {
  label: string;
  icon: ReactNode;
  periods: KpiPeriods;
  format: KpiFormat;
  higherIsBetter?: boolean;
  testId: string;
}) {
  return (
    <Stack
      as="section"
      aria-label={label}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      px="4"
      py="4"
      gap="3"
      data-testid={testId}
    >
      <HStack justify="space-between">
        <Text color="fg.muted" fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Box color="colorPalette.fg" colorPalette="blue" bg="colorPalette.subtle" borderRadius="l2" p="1.5" aria-hidden>
          {icon}
        </Box>
      </HStack>
      <Stack gap="1">
        <Text color="fg.subtle" fontSize="xs">
          {KPI_PERIOD_LABELS.today}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1.2" data-testid={`${testId}-today`}>
          {formatKpi(periods.today.value, format)}
        </Text>
        <HStack gap="1.5" fontSize="xs" color="fg.muted">
          <ChangeBadge figure={periods.today} higherIsBetter={higherIsBetter} />
          <Text>어제 대비</Text>
        </HStack>
      </Stack>
      <SimpleGrid columns={2} gap="3" borderTopWidth="1px" borderColor="border.muted" pt="3">
        {(['week', 'month'] as const).map((p) => (
          <Stack key={p} gap="0.5" minW="0">
            <Text color="fg.muted" fontSize="xs">
              {KPI_PERIOD_LABELS[p]}
            </Text>
            <Text
              fontWeight="semibold"
              fontSize={{ base: 'sm', xl: 'xs' }}
              fontVariantNumeric="tabular-nums"
              truncate
              title={formatKpi(periods[p].value, format)}
              data-testid={`${testId}-${p}`}
            >
              {formatKpi(periods[p].value, format)}
            </Text>
            <Box>
              <ChangeBadge figure={periods[p]} higherIsBetter={higherIsBetter} />
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The AOV card: the last 30 days' average order value and its change against the 30 before. */
export function AovCard({ figure, icon, testId }: { figure: KpiFigure; icon: ReactNode; testId: string }) {
  return (
    <Stack
      as="section"
      aria-label="평균 주문 금액"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      px="4"
      py="4"
      gap="3"
      data-testid={testId}
    >
      <HStack justify="space-between">
        <Text color="fg.muted" fontSize="sm" fontWeight="medium">
          평균 주문 금액
        </Text>
        <Box color="colorPalette.fg" colorPalette="blue" bg="colorPalette.subtle" borderRadius="l2" p="1.5" aria-hidden>
          {icon}
        </Box>
      </HStack>
      <Stack gap="1">
        <Text color="fg.subtle" fontSize="xs">
          {KPI_PERIOD_LABELS.month}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1.2" data-testid={`${testId}-value`}>
          {formatKpi(figure.value, 'won')}
        </Text>
        <HStack gap="1.5" fontSize="xs" color="fg.muted">
          <ChangeBadge figure={figure} />
          <Text>이전 30일 대비</Text>
        </HStack>
      </Stack>
      <SimpleGrid columns={2} gap="3" borderTopWidth="1px" borderColor="border.muted" pt="3">
        <Stack gap="0.5" minW="0">
          <Text color="fg.muted" fontSize="xs">
            이전 30일
          </Text>
          <Text fontWeight="semibold" fontSize="sm" fontVariantNumeric="tabular-nums" truncate>
            {formatKpi(figure.previous, 'won')}
          </Text>
        </Stack>
        <Stack gap="0.5" minW="0">
          <Text color="fg.muted" fontSize="xs">
            계산
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            결제 금액 ÷ 결제 주문 수
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export function KpiCardSkeleton() {
  return (
    <Stack borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel" px="4" py="4" gap="3" aria-hidden>
      <Skeleton height="4" width="40%" />
      <Skeleton height="8" width="70%" />
      <Skeleton height="12" width="100%" />
    </Stack>
  );
}
