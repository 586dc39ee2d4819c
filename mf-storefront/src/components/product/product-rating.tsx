import { Box, HStack, Text } from '@market/ui/chakra';
import { formatCount, formatNumber } from '@market/domain/format';
import { LuStar } from 'react-icons/lu';

/**
 * Star, rating to one decimal and review count (`★ 4.5 (1.2k)`), read as one phrase: an image
 * with a name (a name on a plain div is ignored by screen readers and is an ARIA error).
 */
export function ProductRating({ rating, reviewCount, size = 'xs' }: { rating: number; reviewCount: number; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <HStack
      gap="1"
      fontSize={size}
      color="fg.muted"
      role="img"
      aria-label={`평점 ${rating.toFixed(1)}점, 리뷰 ${formatNumber(reviewCount)}개`}
    >
      <Box as="span" color="orange.solid" display="inline-flex" aria-hidden>
        <LuStar fill="currentColor" />
      </Box>
      <Text as="span" fontWeight="600" color="fg" aria-hidden>
        {rating.toFixed(1)}
      </Text>
      <Text as="span" aria-hidden>
        ({formatCount(reviewCount)})
      </Text>
    </HStack>
  );
}
