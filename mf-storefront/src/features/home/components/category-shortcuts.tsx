import { Box, Flex, Link, Skeleton, Text } from '@market/ui/chakra';
import { Link as RouterLink } from '@market/ui/router';
import { useCategories } from '../../../api/get-categories';
import { urls } from '../../../urls';

/** A row of top-level categories under the hero; hidden when the categories cannot be loaded. */
export function CategoryShortcuts() {
  const { data, error } = useCategories();
  if (error) return null;
  return (
    <Box as="nav" aria-label="카테고리 바로가기">
      <Flex as="ul" listStyleType="none" gap="2" overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} pb="1">
        {data
          ? data.items.map((c) => (
              <Box as="li" key={c.slug} flexShrink="0">
                <Link
                  asChild
                  display="block"
                  px="4"
                  py="2"
                  rounded="full"
                  bg="bg.muted"
                  fontSize="sm"
                  fontWeight="600"
                  _hover={{ textDecoration: 'none', bg: 'bg.emphasized' }}
                >
                  <RouterLink to={urls.categories({ category: c.slug })}>{c.name}</RouterLink>
                </Link>
              </Box>
            ))
          : Array.from({ length: 8 }, (_, i) => <Skeleton as="li" key={i} h="9" w="20" rounded="full" flexShrink="0" />)}
      </Flex>
      <Text srOnly>카테고리를 선택하면 해당 상품 목록으로 이동합니다.</Text>
    </Box>
  );
}
