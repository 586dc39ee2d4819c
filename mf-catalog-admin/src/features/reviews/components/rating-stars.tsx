import { Box, HStack } from '@market/ui/chakra';
import { LuStar } from 'react-icons/lu';

/** Five stars, `rating` of them filled, read out as "5점 만점에 N점". */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`5점 만점에 ${rating}점`} data-testid="rating-stars" data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Box key={n} as="span" display="inline-flex" color={n <= rating ? 'orange.solid' : 'fg.subtle'} aria-hidden>
          <LuStar size={size} fill={n <= rating ? 'currentColor' : 'none'} />
        </Box>
      ))}
    </HStack>
  );
}
