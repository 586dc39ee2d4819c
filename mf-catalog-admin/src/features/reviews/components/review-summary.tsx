import { Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import type { AdminReviewSummary } from '@market/domain/admin-reviews';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { LuStar } from 'react-icons/lu';
import { percent } from './review-format';

/** Rating distribution (count and percent of each score) and the four cards: approved, photo reviews, replied, reported. */
export function ReviewSummary({ summary }: { summary: AdminReviewSummary | undefined }) {
  const s = summary;
  const count = (n: number) => `${formatNumber(n)}건`;
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3" data-testid="review-summary">
      <Stack
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        px="4"
        py="3"
        gap="2"
        gridColumn={{ lg: 'span 1' }}
        data-testid="rating-distribution"
      >
        <Text color="fg.muted" fontSize="sm">
          평점 분포
        </Text>
        {[5, 4, 3, 2, 1].map((score) => {
          const n = s?.distribution[score - 1] ?? 0;
          const share = s && s.total > 0 ? (n / s.total) * 100 : 0;
          return (
            <HStack key={score} gap="2" fontSize="xs" data-testid={`rating-${score}`}>
              <HStack gap="0.5" w="8" flexShrink={0} color="fg.muted">
                <Text>{score}</Text>
                <Box as="span" color="orange.solid" display="inline-flex" aria-hidden>
                  <LuStar size={11} fill="currentColor" />
                </Box>
              </HStack>
              {s ? (
                <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
                  <Box h="full" w={`${share}%`} bg="orange.solid" borderRadius="full" />
                </Box>
              ) : (
                <Skeleton flex="1" h="2" />
              )}
              <Text w="24" textAlign="end" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0}>
                {s ? `${formatNumber(n)} (${percent(n, s.total)})` : ''}
              </Text>
            </HStack>
          );
        })}
      </Stack>
      <SimpleGrid columns={2} gap="3" gridColumn={{ lg: 'span 2' }}>
        <StatCard
          label="게시된 리뷰"
          value={s ? count(s.approved) : ''}
          help={s ? `승인 대기 ${formatNumber(s.pending)}건` : undefined}
          loading={!s}
          testId="card-approved"
        />
        <StatCard
          label="포토 리뷰"
          value={s ? count(s.withPhotos) : ''}
          help={s ? percent(s.withPhotos, s.total) : undefined}
          loading={!s}
          testId="card-photos"
        />
        <StatCard
          label="답변한 리뷰"
          value={s ? count(s.replied) : ''}
          help={s ? `답변률 ${percent(s.replied, s.total)}` : undefined}
          loading={!s}
          testId="card-replied"
        />
        <StatCard
          label="신고된 리뷰"
          value={s ? count(s.reported) : ''}
          help={s ? percent(s.reported, s.total) : undefined}
          loading={!s}
          testId="card-reported"
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}
