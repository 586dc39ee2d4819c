import { Box, Flex, HStack, Heading, Link, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@market/ui/chakra';
import { formatCount } from '@market/domain/format';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { ErrorState } from '@market/ui/states';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { urls } from '../../../urls';
import { useFeaturedBrands } from '../api/get-featured-brands';
import { skipWhileOffscreen } from '../../../lib/offscreen';

const TILE_W = { base: '36', md: '44' };

/** A horizontally scrolling row of the most followed brands. */
export function FeaturedBrands() {
  const { data, error, isLoading, mutate } = useFeaturedBrands();
  if (!isLoading && !error && data?.items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="featured-brands-title" css={skipWhileOffscreen('360px')}>
      <HStack justify="space-between" mb="4">
        <Heading id="featured-brands-title" as="h2" size="lg" letterSpacing="-0.02em">
          인기 브랜드
        </Heading>
        <Link asChild fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="0.5">
          <RouterLink to={urls.brands()}>
            전체보기 <LuChevronRight aria-hidden />
          </RouterLink>
        </Link>
      </HStack>
      {error ? (
        <ErrorState
          title="브랜드를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <Flex
          as="ul"
          listStyleType="none"
          gap={{ base: '3', md: '4' }}
          overflowX="auto"
          scrollSnapType="x mandatory"
          scrollPaddingX={{ base: '4', md: '0' }}
          pb="2"
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          css={{ scrollbarWidth: 'thin' }}
          aria-busy={isLoading}
        >
          {data
            ? data.items.map((brand, index) => (
                <LinkBox as="li" key={brand.id} flexShrink="0" w={TILE_W} scrollSnapAlign="start" data-testid="featured-brand">
                  <ImageWithFallback
                    src={brand.logoUrl}
                    alt={`${brand.name} 로고`}
                    aspectRatio={1}
                    rounded="md"
                    loading={index < 4 ? 'eager' : 'lazy'}
                  />
                  <Stack gap="0.5" pt="2">
                    <LinkOverlay asChild>
                      <RouterLink to={urls.brand(brand.slug)}>
                        <Text as="span" display="block" fontWeight="700" fontSize="sm" truncate>
                          {brand.name}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                    <Text fontSize="xs" color="fg.subtle" truncate>
                      {brand.nameEn} · 팔로워 {formatCount(brand.followers)}
                    </Text>
                  </Stack>
                </LinkBox>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                <Stack as="li" key={i} flexShrink="0" w={TILE_W} gap="2" aria-hidden>
                  <Skeleton aspectRatio={1} rounded="md" />
                  <Skeleton h="3.5" w="60%" />
                  <Skeleton h="3" w="80%" />
                </Stack>
              ))}
        </Flex>
      )}
    </Box>
  );
}
