import { Box, Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Pagination } from '@market/ui/chakra-interactive';
import { WISHLIST_MESSAGES } from '@market/domain/wishlist';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@market/ui/states';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { LuHeart, LuLayoutGrid, LuList, LuShoppingBag, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { ProductCard } from '../../../components/product/product-card';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { setServerCart } from '../../../lib/cart/cart-actions';
import { cartStore } from '../../../lib/cart/cart-store';
import { defaultColor, defaultSize, optionStock } from '../../../lib/option-stock';
import { clearWishlist, moveWishlistToCart } from '../../../api/wishlist-api';
import { refreshServerWishlist, toggleWishlist } from '../../../lib/wishlist/wishlist-actions';
import { wishlistStore } from '../../../lib/wishlist/wishlist-store';
import { useWishlist, WISHLIST_PAGE_SIZE } from '../use-wishlist';
import type { ProductDetail, ProductSummary } from '@market/domain/product';
import { formatNumber } from '@market/domain/format';

/** Browser cart: each in-stock product's first available colour and size, quantity 1. */
function addAllLocally(products: ProductSummary[]): number {
  let added = 0;
  for (const p of products) {
    const detail = p as ProductDetail;
    const color = defaultColor(detail);
    const size = defaultSize(detail, color);
    if (p.stock <= 0 || optionStock(detail, color, size) <= 0) continue;
    cartStore.add({ productId: p.id, quantity: 1, selectedColor: color, selectedSize: size });
    added += 1;
  }
  return added;
}

/** `/wishlist`: grid or list, add all to the cart (sold out skipped), clear all (spec 2, 4). */
export default function WishlistPage() {
  useDocumentTitle('위시리스트');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const wishlist = useWishlist(page);
  const [confirmClear, setConfirmClear] = useState(false);
  const [busy, setBusy] = useState<'cart' | 'clear' | null>(null);
  const allSoldOut = wishlist.products.length > 0 && wishlist.products.every((p) => p.stock <= 0);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'view' },
    );

  const addAll = async () => {
    setBusy('cart');
    try {
      let added: number;
      let skipped: number;
      if (wishlist.signedIn) {
        const res = await moveWishlistToCart();
        await setServerCart(res.cart);
        added = res.added;
        skipped = res.skippedSoldOut;
      } else {
        added = addAllLocally(wishlist.products);
        skipped = wishlist.products.length - added;
      }
      if (added === 0)
        toaster.create({ type: 'warning', title: WISHLIST_MESSAGES.allSoldOut, description: '품절된 상품은 담을 수 없습니다.' });
      else
        toaster.create({
          type: 'success',
          title: `${added}개 상품을 장바구니에 담았습니다`,
          description: skipped > 0 ? `품절된 ${skipped}개 상품은 제외했습니다.` : undefined,
        });
    } catch (e) {
      toaster.create({ type: 'error', title: '장바구니에 담지 못했습니다', description: e instanceof Error ? e.message : undefined });
    } finally {
      setBusy(null);
    }
  };

  const clearAll = async () => {
    setBusy('clear');
    try {
      if (wishlist.signedIn) {
        await clearWishlist();
        await refreshServerWishlist();
      } else wishlistStore.clear();
      setConfirmClear(false);
      setParam('page', null);
      toaster.create({ type: 'info', title: '위시리스트를 비웠습니다' });
    } catch (e) {
      toaster.create({ type: 'error', title: '위시리스트를 비우지 못했습니다', description: e instanceof Error ? e.message : undefined });
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading
        eyebrow="WISHLIST"
        title="위시리스트"
        lead={wishlist.total > 0 ? `관심 상품 ${formatNumber(wishlist.total)}개` : '마음에 드는 상품을 모아보세요'}
      />
      {wishlist.error ? (
        <ErrorState
          title="위시리스트를 불러오지 못했습니다"
          description={wishlist.error instanceof Error ? wishlist.error.message : undefined}
          onRetry={wishlist.retry}
        />
      ) : wishlist.isLoading ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" role="status" aria-busy="true" aria-label="위시리스트를 불러오는 중">
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : wishlist.products.length === 0 ? (
        <EmptyState
          title="위시리스트가 비어있습니다"
          description="상품의 하트를 눌러 관심 상품을 저장해보세요."
          action={
            <Button asChild rounded="full">
              <RouterLink to={urls.categories()}>쇼핑하러 가기</RouterLink>
            </Button>
          }
        />
      ) : (
        <Stack gap="5">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <HStack gap="2">
              <Button
                size="sm"
                onClick={() => void addAll()}
                loading={busy === 'cart'}
                disabled={allSoldOut || busy !== null}
                data-testid="wishlist-add-all"
              >
                <LuShoppingBag /> 전체 장바구니 담기
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirmClear(true)}
                disabled={busy !== null}
                data-testid="wishlist-clear"
              >
                <LuTrash2 /> 전체 삭제
              </Button>
            </HStack>
            <HStack gap="0" role="group" aria-label="보기 방식">
              <IconButton
                size="sm"
                variant={view === 'grid' ? 'solid' : 'ghost'}
                aria-label="그리드로 보기"
                aria-pressed={view === 'grid'}
                onClick={() => setParam('view', null)}
                data-testid="view-grid"
              >
                <LuLayoutGrid />
              </IconButton>
              <IconButton
                size="sm"
                variant={view === 'list' ? 'solid' : 'ghost'}
                aria-label="리스트로 보기"
                aria-pressed={view === 'list'}
                onClick={() => setParam('view', 'list')}
                data-testid="view-list"
              >
                <LuList />
              </IconButton>
            </HStack>
          </HStack>
          {allSoldOut && (
            <Text fontSize="sm" color="fg.muted">
              모든 상품이 품절되어 장바구니에 담을 수 없습니다.
            </Text>
          )}
          {view === 'grid' ? (
            <SimpleGrid
              columns={{ base: 2, md: 3, lg: 4 }}
              gap={{ base: '3', md: '5' }}
              rowGap={{ base: '8', md: '10' }}
              data-testid="wishlist-grid"
            >
              {wishlist.products.map((p) => (
                <Box key={p.id} position="relative" data-testid="wishlist-item">
                  <ProductCard product={p} quickView={false} />
                  <IconButton
                    position="absolute"
                    top="2"
                    right="2"
                    size="xs"
                    rounded="full"
                    variant="surface"
                    color="sale"
                    aria-label={`${p.name} 위시리스트에서 제거`}
                    onClick={() => void toggleWishlist(p)}
                    data-testid="wishlist-remove"
                  >
                    <LuHeart fill="currentColor" />
                  </IconButton>
                </Box>
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap="0" data-testid="wishlist-list">
              {wishlist.products.map((p) => (
                <HStack key={p.id} align="start" gap="2" borderBottomWidth="1px" borderColor="border" data-testid="wishlist-item">
                  <Box flex="1" minW="0">
                    <ProductCard product={p} view="list" quickView={false} />
                  </Box>
                  <IconButton
                    mt="3"
                    size="sm"
                    variant="ghost"
                    color="sale"
                    aria-label={`${p.name} 위시리스트에서 제거`}
                    onClick={() => void toggleWishlist(p)}
                    data-testid="wishlist-remove"
                  >
                    <LuHeart fill="currentColor" />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
          {wishlist.signedIn && wishlist.total > WISHLIST_PAGE_SIZE && (
            <Pagination.Root
              count={wishlist.total}
              pageSize={WISHLIST_PAGE_SIZE}
              page={page}
              onPageChange={(e) => setParam('page', String(e.page))}
              alignSelf="center"
            >
              <HStack>
                <Pagination.PrevTrigger asChild>
                  <IconButton variant="ghost" size="sm" aria-label="이전 페이지">
                    ‹
                  </IconButton>
                </Pagination.PrevTrigger>
                <Pagination.PageText />
                <Pagination.NextTrigger asChild>
                  <IconButton variant="ghost" size="sm" aria-label="다음 페이지">
                    ›
                  </IconButton>
                </Pagination.NextTrigger>
              </HStack>
            </Pagination.Root>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="위시리스트를 비울까요?"
        description="담아둔 관심 상품이 모두 삭제됩니다."
        confirmLabel="전체 삭제"
        destructive
        busy={busy === 'clear'}
        onConfirm={() => void clearAll()}
        testId="wishlist-clear-dialog"
      />
    </PageContainer>
  );
}
