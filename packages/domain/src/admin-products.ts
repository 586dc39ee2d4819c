import { z } from 'zod';
import { ExportQuerySchema } from './export';
import { CursorPageQuerySchema, SearchTextSchema } from './paging';

/**
 * Product management in the admin (spec 001 "Product management", section 4 "Product status"):
 * the product's create / edit body, shared by the form, the API and the CSV / .xlsx import (one
 * row of an import is one ProductInput), and the Korean messages. The list query, row shape, bulk
 * body and tiles are added beside these by the products screen.
 */

/** Spec 001 section 9: stock under 20 is low (orange with the warning icon); 0 is sold out (red). */
export const LOW_STOCK_THRESHOLD = 20;
/** Spec 001 section 9: the bulk bar's discount. */
export const BULK_DISCOUNT_RATE = 20;
export const PRODUCT_PRICE_MAX = 100_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 5_000;
/** Colours × sizes of one product. */
export const PRODUCT_OPTIONS_MAX = 100;
export const PRODUCT_IMAGES_MAX = 10;

/** The statuses an operator sets (low_stock is derived from stock, spec 001 section 4). */
export const ADMIN_PRODUCT_STATUSES = ['active', 'out_of_stock', 'low_stock', 'inactive'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_STATUS_LABELS: Record<AdminProductStatus, string> = {
  active: '판매중',
  out_of_stock: '품절',
  low_stock: '재고 부족',
  inactive: '판매 중지',
};

export const PRODUCT_MESSAGES = {
  name: '상품명을 입력해주세요.',
  nameTooLong: `상품명은 ${PRODUCT_NAME_MAX}자 이하로 입력해주세요.`,
  nameEnTooLong: `영문 상품명은 ${PRODUCT_NAME_MAX}자 이하로 입력해주세요.`,
  description: `상품 설명은 ${PRODUCT_DESCRIPTION_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요.`,
  brand: '브랜드를 선택해주세요.',
  brandNotFound: '선택한 브랜드를 찾을 수 없습니다.',
  category: '카테고리를 선택해주세요.',
  categoryNotFound: '선택한 카테고리를 찾을 수 없습니다.',
  categoryLevel: '상품은 하위 카테고리에만 등록할 수 있습니다.',
  price: `판매가는 1원에서 ${PRODUCT_PRICE_MAX.toLocaleString('ko-KR')}원 사이의 정수로 입력해주세요.`,
  salePrice: '할인가는 1원 이상의 정수로 입력해주세요.',
  salePriceAbovePrice: '할인가는 판매가보다 낮아야 합니다.',
  stock: `재고는 0에서 ${PRODUCT_STOCK_MAX.toLocaleString('ko-KR')} 사이의 정수로 입력해주세요.`,
  color: '색상을 입력해주세요. (30자 이하)',
  size: '사이즈를 입력해주세요. (20자 이하)',
  options: `옵션(색상 × 사이즈)을 1개 이상 ${PRODUCT_OPTIONS_MAX}개 이하로 입력해주세요.`,
  optionDuplicate: '같은 색상과 사이즈의 옵션이 중복되었습니다.',
  weight: '무게는 1g에서 100,000g 사이의 정수로 입력해주세요.',
  status: '상품 상태가 올바르지 않습니다.',
  notFound: '상품을 찾을 수 없습니다.',
} as const;

const won = (message: string) => z.number({ error: message }).int(message);

export const ProductOptionInputSchema = z.object({
  color: z.string({ error: PRODUCT_MESSAGES.color }).trim().min(1, PRODUCT_MESSAGES.color).max(30, PRODUCT_MESSAGES.color),
  size: z.string({ error: PRODUCT_MESSAGES.size }).trim().min(1, PRODUCT_MESSAGES.size).max(20, PRODUCT_MESSAGES.size),
  stock: won(PRODUCT_MESSAGES.stock).min(0, PRODUCT_MESSAGES.stock).max(PRODUCT_STOCK_MAX, PRODUCT_MESSAGES.stock),
});
export type ProductOptionInput = z.infer<typeof ProductOptionInputSchema>;

const productFields = {
  name: z.string({ error: PRODUCT_MESSAGES.name }).trim().min(1, PRODUCT_MESSAGES.name).max(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.nameTooLong),
  nameEn: z.string().trim().max(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.nameEnTooLong).default(''),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, PRODUCT_MESSAGES.description).default(''),
  brandId: z.uuid({ error: PRODUCT_MESSAGES.brand }),
  categoryId: z.uuid({ error: PRODUCT_MESSAGES.category }),
  price: won(PRODUCT_MESSAGES.price).min(1, PRODUCT_MESSAGES.price).max(PRODUCT_PRICE_MAX, PRODUCT_MESSAGES.price),
  salePrice: won(PRODUCT_MESSAGES.salePrice)
    .min(1, PRODUCT_MESSAGES.salePrice)
    .max(PRODUCT_PRICE_MAX, PRODUCT_MESSAGES.salePrice)
    .nullable()
    .default(null),
  status: z.enum(ADMIN_PRODUCT_STATUSES, { error: PRODUCT_MESSAGES.status }).default('active'),
  weightGrams: won(PRODUCT_MESSAGES.weight).min(1, PRODUCT_MESSAGES.weight).max(100_000, PRODUCT_MESSAGES.weight).default(500),
  options: z.array(ProductOptionInputSchema).min(1, PRODUCT_MESSAGES.options).max(PRODUCT_OPTIONS_MAX, PRODUCT_MESSAGES.options),
};

function checkProduct(value: { price?: number; salePrice?: number | null; options?: ProductOptionInput[] }, ctx: z.RefinementCtx) {
  if (value.price != null && value.salePrice != null && value.salePrice >= value.price) {
    ctx.addIssue({ code: 'custom', path: ['salePrice'], message: PRODUCT_MESSAGES.salePriceAbovePrice });
  }
  const seen = new Set<string>();
  for (const [i, option] of (value.options ?? []).entries()) {
    const key = `${option.color}\u0000${option.size}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i, 'size'], message: PRODUCT_MESSAGES.optionDuplicate });
    seen.add(key);
  }
}

/** A new product (the add dialog, and each row of an import). Unknown keys are refused. */
export const ProductInputSchema = z.strictObject(productFields).superRefine(checkProduct);
export type ProductInput = z.infer<typeof ProductInputSchema>;
export type ProductInputValues = z.input<typeof ProductInputSchema>;

/**
 * An edit: any subset of the fields. Options, when given, replace the product's options (matched by
 * colour and size, so an option on an order keeps its id). The sale price rule is checked against
 * the stored price on the server when only one of the two is sent.
 */
export const ProductUpdateSchema = z
  .strictObject({
    name: productFields.name.optional(),
    nameEn: z.string().trim().max(PRODUCT_NAME_MAX, PRODUCT_MESSAGES.nameEnTooLong).optional(),
    description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, PRODUCT_MESSAGES.description).optional(),
    brandId: productFields.brandId.optional(),
    categoryId: productFields.categoryId.optional(),
    price: productFields.price.optional(),
    salePrice: won(PRODUCT_MESSAGES.salePrice)
      .min(1, PRODUCT_MESSAGES.salePrice)
      .max(PRODUCT_PRICE_MAX, PRODUCT_MESSAGES.salePrice)
      .nullable()
      .optional(),
    status: z.enum(ADMIN_PRODUCT_STATUSES, { error: PRODUCT_MESSAGES.status }).optional(),
    weightGrams: won(PRODUCT_MESSAGES.weight).min(1, PRODUCT_MESSAGES.weight).max(100_000, PRODUCT_MESSAGES.weight).optional(),
    options: productFields.options.optional(),
  })
  .superRefine(checkProduct);
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** The badge of spec 001 section 4: sold out, low stock, or on sale (and inactive, ours). */
export function productBadge(status: AdminProductStatus, stock: number): 'sold_out' | 'low_stock' | 'on_sale' | 'inactive' {
  if (status === 'inactive') return 'inactive';
  if (status === 'out_of_stock' || stock === 0) return 'sold_out';
  if (status === 'low_stock' || stock < LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'on_sale';
}

// ---- the list, the bulk bar, the tiles (the products screen)

export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'price', 'stock', 'sold', 'status', 'brand', 'category'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** The stock filter: by the stock number (spec 001 section 9: under 20 is low, 0 is sold out). */
export const ADMIN_PRODUCT_STOCK_FILTERS = ['sold_out', 'low', 'in_stock'] as const;
export type AdminProductStockFilter = (typeof ADMIN_PRODUCT_STOCK_FILTERS)[number];
export const ADMIN_PRODUCT_STOCK_FILTER_LABELS: Record<AdminProductStockFilter, string> = {
  sold_out: '재고 없음 (0개)',
  low: `재고 부족 (1~${LOW_STOCK_THRESHOLD - 1}개)`,
  in_stock: `재고 충분 (${LOW_STOCK_THRESHOLD}개 이상)`,
};

export const PRODUCT_BADGE_LABELS: Record<ReturnType<typeof productBadge>, string> = {
  sold_out: '품절',
  low_stock: '재고 부족',
  on_sale: '판매중',
  inactive: '판매 중지',
};

/** Bulk actions of the bar (spec 001 section 4): a discount, out of stock, resume sales. */
export const PRODUCT_BULK_ACTIONS = ['discount', 'out_of_stock', 'resume'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
export const PRODUCT_BULK_MAX = 1_000;

export const PRODUCT_LIST_MESSAGES = {
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  stockFilter: '재고 필터가 올바르지 않습니다.',
  priceRange: '가격 범위가 올바르지 않습니다.',
  priceRangeOrder: '최저 가격은 최고 가격보다 클 수 없습니다.',
  id: '상품 ID가 올바르지 않습니다.',
  bulkIds: `상품을 1개 이상 ${PRODUCT_BULK_MAX.toLocaleString('ko-KR')}개 이하로 선택해주세요.`,
  bulkAction: '일괄 작업이 올바르지 않습니다.',
  discountRate: '할인율은 1%에서 90% 사이의 정수로 입력해주세요.',
  bulkNotFound: '선택한 상품 중 찾을 수 없는 상품이 있습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  bulkDone: '일괄 처리 완료',
  created: '상품 등록 완료',
  createdDescription: '상품이 등록되었습니다. 판매중 상품은 스토어에 바로 노출됩니다.',
  updated: '상품 수정 완료',
  updatedDescription: '상품 정보가 저장되었습니다.',
  deleted: '상품 삭제 완료',
  deletedDescription: '상품이 삭제되었습니다.',
  archived: '상품 보관 완료',
  archivedDescription: '주문 이력이 있는 상품이라 삭제 대신 판매 중지(보관)로 전환했습니다. 스토어에서 내려갑니다.',
  openOrders: '진행 중인 주문이 있는 상품은 삭제할 수 없습니다. 판매 중지(보관)로 전환해주세요.',
  noChanges: '변경할 내용을 입력해주세요.',
  brandScope: '담당 브랜드의 상품만 등록할 수 있습니다.',
} as const;

/** '상품 12개에 20% 할인을 적용했습니다.': the bulk bar's notice. */
export function bulkDoneMessage(action: ProductBulkAction, count: number, discountRate = BULK_DISCOUNT_RATE): string {
  const n = `상품 ${count.toLocaleString('ko-KR')}개`;
  if (action === 'discount') return `${n}에 ${discountRate}% 할인을 적용했습니다.`;
  if (action === 'out_of_stock') return `${n}를 품절로 변경했습니다.`;
  return `${n}의 판매를 재개했습니다.`;
}

/** The sale price of a `rate`% discount on a list price: rounded down to 10 won, always below the price. */
export function discountedPrice(price: number, rate: number): number {
  return Math.max(1, Math.min(price - 1, Math.floor((price * (100 - rate)) / 100 / 10) * 10));
}

const optionalWon = z.coerce
  .number({ error: PRODUCT_LIST_MESSAGES.priceRange })
  .int(PRODUCT_LIST_MESSAGES.priceRange)
  .min(0, PRODUCT_LIST_MESSAGES.priceRange)
  .max(PRODUCT_PRICE_MAX, PRODUCT_LIST_MESSAGES.priceRange)
  .optional();

const listFilterFields = {
  q: SearchTextSchema,
  status: z.enum(ADMIN_PRODUCT_STATUSES, { error: PRODUCT_MESSAGES.status }).optional(),
  stock: z.enum(ADMIN_PRODUCT_STOCK_FILTERS, { error: PRODUCT_LIST_MESSAGES.stockFilter }).optional(),
  brandId: z.uuid({ error: PRODUCT_MESSAGES.brandNotFound }).optional(),
  /** A top-level category takes its children's products. */
  categoryId: z.uuid({ error: PRODUCT_MESSAGES.categoryNotFound }).optional(),
  /** On the price paid (the sale price when there is one). */
  priceMin: optionalWon,
  priceMax: optionalWon,
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: PRODUCT_LIST_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: PRODUCT_LIST_MESSAGES.order }).default('desc'),
};

function checkPriceRange(v: { priceMin?: number; priceMax?: number }, ctx: z.RefinementCtx) {
  if (v.priceMin !== undefined && v.priceMax !== undefined && v.priceMin > v.priceMax)
    ctx.addIssue({ code: 'custom', path: ['priceMin'], message: PRODUCT_LIST_MESSAGES.priceRangeOrder });
}

/** `GET /api/admin/products`: search on name or brand, the filters, any shown column's order, keyset `cursor`. */
export const AdminProductListQuerySchema = CursorPageQuerySchema.extend(listFilterFields).superRefine(checkPriceRange);
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;
export type AdminProductFilter = Omit<AdminProductListQuery, 'cursor' | 'limit'>;

/** `GET /api/admin/products/export`: the list's filters and order, as CSV or .xlsx. */
export const AdminProductExportQuerySchema = ExportQuerySchema.extend(listFilterFields).superRefine(checkPriceRange);
export type AdminProductExportQuery = z.infer<typeof AdminProductExportQuerySchema>;

export const AdminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  /** The top-level category's name ('' for none). */
  parentCategoryName: z.string(),
  sellerId: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  stock: z.number().int(),
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  soldCount: z.number().int(),
  images: z.array(z.string()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductOptionSchema = z.object({
  id: z.string(),
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
});
export type AdminProductOption = z.infer<typeof AdminProductOptionSchema>;

/** The detail dialog and the edit form: the row and what only the product's own page needs. */
export const AdminProductDetailSchema = AdminProductSchema.extend({
  description: z.string(),
  weightGrams: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  options: z.array(AdminProductOptionSchema),
  /** Orders not yet delivered or cancelled that hold the product: it can then only be archived. */
  openOrderCount: z.number().int(),
  /** Any order line ever held it: deleting then archives. */
  hasOrders: z.boolean(),
});
export type AdminProductDetail = z.infer<typeof AdminProductDetailSchema>;

/** The four tiles (spec 001): on sale, sold out, low stock, total units sold, over the caller's products. */
export const AdminProductSummarySchema = z.object({
  onSale: z.number().int(),
  soldOut: z.number().int(),
  lowStock: z.number().int(),
  unitsSold: z.number().int(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>;

export const AdminProductPageSchema = z.object({
  items: z.array(AdminProductSchema),
  total: z.number().int(),
  limit: z.number().int(),
  nextCursor: z.string().nullable(),
  summary: AdminProductSummarySchema,
});
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>;

export const AdminProductResultSchema = z.object({ item: AdminProductDetailSchema, title: z.string(), message: z.string() });
export type AdminProductResult = z.infer<typeof AdminProductResultSchema>;

export const AdminProductDeleteResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'archived']),
  title: z.string(),
  message: z.string(),
});
export type AdminProductDeleteResult = z.infer<typeof AdminProductDeleteResultSchema>;

/** `POST /api/admin/products/bulk`: one transaction over up to 1,000 products. */
export const ProductBulkSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: PRODUCT_LIST_MESSAGES.id }), { error: PRODUCT_LIST_MESSAGES.bulkIds })
    .min(1, PRODUCT_LIST_MESSAGES.bulkIds)
    .max(PRODUCT_BULK_MAX, PRODUCT_LIST_MESSAGES.bulkIds),
  action: z.enum(PRODUCT_BULK_ACTIONS, { error: PRODUCT_LIST_MESSAGES.bulkAction }),
  discountRate: z
    .number({ error: PRODUCT_LIST_MESSAGES.discountRate })
    .int(PRODUCT_LIST_MESSAGES.discountRate)
    .min(1, PRODUCT_LIST_MESSAGES.discountRate)
    .max(90, PRODUCT_LIST_MESSAGES.discountRate)
    .optional(),
});
export type ProductBulk = z.infer<typeof ProductBulkSchema>;

export const ProductBulkResultSchema = z.object({ updated: z.number().int(), title: z.string(), message: z.string() });
export type ProductBulkResult = z.infer<typeof ProductBulkResultSchema>;

/** Brands and categories the form and the filters offer (a seller: its brand only). */
export const AdminProductChoicesSchema = z.object({
  brands: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  categories: z.array(z.object({ id: z.string(), name: z.string(), children: z.array(z.object({ id: z.string(), name: z.string() })) })),
});
export type AdminProductChoices = z.infer<typeof AdminProductChoicesSchema>;

// ---- images (uploaded by the product; the generated placeholders give way to the first photo)

export const PRODUCT_IMAGE_MESSAGES = {
  tooMany: `상품 이미지는 ${PRODUCT_IMAGES_MAX}장까지 등록할 수 있습니다.`,
  unknown: '상품에 없는 이미지가 포함되어 있습니다. 새로고침한 뒤 다시 시도해주세요.',
  uploaded: '이미지 업로드 완료',
  uploadedDescription: (n: number) => `이미지 ${n}장을 올렸습니다.`,
  saved: '이미지 변경 완료',
  savedDescription: '이미지 순서와 구성이 저장되었습니다.',
} as const;

/** `PUT /api/admin/products/{id}/images`: the product's images in their new order (some left out = removed). */
export const ProductImagesSchema = z.strictObject({
  images: z
    .array(z.string().max(300, PRODUCT_IMAGE_MESSAGES.unknown), { error: PRODUCT_IMAGE_MESSAGES.unknown })
    .max(PRODUCT_IMAGES_MAX, PRODUCT_IMAGE_MESSAGES.tooMany),
});
export type ProductImages = z.infer<typeof ProductImagesSchema>;

/** A placeholder drawn by the API from the product's name and colour, not a photo. */
export function isGeneratedProductImage(url: string): boolean {
  return url.startsWith('/media/products/');
}
