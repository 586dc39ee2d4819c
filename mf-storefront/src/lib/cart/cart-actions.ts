/**
 * The cart's public API for the rest of the storefront (product page, quick view, header,
 * wishlist, orders, sign-in). An anonymous shopper's cart lives in this browser (cart-store.ts);
 * a signed-in shopper's on the server (`/api/cart`). The header's count is use-cart-count.ts.
 */
import { ApiError } from '@market/api-client/api-fetch';
import type { Cart, CartItemInput } from '@market/domain/cart';
import { loadCustomer, sessionStore } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import { mutate } from 'swr';
import { addCartItem } from '../../api/cart/add-cart-item';
import { CART_PATH } from '../../api/cart/get-cart';
import { mergeCart } from '../../api/cart/merge-cart';
import { cartStore, type CartItem } from './cart-store';

/** Who is shopping, asking the server first when nobody has asked yet. */
export async function isSignedIn(): Promise<boolean> {
  if (!sessionStore.customerLoaded) await loadCustomer().catch(() => null);
  return sessionStore.customer !== null;
}

/** Puts the server's answer into the shared SWR cache (header, drawer, cart page). */
export function setServerCart(cart: Cart): Promise<unknown> {
  return mutate(CART_PATH, cart, { revalidate: false });
}

export interface AddToCartChoice {
  color?: string;
  size?: string;
  quantity: number;
  /** Stock of the chosen option: a browser cart never holds more than this. */
  maxQuantity?: number;
}

/**
 * Adds a product to the cart and announces it (spec 8: '장바구니에 추가되었습니다' with the name).
 * Same product, colour and size merge their quantities. Resolves false when nothing was added.
 */
export async function addToCart(product: { id: string; name: string }, choice: AddToCartChoice): Promise<boolean> {
  if (!Number.isInteger(choice.quantity) || choice.quantity < 1) return false;
  if (await isSignedIn()) {
    try {
      const cart = await addCartItem({
        productId: product.id,
        selectedColor: choice.color ?? '',
        selectedSize: choice.size ?? '',
        quantity: choice.quantity,
      });
      await setServerCart(cart);
    } catch (e) {
      toaster.create({ type: 'error', title: '장바구니에 담지 못했습니다', description: e instanceof Error ? e.message : undefined });
      return false;
    }
  } else {
    const line = cartStore.state.items.find(
      (i) => i.productId === product.id && i.selectedColor === choice.color && i.selectedSize === choice.size,
    );
    const inCart = line?.quantity ?? 0;
    const room = choice.maxQuantity === undefined ? choice.quantity : Math.min(choice.quantity, choice.maxQuantity - inCart);
    if (room < 1) {
      toaster.create({
        type: 'warning',
        title: '재고가 부족합니다',
        description: `'${product.name}' 상품은 최대 ${choice.maxQuantity ?? 0}개까지 담을 수 있습니다`,
      });
      return false;
    }
    cartStore.add({ productId: product.id, quantity: room, selectedColor: choice.color, selectedSize: choice.size });
  }
  toaster.create({
    type: 'success',
    title: '장바구니에 추가되었습니다',
    description: `${product.name} ${choice.quantity}개`,
    duration: 3000,
  });
  return true;
}

/** Browser lines the server can take (an option-less line from an old prototype cannot be sent). */
export function toCartInputs(items: readonly CartItem[]): CartItemInput[] {
  return items
    .filter((i) => i.selectedColor && i.selectedSize)
    .map((i) => ({ productId: i.productId, selectedColor: i.selectedColor!, selectedSize: i.selectedSize!, quantity: i.quantity }));
}

let merging: Promise<void> | null = null;

/**
 * Right after sign-in: sends this browser's cart to the server once (`POST /api/cart/merge`),
 * then forgets the browser copy. Lines that are gone or sold out are skipped and announced.
 */
export function mergeBrowserCart(): Promise<void> {
  merging ??= (async () => {
    const items = toCartInputs(cartStore.state.items);
    if (items.length === 0) {
      cartStore.clear();
      return;
    }
    try {
      const result = await mergeCart(items);
      cartStore.clear();
      await setServerCart({ items: result.items, summary: result.summary });
      if (result.skipped.length > 0) {
        toaster.create({
          type: 'info',
          title: `${result.skipped.length}개 상품은 장바구니에 담지 못했습니다`,
          description: result.skipped.map((s) => s.message).join('\n'),
        });
      }
    } catch (e) {
      // The browser copy stays, so nothing is lost; the next sign-in tries again.
      if (!(e instanceof ApiError && e.status === 401)) {
        toaster.create({ type: 'error', title: '장바구니를 합치지 못했습니다', description: e instanceof Error ? e.message : undefined });
      }
    }
  })().finally(() => {
    merging = null;
  });
  return merging;
}
