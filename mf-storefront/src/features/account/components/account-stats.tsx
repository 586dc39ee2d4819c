import { Box, SimpleGrid, Skeleton, Text } from '@market/ui/chakra';
import type { AccountSummary } from '@market/domain/account';
import { formatKRW, formatNumber } from '@market/domain/format';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '3', md: '4' }} bg="bg">
      <Text fontSize="xs" color="fg.muted" fontWeight="600">
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="800" mt="1" data-testid={testId} truncate>
        {value}
      </Text>
    </Box>
  );
}

/** Total orders, total spent, reviews written and join year (spec 2), computed on the server. */
export function AccountStats({ summary }: { summary: AccountSummary | undefined }) {
  if (!summary) {
    return (
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="status" aria-busy="true" aria-label="회원 통계를 불러오는 중">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="20" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="group" aria-label="회원 통계">
      <Stat label="총 주문" value={`${formatNumber(summary.orders)}건`} testId="stat-orders" />
      <Stat label="총 구매금액" value={formatKRW(summary.totalSpent)} testId="stat-spent" />
      <Stat label="작성한 리뷰" value={`${formatNumber(summary.reviews)}개`} testId="stat-reviews" />
      <Stat label="가입 연도" value={`${summary.joinYear}년`} testId="stat-join-year" />
    </SimpleGrid>
  );
}
