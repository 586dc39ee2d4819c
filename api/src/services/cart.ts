import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CART_MESSAGES,
  cartSummary,
  lineCap,
  quantityLimitMessage,
  soldOutMessage,
  type Cart,
  type CartItemInput,
  type CartLine,
  type MergeCartResult,
  type SkippedLine,
} from '@market/domain/cart';
import { effectivePrice, POINTS_RATE_PERCENT, type ShippingRules } from '@market/domain/pricing';
import type { Db } from '../db/client';
import { brands, productOptions, products } from '../db/schema/catalog';
import { cartItems } from '../db/schema/engagement';
import { shippingSettings, shopSettings } from '../db/schema/settings';
import { AppError } from '../lib/errors';
import { loadSurchargeZones } from './admin-settings-shipping';
import { isUuid } from '../lib/sql';

/** The shop settings the buying flow obeys (DESIGN 3: settings take effect). */
export interface ShopRules {
  shipping: ShippingRules;
  maxOrderQuantity: number;
  minimumOrderAmount: number;
  pointsRate: number;
  loyaltyEnabled: boolean;
  couponsEnabled: boolean;
  returnFee: number;
}

export async function loadShopRules(db: Db): Promise<ShopRules> {
  const [[shop], [ship]] = await Promise.all([db.select().from(shopSettings).limit(1), db.select().from(shippingSettings).limit(1)]);
  const standardFee = ship?.standardShippingFee ?? 3_000;
  // The surcharge by zip code comes from the shipping zones (ADR 032).
  const zones = await loadSurchargeZones(db);
  return {
    shipping: {
      freeShippingThreshold: ship?.freeShippingThreshold ?? shop?.freeShippingThreshold ?? 50_000,
      shippingFee: standardFee,
      remoteAreaFee: zones.reduce((max, z) => Math.max(max, z.surcharge), 0),
      zones,
    },
    maxOrderQuantity: shop?.maxOrderQuantity ?? 99,
    minimumOrderAmount: shop?.minimumOrderAmount ?? 0,
    pointsRate: shop?.loyaltyPointsRate ?? POINTS_RATE_PERCENT,
    loyaltyEnabled: shop?.enableLoyaltyProgram ?? true,
    couponsEnabled: shop?.enableCoupons ?? true,
    returnFee: ship?.returnShippingFee ?? 3_000,
  };
}

/** A product as the buying flow sees it: listed or not, its price now, and its options. */
export interface CatalogEntry {
  id: string;
  name: string;
  brandId: string;
  brandName: string;
  brandSlug: string;
  sellerId: string;
  image: string;
  price: number;
  salePrice: number | null;
  /** Listed on the storefront: the product is not inactive and its brand is active. */
  listed: boolean;
  /** Sales stopped by hand (품절 처리): listed, but every option counts as sold out. */
  salesStopped: boolean;
  colors: string[];
  sizes: string[];
  options: Map<string, { id: string; color: string; size: string; stock: number }>;
}

export const optionKey = (color: string, size: string) => `${color}\u0000${size}`;

/** Products by id with their options (unknown ids are simply absent). */
export async function loadCatalog(db: Db, productIds: string[]): Promise<Map<string, CatalogEntry>> {
  const ids = [...new Set(productIds.filter(isUuid))];
  const map = new Map<string, CatalogEntry>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      sellerId: products.sellerId,
      price: products.price,
      salePrice: products.salePrice,
      images: products.images,
      colors: products.colors,
      sizes: products.sizes,
      status: products.status,
      brandName: brands.name,
      brandSlug: brands.slug,
      brandStatus: brands.status,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  for (const r of rows) {
    map.set(r.id, {
      id: r.id,
      name: r.name,
      brandId: r.brandId,
      brandName: r.brandName,
      brandSlug: r.brandSlug,
      sellerId: r.sellerId,
      image: r.images[0] ?? `/media/products/${r.id}/1.svg`,
      price: r.price,
      salePrice: r.salePrice,
      listed: r.status !== 'inactive' && r.brandStatus === 'active',
      salesStopped: r.status === 'out_of_stock',
      colors: r.colors,
      sizes: r.sizes,
      options: new Map(),
    });
  }
  if (map.size === 0) return map;
  const options = await db
    .select({
      id: productOptions.id,
      productId: productOptions.productId,
      color: productOptions.color,
      size: productOptions.size,
      stock: productOptions.stock,
    })
    .from(productOptions)
    .where(inArray(productOptions.productId, [...map.keys()]));
  for (const o of options) {
    const entry = map.get(o.productId)!;
    // A product marked sold out sells nothing, whatever its options still hold.
    entry.options.set(optionKey(o.color, o.size), { id: o.id, color: o.color, size: o.size, stock: entry.salesStopped ? 0 : o.stock });
  }
  return map;
}

/** The first colour/size with stock, in the product's own colour and size order. */
export function firstInStockOption(entry: CatalogEntry): { color: string; size: string; stock: number } | null {
  const all = [...entry.options.values()].filter((o) => o.stock > 0);
  const rank = (list: string[], v: string) => {
    const i = list.indexOf(v);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  all.sort((a, b) => rank(entry.colors, a.color) - rank(entry.colors, b.color) || rank(entry.sizes, a.size) - rank(entry.sizes, b.size));
  return all[0] ?? null;
}

/** The signed-in shopper's cart, priced from the database now. */
export async function getCart(db: Db, customerId: string, rules?: ShopRules): Promise<Cart> {
  const [lines, shop] = await Promise.all([
    db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        color: cartItems.color,
        size: cartItems.size,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.customerId, customerId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    rules ? Promise.resolve(rules) : loadShopRules(db),
  ]);
  const catalog = await loadCatalog(
    db,
    lines.map((l) => l.productId),
  );
  const items: CartLine[] = lines.map((l) => {
    const p = catalog.get(l.productId)!;
    const stock = p.options.get(optionKey(l.color, l.size))?.stock ?? 0;
    const price = effectivePrice(p.price, p.salePrice);
    return {
      id: l.id,
      productId: l.productId,
      name: p.name,
      brandName: p.brandName,
      brandSlug: p.brandSlug,
      image: p.image,
      price,
      originalPrice: price < p.price ? p.price : null,
      selectedColor: l.color,
      selectedSize: l.size,
      quantity: l.quantity,
      stock,
      maxQuantity: p.listed ? lineCap(stock, shop.maxOrderQuantity) : 0,
      soldOut: !p.listed || stock <= 0,
    };
  });
  return { items, summary: cartSummary(items, shop.shipping) };
}

type CheckedLine = { entry: CatalogEntry; stock: number; cap: number };

/** A cart line's product and option, or the 4xx that says why it cannot be bought. */
export function checkLine(
  catalog: Map<string, CatalogEntry>,
  input: Pick<CartItemInput, 'productId' | 'selectedColor' | 'selectedSize'>,
  rules: ShopRules,
  field = '',
): CheckedLine {
  const entry = catalog.get(input.productId);
  if (!entry || !entry.listed)
    throw new AppError('NOT_FOUND', CART_MESSAGES.productNotFound, { [`${field}productId`]: CART_MESSAGES.productNotFound });
  const option = entry.options.get(optionKey(input.selectedColor, input.selectedSize));
  if (!option) {
    const message = `${CART_MESSAGES.optionNotFound} ('${entry.name}' ${input.selectedColor}/${input.selectedSize})`;
    throw new AppError('VALIDATION', message, {
      [`${field}selectedColor`]: CART_MESSAGES.optionNotFound,
      [`${field}selectedSize`]: CART_MESSAGES.optionNotFound,
    });
  }
  return { entry, stock: option.stock, cap: lineCap(option.stock, rules.maxOrderQuantity) };
}

function limitError(line: CheckedLine): AppError {
  return new AppError('CONFLICT', line.stock <= 0 ? soldOutMessage(line.entry.name) : quantityLimitMessage(line.entry.name, line.cap), {
    quantity: line.stock <= 0 ? soldOutMessage(line.entry.name) : quantityLimitMessage(line.entry.name, line.cap),
  });
}

async function findLine(db: Db, customerId: string, productId: string, color: string, size: string) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId), eq(cartItems.color, color), eq(cartItems.size, size)),
    )
    .limit(1);
  return row ?? null;
}

async function upsertLine(
  db: Db,
  customerId: string,
  input: Pick<CartItemInput, 'productId' | 'selectedColor' | 'selectedSize'>,
  quantity: number,
) {
  await db
    .insert(cartItems)
    .values({ customerId, productId: input.productId, color: input.selectedColor, size: input.selectedSize, quantity })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId, cartItems.color, cartItems.size],
      set: { quantity, updatedAt: sql`now()` },
    });
}

/** Same product, colour and size merge their quantities; stock and the max order quantity cap the sum (409). */
export async function addCartItem(db: Db, customerId: string, input: CartItemInput): Promise<Cart> {
  const rules = await loadShopRules(db);
  const catalog = await loadCatalog(db, [input.productId]);
  const line = checkLine(catalog, input, rules);
  const existing = await findLine(db, customerId, input.productId, input.selectedColor, input.selectedSize);
  const wanted = (existing?.quantity ?? 0) + input.quantity;
  if (wanted > line.cap) throw limitError(line);
  await upsertLine(db, customerId, input, wanted);
  return getCart(db, customerId, rules);
}

async function ownLine(db: Db, customerId: string, lineId: string) {
  const notFound = () => new AppError('NOT_FOUND', CART_MESSAGES.lineNotFound);
  if (!isUuid(lineId)) throw notFound();
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A new quantity for one of the shopper's lines; 0 removes it. Someone else's line is a 404. */
export async function updateCartItem(db: Db, customerId: string, lineId: string, quantity: number): Promise<Cart> {
  const row = await ownLine(db, customerId, lineId);
  const rules = await loadShopRules(db);
  if (quantity === 0) {
    await db.delete(cartItems).where(eq(cartItems.id, row.id));
    return getCart(db, customerId, rules);
  }
  const catalog = await loadCatalog(db, [row.productId]);
  const line = checkLine(catalog, { productId: row.productId, selectedColor: row.color, selectedSize: row.size }, rules);
  if (quantity > line.cap) throw limitError(line);
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, row.id));
  return getCart(db, customerId, rules);
}

export async function removeCartItem(db: Db, customerId: string, lineId: string): Promise<Cart> {
  const row = await ownLine(db, customerId, lineId);
  await db.delete(cartItems).where(eq(cartItems.id, row.id));
  return getCart(db, customerId);
}

export async function clearCart(db: Db, customerId: string): Promise<Cart> {
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
  return getCart(db, customerId);
}

/** Same product+colour+size lines of one request as one line. */
export function mergeDuplicates<T extends Pick<CartItemInput, 'productId' | 'selectedColor' | 'selectedSize' | 'quantity'>>(
  items: T[],
): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = `${item.productId}\u0000${optionKey(item.selectedColor, item.selectedSize)}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, quantity: prev.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

/**
 * Adds lines to the server cart as far as stock allows: lines that no longer exist or are sold
 * out are skipped, a quantity above what is left is lowered; the answer lists both.
 */
export async function addLinesBestEffort(
  db: Db,
  customerId: string,
  items: CartItemInput[],
  rules: ShopRules,
): Promise<{ added: number; skipped: SkippedLine[] }> {
  const catalog = await loadCatalog(
    db,
    items.map((i) => i.productId),
  );
  const skipped: SkippedLine[] = [];
  let added = 0;
  for (const item of mergeDuplicates(items)) {
    const base = { productId: item.productId, selectedColor: item.selectedColor, selectedSize: item.selectedSize, quantity: item.quantity };
    const entry = catalog.get(item.productId);
    if (!entry) {
      skipped.push({ ...base, reason: 'not_found', message: CART_MESSAGES.productNotFound });
      continue;
    }
    if (!entry.listed) {
      skipped.push({ ...base, reason: 'unavailable', message: `'${entry.name}' 상품은 현재 판매하지 않습니다` });
      continue;
    }
    const option = entry.options.get(optionKey(item.selectedColor, item.selectedSize));
    if (!option) {
      skipped.push({
        ...base,
        reason: 'not_found',
        message: `${CART_MESSAGES.optionNotFound} ('${entry.name}' ${item.selectedColor}/${item.selectedSize})`,
      });
      continue;
    }
    if (option.stock <= 0) {
      skipped.push({ ...base, reason: 'sold_out', message: soldOutMessage(entry.name) });
      continue;
    }
    const cap = lineCap(option.stock, rules.maxOrderQuantity);
    const existing = await findLine(db, customerId, item.productId, item.selectedColor, item.selectedSize);
    const have = existing?.quantity ?? 0;
    const take = Math.min(item.quantity, Math.max(0, cap - have));
    if (take < item.quantity)
      skipped.push({ ...base, quantity: item.quantity - take, reason: 'limited', message: quantityLimitMessage(entry.name, cap) });
    if (take > 0) {
      await upsertLine(db, customerId, item, have + take);
      added += 1;
    }
  }
  return { added, skipped };
}

/** The browser cart after sign-in, merged into the server cart. */
export async function mergeCart(db: Db, customerId: string, items: CartItemInput[]): Promise<MergeCartResult> {
  const rules = await loadShopRules(db);
  const { skipped } = await db.transaction((tx) => addLinesBestEffort(tx, customerId, items, rules));
  return { ...(await getCart(db, customerId, rules)), skipped };
}
