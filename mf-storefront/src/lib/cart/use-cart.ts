import { ApiError } from '@market/api-client/api-fetch';
import type { CartLine, CartSummary } from '@market/domain/cart';
import { cartSummary, lineCap, MAX_LINE_QUANTITY } from '@market/domain/cart-rules';
import { DEFAULT_SHIPPING_RULES, effectivePrice } from '@market/domain/pricing';
import { shippingRulesOf } from '@market/domain/shop-settings';
import type { ProductDetail } from '@market/domain/product';
import { useCustomerSession } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { getProduct } from '../../api/get-product';
import { useShopSettings } from '../../api/get-shop-settings';
import { optionStock } from '../option-stock';
import { clearCart } from '../../api/cart/clear-cart';
import { useServerCart } from '../../api/cart/get-cart';
import { removeCartItem, updateCartItem } from '../../api/cart/update-cart-item';
import { setServerCart } from './cart-actions';
import { useStoredSnapshot } from '../use-stored-snapshot';
import { EMPTY_CART, cartStore, type CartItem } from './cart-store';

/** A line as the drawer, the cart page and checkout show it, wherever the cart is kept. */
export interface CartLineView extends CartLine {
  /** The product no longer exists. */
  missing?: boolean;
}

export const UNKNOWN_PRODUCT_NAME = '알 수 없는 상품';

function localKey(item: Pick<CartItem, 'productId' | 'selectedColor' | 'selectedSize'>): string {
  return `${item.productId}|${item.selectedColor ?? ''}|${item.selectedSize ?? ''}`;
}

/** The browser store's identity of a line (options it never had stay undefined). */
function storeLine(line: CartLineView): Pick<CartItem, 'productId' | 'selectedColor' | 'selectedSize'> {
  return { productId: line.productId, selectedColor: line.selectedColor || undefined, selectedSize: line.selectedSize || undefined };
}

/** A browser line priced from the product's detail (never from what the browser kept). */
function toLocalLine(item: CartItem, product: ProductDetail | null): CartLineView {
  const base = {
    id: localKey(item),
    productId: item.productId,
    selectedColor: item.selectedColor ?? '',
    selectedSize: item.selectedSize ?? '',
    quantity: item.quantity,
  };
  if (!product) {
    return {
      ...base,
      name: UNKNOWN_PRODUCT_NAME,
      brandName: '',
      brandSlug: '',
      image: '',
      price: 0,
      originalPrice: null,
      stock: 0,
      maxQuantity: 0,
      soldOut: true,
      missing: true,
    };
  }
  const price = effectivePrice(product.price, product.salePrice);
  const stock = optionStock(product, item.selectedColor, item.selectedSize);
  return {
    ...base,
    name: product.name,
    brandName: product.brand.name,
    brandSlug: product.brand.slug,
    image: product.image,
    price,
    originalPrice: price < product.price ? product.price : null,
    stock,
    maxQuantity: lineCap(stock, MAX_LINE_QUANTITY),
    soldOut: stock <= 0,
  };
}

/** Details of the products in the browser cart, one request per product (404 → null). */
async function getCartProducts(ids: string[]): Promise<Record<string, ProductDetail | null>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      try {
        return [id, await getProduct(id)] as const;
      } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 422)) return [id, null] as const;
        throw e;
      }
    }),
  );
  return Object.fromEntries(entries);
}

export interface CartView {
  signedIn: boolean;
  lines: CartLineView[];
  summary: CartSummary;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  /** Line ids with a change on the way. */
  pending: ReadonlySet<string>;
  setQuantity: (line: CartLineView, quantity: number) => Promise<void>;
  remove: (line: CartLineView) => Promise<void>;
  clear: () => Promise<void>;
}

const EMPTY_SUMMARY = cartSummary([], DEFAULT_SHIPPING_RULES);

/** The shopper's cart, from the server when signed in and from this browser otherwise. */
export function useCart(): CartView {
  const { customer, loaded } = useCustomerSession();
  const signedIn = customer !== null;
  const server = useServerCart(signedIn);
  const local = useStoredSnapshot(cartStore.state, EMPTY_CART);
  const ids = useMemo(() => [...new Set(local.items.map((i) => i.productId))].sort(), [local.items]);
  const products = useSWR(!signedIn && loaded && ids.length > 0 ? ['cart-products', ids.join(',')] : null, () => getCartProducts(ids), {
    keepPreviousData: true,
  });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const settings = useShopSettings();

  const track = useCallback(
    async (id: string, work: () => Promise<void>) => {
      setPending((s) => new Set(s).add(id));
      try {
        await work();
      } catch (e) {
        toaster.create({ type: 'error', title: '장바구니를 변경하지 못했습니다', description: e instanceof Error ? e.message : undefined });
        if (signedIn) void server.mutate();
      } finally {
        setPending((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        });
      }
    },
    [signedIn, server],
  );

  const localLines = useMemo(
    () => (signedIn ? [] : local.items.map((item) => toLocalLine(item as CartItem, products.data?.[item.productId] ?? null))),
    [signedIn, local.items, products.data],
  );

  if (signedIn) {
    return {
      signedIn,
      lines: server.data?.items ?? [],
      summary: server.data?.summary ?? EMPTY_SUMMARY,
      isLoading: server.isLoading || (!server.data && !server.error),
      error: server.error,
      retry: () => void server.mutate(),
      pending,
      setQuantity: (line, quantity) =>
        track(line.id, async () => void (await setServerCart(await updateCartItem(line.id, Math.max(0, quantity))))),
      remove: (line) => track(line.id, async () => void (await setServerCart(await removeCartItem(line.id)))),
      clear: () => track('*', async () => void (await setServerCart(await clearCart()))),
    };
  }
  const waiting = !loaded || (ids.length > 0 && !products.data && !products.error);
  return {
    signedIn,
    lines: waiting ? [] : localLines,
    // A guest cart is summed here, by the shipping rules the server will apply at checkout.
    summary: waiting ? EMPTY_SUMMARY : cartSummary(localLines, shippingRulesOf(settings)),
    isLoading: waiting,
    error: products.error,
    retry: () => void products.mutate(),
    pending,
    setQuantity: async (line, quantity) =>
      cartStore.setQuantity(storeLine(line), quantity > line.quantity ? Math.min(quantity, line.maxQuantity) : quantity),
    remove: async (line) => cartStore.remove(storeLine(line)),
    clear: async () => cartStore.clear(),
  };
}
