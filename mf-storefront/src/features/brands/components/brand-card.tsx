import { Badge, Box, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@market/ui/chakra';
import type { Brand } from '@market/domain/brand';
import { formatCount, formatNumber } from '@market/domain/format';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { LuHeart, LuPackage } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { urls } from '../../../urls';
import type { BrandView } from '../brand-filters';

function BrandStats({ brand }: { brand: Brand }) {
  return (
    <HStack gap="3" fontSize="xs" color="fg.muted">
      <HStack gap="1" title={`팔로워 ${formatNumber(brand.followers)}명`}>
        <LuHeart aria-hidden />
        <Text as="span">
          팔로워{' '}
          <Text as="span" fontWeight="600" color="fg">
            {formatCount(brand.followers)}
          </Text>
        </Text>
      </HStack>
      <HStack gap="1">
        <LuPackage aria-hidden />
        <Text as="span">
          상품{' '}
          <Text as="span" fontWeight="600" color="fg">
            {formatNumber(brand.productCount)}
          </Text>
        </Text>
      </HStack>
    </HStack>
  );
}

function CategoryBadge({ brand }: { brand: Brand }) {
  if (!brand.category) return null;
  return (
    <Badge variant="subtle" size="sm" colorPalette="gray" flexShrink="0">
      {brand.category.name}
    </Badge>
  );
}

/** A brand in the directory: banner, names, category, followers and products; links to its page. */
export function BrandCard({ brand, view }: { brand: Brand; view: BrandView }) {
  if (view === 'list') {
    return (
      <LinkBox
        as="article"
        data-testid="brand-card"
        display="flex"
        gap="4"
        alignItems="center"
        py="3"
        _hover={{ bg: 'bg.subtle' }}
        rounded="md"
      >
        <ImageWithFallback
          src={brand.banner}
          alt={`${brand.name} 배너`}
          w={{ base: '20', md: '24' }}
          aspectRatio={1}
          rounded="md"
          flexShrink="0"
        />
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" minW="0">
            <LinkOverlay asChild>
              <RouterLink to={urls.brand(brand.slug)}>
                <Text as="span" fontWeight="700" truncate>
                  {brand.name}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <CategoryBadge brand={brand} />
          </HStack>
          <Text fontSize="xs" color="fg.subtle" textTransform="uppercase" letterSpacing="0.04em" truncate>
            {brand.nameEn}
          </Text>
          <BrandStats brand={brand} />
        </Stack>
      </LinkBox>
    );
  }
  return (
    <LinkBox as="article" data-testid="brand-card" role="group">
      <ImageWithFallback
        src={brand.banner}
        alt={`${brand.name} 배너`}
        aspectRatio={4 / 3}
        rounded="md"
        transition="opacity 0.2s"
        _groupHover={{ opacity: 0.85 }}
      />
      <Stack gap="1" pt="3">
        <HStack justify="space-between" gap="2" align="start">
          <Box minW="0">
            <LinkOverlay asChild>
              <RouterLink to={urls.brand(brand.slug)}>
                <Text as="span" display="block" fontWeight="700" truncate>
                  {brand.name}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Text fontSize="xs" color="fg.subtle" textTransform="uppercase" letterSpacing="0.04em" truncate>
              {brand.nameEn}
            </Text>
          </Box>
          <CategoryBadge brand={brand} />
        </HStack>
        <BrandStats brand={brand} />
      </Stack>
    </LinkBox>
  );
}

/** Placeholder of the same shape while a page of brands loads. */
export function BrandCardSkeleton({ view }: { view: BrandView }) {
  if (view === 'list') {
    return (
      <HStack gap="4" py="3" aria-hidden>
        <Skeleton w={{ base: '20', md: '24' }} aspectRatio={1} rounded="md" flexShrink="0" />
        <Stack gap="2" flex="1">
          <Skeleton h="4" w="40%" />
          <Skeleton h="3" w="30%" />
          <Skeleton h="3" w="50%" />
        </Stack>
      </HStack>
    );
  }
  return (
    <Stack gap="2" aria-hidden>
      <Skeleton aspectRatio={4 / 3} rounded="md" />
      <Skeleton h="4" w="60%" mt="1" />
      <Skeleton h="3" w="40%" />
      <Skeleton h="3" w="70%" />
    </Stack>
  );
}
