import { Box, Button, CloseButton, Grid, Portal, Skeleton, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { ApiError } from '@market/api-client/api-fetch';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { Price } from '@market/ui/price';
import { ErrorState } from '@market/ui/states';
import { Link as RouterLink } from '@market/ui/router';
import { useProduct } from '../../../api/get-product';
import { ProductBadges } from '../../../components/product/product-badges';
import { MESSAGES } from '@market/domain/catalog-rules';
import { urls } from '../../../urls';
import { ProductPurchase } from './product-purchase';

/**
 * The quick-view overlay (spec 2): opened from a listing with `?quickView=<id>`, fetches the
 * detail only while open, offers options, quantity and add to cart; closing removes the param.
 */
export default function QuickViewDialog({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useProduct(productId);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422);
  return (
    <Dialog.Root
      open={productId !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="quick-view">
            <Dialog.Header>
              <Dialog.Title fontSize="md">빠른 보기</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {notFound ? (
                <Text color="fg.muted" py="10" textAlign="center">
                  {MESSAGES.productNotFound}
                </Text>
              ) : error ? (
                <ErrorState title="상품 정보를 불러오지 못했습니다" onRetry={() => void mutate()} />
              ) : isLoading || !data ? (
                <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap="6" aria-busy="true">
                  <Skeleton aspectRatio={3 / 4} rounded="md" />
                  <Stack gap="3">
                    <Skeleton h="4" w="30%" />
                    <Skeleton h="6" w="80%" />
                    <Skeleton h="6" w="40%" />
                  </Stack>
                </Grid>
              ) : (
                <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap="6">
                  <Box position="relative">
                    <ImageWithFallback
                      src={data.images[0] ?? data.image}
                      alt={`${data.brand.name} ${data.name}`}
                      aspectRatio={3 / 4}
                      rounded="md"
                      loading="eager"
                    />
                  </Box>
                  <Stack gap="4">
                    <Stack gap="1.5">
                      <Text fontSize="sm" fontWeight="700">
                        {data.brand.name}
                      </Text>
                      <Dialog.Description asChild>
                        <Text fontSize="lg" fontWeight="700" lineHeight="1.35">
                          {data.name}
                        </Text>
                      </Dialog.Description>
                      <ProductBadges product={data} />
                      <Price price={data.price} salePrice={data.salePrice} size="lg" />
                    </Stack>
                    <ProductPurchase key={data.id} product={data} compact onAdded={onClose} />
                    <Button asChild variant="plain" size="sm" color="fg.muted" textDecoration="underline" alignSelf="start" px="0">
                      <RouterLink to={urls.product(data.id)}>상품 상세 보기</RouterLink>
                    </Button>
                  </Stack>
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="빠른 보기 닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
