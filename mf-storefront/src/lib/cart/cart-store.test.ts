import { CART_STORAGE_KEY, countCartItems, createCartStore, parseStoredCart } from './cart-store';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart store', () => {
  it('starts empty without storage and counts zero', () => {
    const cart = createCartStore(null);
    expect(countCartItems(cart.state.items)).toBe(0);
  });

  it('merges the same product, colour and size and counts pieces', () => {
    const cart = createCartStore(new MemoryStorage());
    cart.add({ productId: 'p1', quantity: 1, selectedColor: 'Black', selectedSize: 'M' });
    cart.add({ productId: 'p1', quantity: 2, selectedColor: 'Black', selectedSize: 'M' });
    cart.add({ productId: 'p1', quantity: 1, selectedColor: 'White', selectedSize: 'M' });
    expect(cart.state.items).toHaveLength(2);
    expect(countCartItems(cart.state.items)).toBe(4);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const cart = createCartStore(new MemoryStorage());
    cart.add({ productId: 'p1', quantity: 3 });
    cart.add({ productId: 'p2', quantity: 1 });
    cart.setQuantity({ productId: 'p1' }, 5);
    expect(countCartItems(cart.state.items)).toBe(6);
    cart.setQuantity({ productId: 'p1' }, 0);
    expect(cart.state.items.map((i) => i.productId)).toEqual(['p2']);
    cart.setQuantity({ productId: 'p2' }, -1);
    expect(countCartItems(cart.state.items)).toBe(0);
  });

  it('ignores invalid lines', () => {
    const cart = createCartStore(null);
    cart.add({ productId: '', quantity: 1 });
    cart.add({ productId: 'p1', quantity: 0 });
    cart.add({ productId: 'p1', quantity: 1.5 });
    expect(cart.state.items).toEqual([]);
  });

  it('persists to market-cart and restores from it', async () => {
    const storage = new MemoryStorage();
    const first = createCartStore(storage);
    first.add({ productId: 'p1', quantity: 2, selectedSize: 'L' });
    await flush();
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toEqual({ items: [{ productId: 'p1', quantity: 2, selectedSize: 'L' }] });

    const second = createCartStore(storage);
    expect(countCartItems(second.state.items)).toBe(2);
    second.clear();
    await flush();
    expect(createCartStore(storage).state.items).toEqual([]);
  });

  it('reload picks up a change written by another tab', () => {
    const storage = new MemoryStorage();
    const cart = createCartStore(storage);
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [{ productId: 'p9', quantity: 7 }] }));
    cart.reload();
    expect(countCartItems(cart.state.items)).toBe(7);
  });
});

describe('parseStoredCart', () => {
  it('tolerates missing, corrupt and foreign data', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('null')).toEqual([]);
    expect(parseStoredCart('{"items":"x"}')).toEqual([]);
    expect(parseStoredCart('[{"productId":"a","quantity":1},{"productId":"b"}]')).toEqual([{ productId: 'a', quantity: 1 }]);
  });
});
