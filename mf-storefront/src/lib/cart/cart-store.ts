// From 'valtio' itself (a shared singleton): a proxy made by another copy would be invisible to useSnapshot.
import { proxy, subscribe } from 'valtio';

/** Browser storage key of the shopper's cart (spec 3: each client store has its own key). */
export const CART_STORAGE_KEY = 'market-cart';

/** One cart line (spec 3, 'Cart item'). */
export interface CartItem {
  productId: string;
  quantity: number;
  selectedColor?: string;
  selectedSize?: string;
}

export interface CartState {
  items: CartItem[];
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.productId === 'string' &&
    v.productId !== '' &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0 &&
    (v.selectedColor === undefined || typeof v.selectedColor === 'string') &&
    (v.selectedSize === undefined || typeof v.selectedSize === 'string')
  );
}

/** Reads a stored cart; anything malformed is dropped rather than crashing the header. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const items = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** Number of pieces in the cart (what the header badge shows). */
export function countCartItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function sameLine(a: CartItem, b: Pick<CartItem, 'productId' | 'selectedColor' | 'selectedSize'>): boolean {
  return a.productId === b.productId && a.selectedColor === b.selectedColor && a.selectedSize === b.selectedSize;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

/** A cart store kept in browser storage under `market-cart`. */
export function createCartStore(storage: KeyValueStorage | null = defaultStorage()) {
  const state = proxy<CartState>({ items: parseStoredCart(storage?.getItem(CART_STORAGE_KEY) ?? null) });

  subscribe(state, () => {
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify({ items: state.items }));
    } catch {
      // quota exceeded or storage disabled: the cart still works for this visit
    }
  });

  return {
    state,
    /** Same product, colour and size merge their quantities; otherwise a new line (spec 4). */
    add(item: CartItem) {
      if (!isCartItem(item)) return;
      const line = state.items.find((i) => sameLine(i, item));
      if (line) line.quantity += item.quantity;
      else state.items.push({ ...item });
    },
    /** A quantity of 0 or less removes the line (spec 4). */
    setQuantity(line: Pick<CartItem, 'productId' | 'selectedColor' | 'selectedSize'>, quantity: number) {
      const index = state.items.findIndex((i) => sameLine(i, line));
      if (index < 0) return;
      if (quantity <= 0) state.items.splice(index, 1);
      else state.items[index]!.quantity = Math.floor(quantity);
    },
    remove(line: Pick<CartItem, 'productId' | 'selectedColor' | 'selectedSize'>) {
      const index = state.items.findIndex((i) => sameLine(i, line));
      if (index >= 0) state.items.splice(index, 1);
    },
    clear() {
      state.items.splice(0, state.items.length);
    },
    /** Re-reads storage, e.g. after another tab changed the cart. */
    reload() {
      state.items = parseStoredCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** What the server renders: no browser, no cart. */
export const EMPTY_CART: CartState = { items: [] };

/** The shopper's cart for this browser. */
export const cartStore = createCartStore();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) cartStore.reload();
  });
}
