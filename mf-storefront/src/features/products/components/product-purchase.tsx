import { Button, HStack, IconButton, Stack, Text } from '@market/ui/chakra';
import type { ProductDetail } from '@market/domain/product';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { LuHeart, LuShare2 } from 'react-icons/lu';
import { useNavigate } from '@market/ui/router';
import { useShopSettings } from '../../../api/get-shop-settings';
import { QuantityStepper } from '../../../components/product/quantity-stepper';
import { urls } from '../../../urls';
import { useInWishlist } from '../../../lib/wishlist/use-wishlist-ids';
import { addToCart } from '../add-to-cart';
import { defaultColor, defaultSize, optionStock } from '../../../lib/option-stock';
import { clampQuantity, computePriceSummary } from '../price-summary';
import { ColorChooser, SizeChooser } from './option-choosers';
import { PriceSummaryBox } from './price-summary-box';
import { formatNumber } from '@market/domain/format';

/** Wishlist toggle with the spec's toasts (browser or server wishlist, see wishlist-actions). */
export function WishlistButton({ product, size = 'lg' }: { product: Pick<ProductDetail, 'id' | 'name'>; size?: 'md' | 'lg' }) {
  const inWishlist = useInWishlist(product.id);
  return (
    <IconButton
      size={size}
      variant="outline"
      aria-label={inWishlist ? '위시리스트에서 제거' : '위시리스트에 추가'}
      aria-pressed={inWishlist}
      color={inWishlist ? 'sale' : undefined}
      data-testid="wishlist-toggle"
      // The wishlist's writes load on the first press (ADR 041), as the cart's do.
      onClick={() =>
        void import(/* webpackChunkName: "wishlist-actions" */ '../../../lib/wishlist/wishlist-actions').then((m) =>
          m.toggleWishlist(product),
        )
      }
    >
      <LuHeart fill={inWishlist ? 'currentColor' : 'none'} />
    </IconButton>
  );
}

async function shareLink() {
  const link = window.location.href;
  try {
    await navigator.clipboard.writeText(link);
    toaster.create({ type: 'success', title: '링크가 복사되었습니다', description: '친구에게 공유해보세요.', duration: 2500 });
  } catch {
    toaster.create({ type: 'error', title: '링크를 복사하지 못했습니다', description: link });
  }
}

/**
 * Colour and size (first by default), quantity 1..stock, the price summary and the actions:
 * wishlist, share, add to cart, buy now. `compact` is the quick view's variant.
 */
export function ProductPurchase({
  product,
  compact = false,
  onAdded,
}: {
  product: ProductDetail;
  compact?: boolean;
  onAdded?: () => void;
}) {
  const navigate = useNavigate();
  const [color, setColor] = useState<string | undefined>(() => defaultColor(product));
  const [size, setSize] = useState<string | undefined>(() => defaultSize(product, defaultColor(product)));
  const [quantity, setQuantity] = useState(1);
  const stock = optionStock(product, color, size);
  const qty = clampQuantity(quantity, stock);
  const summary = computePriceSummary(product.price, product.salePrice, qty, useShopSettings());
  const soldOut = stock <= 0;

  const add = () => addToCart(product, { color, size, quantity: qty, stock });

  return (
    <Stack gap="5">
      <ColorChooser
        colors={product.colors}
        value={color}
        onChange={(c) => {
          setColor(c);
          // Keep the size when the new colour has it in stock; otherwise move to one that has.
          if (optionStock(product, c, size) <= 0) setSize(defaultSize(product, c));
        }}
      />
      <SizeChooser sizes={product.sizes} value={size} onChange={setSize} stockOf={(s) => optionStock(product, color, s)} />
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="700">
          수량
        </Text>
        <HStack gap="3">
          <QuantityStepper value={qty} max={stock} onChange={(n) => setQuantity(clampQuantity(n, stock))} />
          <Text fontSize="xs" color={soldOut ? 'fg.error' : stock < 20 ? 'sale' : 'fg.subtle'} data-testid="stock-note">
            {soldOut ? '품절된 옵션입니다' : stock < 20 ? `재고 ${stock}개 남음` : `재고 ${formatNumber(stock)}개`}
          </Text>
        </HStack>
      </Stack>
      {!compact && <PriceSummaryBox summary={summary} />}
      {/* On phones the actions stay in reach of the thumb, fixed above the bottom bar. */}
      <HStack
        gap="2"
        {...(compact
          ? {}
          : {
              position: { base: 'fixed', md: 'static' },
              bottom: { base: 'calc(4rem + env(safe-area-inset-bottom))', md: 'auto' },
              insetX: { base: '0', md: 'auto' },
              zIndex: { base: 'sticky', md: 'auto' },
              bg: 'bg',
              px: { base: '4', md: '0' },
              py: { base: '2.5', md: '0' },
              borderTopWidth: { base: '1px', md: '0' },
              borderColor: 'border',
            })}
        data-testid="purchase-actions"
      >
        {!compact && <WishlistButton product={product} />}
        {!compact && (
          <IconButton
            size="lg"
            variant="outline"
            aria-label="공유하기 (링크 복사)"
            onClick={() => void shareLink()}
            data-testid="share-button"
          >
            <LuShare2 />
          </IconButton>
        )}
        <Button
          size="lg"
          flex="1"
          variant="outline"
          disabled={soldOut}
          data-testid="add-to-cart"
          onClick={async () => {
            if (await add()) onAdded?.();
          }}
        >
          {soldOut ? '품절' : '장바구니'}
        </Button>
        {!compact && (
          <Button
            size="lg"
            flex="1"
            disabled={soldOut}
            data-testid="buy-now"
            onClick={async () => {
              if (await add()) {
                toaster.create({ type: 'info', title: '주문서로 이동합니다', duration: 2000 });
                navigate(urls.checkout());
              }
            }}
          >
            바로 구매
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
