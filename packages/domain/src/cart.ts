import { z } from 'zod';
import { CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-rules';

export * from './cart-rules';

/**
 * The shopper's cart (issue 5): request schemas shared by the API and the storefront, the
 * response shapes, and the summary rule. Prices always come from the database, never the client.
 */

const productId = z.guid({ error: CART_MESSAGES.productNotFound });
const option = z
  .string({ error: CART_MESSAGES.optionRequired })
  .trim()
  .min(1, CART_MESSAGES.optionRequired)
  .max(50, CART_MESSAGES.optionNotFound);
const quantity = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(1, CART_MESSAGES.quantity)
  .max(MAX_LINE_QUANTITY, `최대 ${MAX_LINE_QUANTITY}개까지 주문할 수 있습니다`);

/** One cart line as the storefront keeps it (spec 000 section 3: productId, quantity, selectedColor, selectedSize). */
export const CartItemInputSchema = z.object({ productId, selectedColor: option, selectedSize: option, quantity }).strict();
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

export const AddCartItemSchema = CartItemInputSchema;
export type AddCartItem = CartItemInput;

/** 0 removes the line. */
export const UpdateCartItemSchema = z
  .object({
    quantity: z
      .number({ error: CART_MESSAGES.quantityOrZero })
      .int(CART_MESSAGES.quantityOrZero)
      .min(0, CART_MESSAGES.quantityOrZero)
      .max(MAX_LINE_QUANTITY, `최대 ${MAX_LINE_QUANTITY}개까지 주문할 수 있습니다`),
  })
  .strict();
export type UpdateCartItem = z.infer<typeof UpdateCartItemSchema>;

export const CartItemsSchema = z
  .array(CartItemInputSchema, { error: CART_MESSAGES.productRequired })
  .max(MAX_CART_LINES, CART_MESSAGES.tooManyLines);

/** The browser cart, sent once right after sign-in. */
export const MergeCartSchema = z.object({ items: CartItemsSchema }).strict();
export type MergeCart = z.infer<typeof MergeCartSchema>;

export const CartLineIdParamSchema = z.object({ id: z.string().max(100) });

export const CartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  brandName: z.string(),
  brandSlug: z.string(),
  image: z.string(),
  /** What one unit costs now (the sale price when there is one). */
  price: z.number().int(),
  /** The list price when a sale price applies, else null. */
  originalPrice: z.number().int().nullable(),
  selectedColor: z.string(),
  selectedSize: z.string(),
  quantity: z.number().int(),
  /** Stock of this colour and size. */
  stock: z.number().int(),
  /** min(stock, max order quantity). */
  maxQuantity: z.number().int(),
  /** The option has no stock or the product is no longer sold: not counted in the summary. */
  soldOut: z.boolean(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSummarySchema = z.object({
  /** Units of the lines that can be bought. */
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  freeShippingThreshold: z.number().int(),
  total: z.number().int(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const CartSchema = z.object({ items: z.array(CartLineSchema), summary: CartSummarySchema });
export type Cart = z.infer<typeof CartSchema>;

export const SKIP_REASONS = ['not_found', 'sold_out', 'unavailable', 'limited'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SkippedLineSchema = z.object({
  productId: z.string(),
  selectedColor: z.string(),
  selectedSize: z.string(),
  quantity: z.number().int(),
  reason: z.enum(SKIP_REASONS),
  message: z.string(),
});
export type SkippedLine = z.infer<typeof SkippedLineSchema>;

export const MergeCartResultSchema = CartSchema.extend({ skipped: z.array(SkippedLineSchema) });
export type MergeCartResult = z.infer<typeof MergeCartResultSchema>;
