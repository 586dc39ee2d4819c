import { z } from 'zod';

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
