import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@market/ui/chakra';
import { PROMOTION_TYPE_LABELS, type PublicPromotion } from '@market/domain/admin-promotions';
import { formatDate } from '@market/domain/format';
import { Link as RouterLink } from '@market/ui/router';
import { usePromotions } from '../../api/get-promotions';
import { trackClick } from '../../lib/beacon';
import { urls } from '../../urls';
import { useImpression } from './use-impression';

/** The listing a promotion leads to: its first brand and category (none: the whole catalogue). */
export function promotionListingUrl(p: Pick<PublicPromotion, 'brandIds' | 'categorySlugs'>): string {
  const query: Record<string, string> = {};
  if (p.brandIds[0]) query.brand = p.brandIds[0];
  if (p.categorySlugs[0]) query.category = p.categorySlugs[0];
  return urls.categories(query);
}

function PromotionCard({ promotion }: { promotion: PublicPromotion }) {
  const ref = useImpression<HTMLDivElement>('promotion', promotion.id);
  return (
    <LinkBox
      as="li"
      ref={ref}
      flex="0 0 auto"
      w={{ base: '72', md: '80' }}
      scrollSnapAlign="start"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="4"
      bg="bg"
      _hover={{ borderColor: 'border.emphasized' }}
      data-testid="store-promotion"
      data-promotion-id={promotion.id}
      // On the card, not the link: the overlay link may be rendered by another component.
      onClickCapture={() => trackClick('promotion', promotion.id)}
    >
      <Stack gap="1.5">
        <HStack justify="space-between" fontSize="xs">
          <Text fontWeight="700" color="accent.fg" letterSpacing="0.08em">
            {PROMOTION_TYPE_LABELS[promotion.type]}
          </Text>
          <Text color="fg.subtle">{formatDate(promotion.endsAt)}까지</Text>
        </HStack>
        <LinkOverlay asChild>
          <RouterLink to={promotionListingUrl(promotion)}>
            <Text as="span" fontWeight="700" lineClamp={1}>
              {promotion.name}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="2lh">
          {promotion.description}
        </Text>
      </Stack>
    </LinkBox>
  );
}

/** The active promotions (admin-managed) as a row of cards, each leading to the listing of its scope. */
export function PromotionStrip() {
  const { data, error } = usePromotions();
  if (error || !data || data.items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="promotions-title" data-testid="promotion-strip">
      <Heading id="promotions-title" as="h2" size="lg" letterSpacing="-0.02em" mb="4">
        진행 중인 기획전
      </Heading>
      <Box
        as="ul"
        listStyleType="none"
        display="flex"
        gap="3"
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="2"
        css={{ scrollbarWidth: 'thin' }}
      >
        {data.items.map((p) => (
          <PromotionCard key={p.id} promotion={p} />
        ))}
      </Box>
    </Box>
  );
}
