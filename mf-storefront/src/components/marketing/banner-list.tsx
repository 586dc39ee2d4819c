import { Box, Heading, Text } from '@market/ui/chakra';
import type { PublicBanner } from '@market/domain/admin-banners';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { Link as RouterLink } from '@market/ui/router';
import type { ReactNode } from 'react';
import { trackClick } from '../../lib/beacon';
import { RATIO, type Variant } from './banner-ratio';
import { useImpression } from './use-impression';

const DEVICE_DISPLAY = {
  all: undefined,
  desktop: { base: 'none', md: 'block' },
  mobile: { base: 'block', md: 'none' },
} as const;

/** The banner as a link, named by the title and description it shows (no aria-label hiding the description). */
function BannerLink({ banner, children }: { banner: PublicBanner; children: ReactNode }) {
  const onClick = () => trackClick('banner', banner.id);
  if (!banner.linkUrl) return <>{children}</>;
  if (banner.linkUrl.startsWith('/'))
    return (
      <RouterLink to={banner.linkUrl} onClick={onClick} style={{ display: 'block' }}>
        {children}
      </RouterLink>
    );
  return (
    <a href={banner.linkUrl} onClick={onClick} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
      {children}
    </a>
  );
}

function BannerItem({ banner, variant, first }: { banner: PublicBanner; variant: Variant; first: boolean }) {
  const ref = useImpression<HTMLLIElement>('banner', banner.id);
  return (
    <Box
      as="li"
      ref={ref}
      flex="0 0 100%"
      scrollSnapAlign="start"
      display={DEVICE_DISPLAY[banner.targetDevice]}
      data-testid="store-banner"
      data-banner-id={banner.id}
    >
      <BannerLink banner={banner}>
        <Box position="relative" rounded="xl" overflow="hidden" aspectRatio={RATIO[variant]} bg="bg.muted">
          {/* The title is written over the image, so the image adds nothing to read. */}
          <ImageWithFallback src={banner.imageUrl} alt="" position="absolute" inset="0" loading={first ? 'eager' : 'lazy'} />
          <Box
            position="absolute"
            insetX="0"
            bottom="0"
            px={{ base: '4', md: variant === 'hero' ? '10' : '6' }}
            py={{ base: '3', md: variant === 'hero' ? '8' : '3' }}
            bgGradient="to-t"
            gradientFrom="blackAlpha.700"
            gradientTo="transparent"
            color="white"
          >
            <Heading
              as={variant === 'hero' ? 'h2' : 'p'}
              size={variant === 'hero' ? { base: 'lg', md: '2xl' } : 'md'}
              letterSpacing="-0.02em"
              lineClamp={1}
            >
              {banner.title}
            </Heading>
            {banner.description && variant === 'hero' && (
              <Text fontSize={{ base: 'xs', md: 'sm' }} opacity={0.9} lineClamp={1}>
                {banner.description}
              </Text>
            )}
          </Box>
        </Box>
      </BannerLink>
    </Box>
  );
}

/** The banners of a slot in a row that scrolls a banner at a time (loaded only when a slot has banners, ./banner-slot.tsx). */
export default function BannerList({ items, variant }: { items: PublicBanner[]; variant: Variant }) {
  return (
    <Box as="ul" listStyleType="none" display="flex" gap="3" overflowX="auto" scrollSnapType="x mandatory" css={{ scrollbarWidth: 'none' }}>
      {items.map((b, i) => (
        <BannerItem key={b.id} banner={b} variant={variant} first={i === 0} />
      ))}
    </Box>
  );
}
