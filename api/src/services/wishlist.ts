import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CartItemInput } from '@market/domain/cart';
import type { Page } from '@market/domain/paging';
import type { ProductSummary } from '@market/domain/product';
import { discountPercent } from '@market/domain/pricing';
import { WISHLIST_MESSAGES, type WishlistItem, type WishlistToCartResult } from '@market/domain/wishlist';
import type { Db } from '../db/client';
import { brands, categories, products } from '../db/schema/catalog';
import { wishlistItems } from '../db/schema/engagement';
import { AppError } from '../lib/errors';
import { isUuid, pageOffset } from '../lib/sql';
import { addLinesBestEffort, firstInStockOption, getCart, loadCatalog, loadShopRules } from './cart';
import { sellableStock } from './products';

/** Listed: the product is not inactive and its brand is active (as the storefront lists). */
const listed = sql`${products.status} <> 'inactive' and ${brands.status} = 'active'`;

async function listedProductIds(db: Db, ids: string[]): Promise<string[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, valid), listed));
  return rows.map((r) => r.id);
}

/** `GET /api/wishlist`: newest first, listed products only, as product cards. */
export async function listWishlist(db: Db, customerId: string, page: number, limit: number): Promise<Page<WishlistItem>> {
  const where = and(eq(wishlistItems.customerId, customerId), listed);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        addedAt: wishlistItems.createdAt,
        p: {
          id: products.id,
          name: products.name,
          nameEn: products.nameEn,
          price: products.price,
          salePrice: products.salePrice,
          images: products.images,
          colors: products.colors,
          sizes: products.sizes,
          stock: sellableStock(products.status, products.stock).mapWith(Number),
          rating: products.rating,
          reviewCount: products.reviewCount,
          isNew: products.isNew,
          isBest: products.isBest,
          createdAt: products.createdAt,
        },
        b: { id: brands.id, slug: brands.slug, name: brands.name, nameEn: brands.nameEn },
        c: { slug: categories.slug, name: categories.name },
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db
      .select({ n: count() })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where),
  ]);
  const items = rows.map(({ addedAt, p, b, c }): WishlistItem => {
    const product: ProductSummary = {
      id: p.id,
      name: p.name,
      nameEn: p.nameEn,
      brand: b,
      category: c,
      price: p.price,
      salePrice: p.salePrice,
      discountPercent: p.salePrice === null ? 0 : discountPercent(p.price, p.salePrice),
      image: p.images[0] ?? `/media/products/${p.id}/1.svg`,
      images: p.images,
      colors: p.colors,
      sizes: p.sizes,
      stock: p.stock,
      rating: Math.round(Number(p.rating) * 10) / 10,
      reviewCount: p.reviewCount,
      isNew: p.isNew,
      isBest: p.isBest,
      createdAt: p.createdAt.toISOString(),
    };
    return { productId: p.id, addedAt: addedAt.toISOString(), product };
  });
  return { items, total: Number(total?.n ?? 0), page, limit };
}

/** Ids of the wished products (hearts on listings). */
export async function wishlistIds(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(wishlistItems.customerId, customerId), listed))
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((r) => r.id);
}

/** Idempotent: adding a wished product again changes nothing. Unknown or unlisted products are a 404. */
export async function addToWishlist(db: Db, customerId: string, productId: string): Promise<void> {
  const [found] = await listedProductIds(db, [productId]);
  if (!found) throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.productNotFound);
  await db.insert(wishlistItems).values({ customerId, productId: found }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Db, customerId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) return;
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}

export async function clearWishlist(db: Db, customerId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}

/** The browser wishlist after sign-in; unknown or unlisted products are dropped. */
export async function mergeWishlist(db: Db, customerId: string, productIds: string[]): Promise<string[]> {
  const ids = await listedProductIds(db, productIds);
  if (ids.length)
    await db
      .insert(wishlistItems)
      .values(ids.map((productId) => ({ customerId, productId })))
      .onConflictDoNothing();
  return wishlistIds(db, customerId);
}

/** Add-all: each wished product's first colour/size in stock, quantity 1; sold-out products are skipped and counted. */
export async function wishlistToCart(db: Db, customerId: string): Promise<WishlistToCartResult> {
  const rules = await loadShopRules(db);
  const ids = await wishlistIds(db, customerId);
  const catalog = await loadCatalog(db, ids);
  const lines: CartItemInput[] = [];
  let skippedSoldOut = 0;
  for (const id of ids) {
    const entry = catalog.get(id);
    const option = entry ? firstInStockOption(entry) : null;
    if (!entry || !option) {
      skippedSoldOut += 1;
      continue;
    }
    lines.push({ productId: id, selectedColor: option.color, selectedSize: option.size, quantity: 1 });
  }
  const { added, skipped } = await db.transaction((tx) => addLinesBestEffort(tx, customerId, lines, rules));
  skippedSoldOut += skipped.filter((s) => s.reason !== 'limited').length;
  return { added, skippedSoldOut, cart: await getCart(db, customerId, rules) };
}
