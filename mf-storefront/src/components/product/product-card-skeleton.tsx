import { HStack, Skeleton, Stack } from '@market/ui/chakra';
import type { ProductCardView } from './product-card';

/** Placeholder of the same shape while products load. */
export function ProductCardSkeleton({ view = 'grid' }: { view?: ProductCardView }) {
  if (view === 'list') {
    return (
      <HStack gap="4" py="3" align="start" aria-hidden data-testid="product-card-skeleton">
        <Skeleton w={{ base: '28', md: '36' }} aspectRatio={3 / 4} rounded="md" flexShrink="0" />
        <Stack gap="2" flex="1">
          <Skeleton h="3" w="30%" />
          <Skeleton h="4" w="80%" />
          <Skeleton h="4" w="40%" />
        </Stack>
      </HStack>
    );
  }
  return (
    <Stack gap="2" aria-hidden data-testid="product-card-skeleton">
      <Skeleton aspectRatio={3 / 4} rounded="md" />
      <Skeleton h="3" w="40%" />
      <Skeleton h="4" w="85%" />
      <Skeleton h="4" w="50%" />
    </Stack>
  );
}
