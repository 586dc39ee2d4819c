import { Box, Button, Heading, Stack, Text } from '@market/ui/chakra';
import { LuPackageX } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { MESSAGES } from '@market/domain/catalog-rules';
import { urls } from '../../../urls';

/** Spec 8: 'product not found' with a link to the listing. */
export function ProductNotFound() {
  return (
    <Stack align="center" textAlign="center" gap="3" py="20" px="4" data-testid="product-not-found">
      <Box color="fg.subtle" fontSize="4xl" aria-hidden>
        <LuPackageX />
      </Box>
      <Heading as="h1" size="xl">
        {MESSAGES.productNotFound}
      </Heading>
      <Text color="fg.muted">요청하신 상품이 존재하지 않거나 판매가 종료되었습니다.</Text>
      <Button asChild rounded="full" mt="2">
        <RouterLink to={urls.categories()}>상품 둘러보기</RouterLink>
      </Button>
    </Stack>
  );
}
