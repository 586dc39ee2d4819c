import { Button, SimpleGrid, Skeleton, Text } from '@market/ui/chakra';
import type { CategoryNode } from '@market/domain/product';
import { formatNumber } from '@market/domain/format';

/** Spec 9: the quick-pick grid shows the first 6 categories. */
export const QUICK_PICK_COUNT = 6;

/** Shortcut tiles for the first 6 top-level categories; shown only when none is chosen. */
export function CategoryQuickPick({ categories, onPick }: { categories: CategoryNode[] | undefined; onPick: (slug: string) => void }) {
  return (
    <SimpleGrid as="nav" aria-label="카테고리 바로가기" columns={{ base: 3, md: 6 }} gap="2" data-testid="category-quick-pick">
      {categories
        ? categories.slice(0, QUICK_PICK_COUNT).map((c) => (
            <Button
              key={c.slug}
              variant="subtle"
              h="auto"
              py="3"
              flexDirection="column"
              gap="0.5"
              rounded="lg"
              onClick={() => onPick(c.slug)}
              data-testid="category-quick-pick-item"
            >
              <Text as="span" fontWeight="700" fontSize="sm">
                {c.name}
              </Text>
              <Text as="span" fontSize="2xs" color="fg.muted" fontWeight="500">
                {formatNumber(c.productCount)}개
              </Text>
            </Button>
          ))
        : Array.from({ length: QUICK_PICK_COUNT }, (_, i) => <Skeleton key={i} h="14" rounded="lg" />)}
    </SimpleGrid>
  );
}
