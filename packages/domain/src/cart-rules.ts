import type { CartLine, CartSummary } from './cart';
import { shippingFee, type ShippingRules } from './pricing';

/**
 * The cart's limits, messages and summary rule, without its schemas (./cart.ts re-exports them):
 * the cart and product pages use these, and a page that imported them from ./cart.ts would load
 * zod with the schemas (ADR 039).
 */

/** The database keeps 1..99 per line; the shop settings may lower it (maxOrderQuantity). */
export const MAX_LINE_QUANTITY = 99;
/** A merge or an order carries at most this many lines. */
export const MAX_CART_LINES = 100;

export const CART_MESSAGES = {
  productRequired: '상품을 선택해주세요',
  productNotFound: '상품을 찾을 수 없습니다',
  optionRequired: '색상과 사이즈를 선택해주세요',
  optionNotFound: '선택한 옵션을 찾을 수 없습니다',
  quantity: '수량은 1개 이상의 정수로 입력해주세요',
  quantityOrZero: '수량은 0 이상의 정수로 입력해주세요',
  tooManyLines: `한 번에 ${MAX_CART_LINES}개 상품까지 담을 수 있습니다`,
  lineNotFound: '장바구니 상품을 찾을 수 없습니다',
  emptyCart: '장바구니가 비어있습니다',
  added: '장바구니에 추가되었습니다',
} as const;

/** '{name}' 상품은 품절되었습니다. */
export function soldOutMessage(name: string): string {
  return `'${name}' 상품은 품절되었습니다`;
}

/** Stock or the max order quantity is lower than asked; the message names the product and the limit. */
export function quantityLimitMessage(name: string, max: number): string {
  return max <= 0 ? soldOutMessage(name) : `'${name}' 상품은 최대 ${max}개까지 주문할 수 있습니다`;
}

export function unavailableMessage(name: string): string {
  return `'${name}' 상품은 현재 판매하지 않습니다`;
}

/** Subtotal of what can be bought, and shipping by the shop's rules (no address yet: no remote surcharge). */
export function cartSummary(lines: Pick<CartLine, 'price' | 'quantity' | 'soldOut'>[], rules: ShippingRules): CartSummary {
  const buyable = lines.filter((l) => !l.soldOut);
  const subtotal = buyable.reduce((s, l) => s + l.price * l.quantity, 0);
  const fee = shippingFee(subtotal, null, rules);
  return {
    itemCount: buyable.reduce((s, l) => s + l.quantity, 0),
    subtotal,
    shippingFee: fee,
    freeShippingThreshold: rules.freeShippingThreshold,
    total: subtotal + fee,
  };
}

/** How many more units a line may take: stock and the max order quantity both cap it. */
export function lineCap(stock: number, maxOrderQuantity: number): number {
  return Math.max(0, Math.min(stock, maxOrderQuantity, MAX_LINE_QUANTITY));
}
