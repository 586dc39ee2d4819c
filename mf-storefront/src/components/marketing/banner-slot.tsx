import { Box, Skeleton, type BoxProps } from '@market/ui/chakra';
import type { BannerPosition } from '@market/domain/admin-banners';
import { lazy, Suspense } from 'react';
import { useBanners } from '../../api/get-banners';
import { RATIO, type Variant } from './banner-ratio';

const BannerList = lazy(() => import(/* webpackChunkName: "banner-list" */ './banner-list'));

/**
 * The live banners of one position (admin-managed; by priority, in their period): a row that
 * scrolls a banner at a time. The box is reserved while loading, and server-rendered pages come
 * with the banners, so nothing moves; a broken image leaves the title on a plain box. The code that
 * draws and counts banners loads only for a slot that has some (most pages' slots are empty, ADR 041).
 */
export function BannerSlot({
  position,
  variant = 'strip',
  label,
  ...box
}: { position: BannerPosition; variant?: Variant; label: string } & Pick<BoxProps, 'mt' | 'mb'>) {
  const { data, error } = useBanners(position);
  if (error || data?.items.length === 0) return null;
  return (
    <Box as="section" aria-label={label} data-testid={`banner-slot-${position}`} {...box}>
      {data ? (
        <Suspense fallback={<Skeleton rounded="xl" aspectRatio={RATIO[variant]} />}>
          <BannerList items={data.items} variant={variant} />
        </Suspense>
      ) : (
        <Skeleton rounded="xl" aspectRatio={RATIO[variant]} />
      )}
    </Box>
  );
}
