import { Stack } from '@market/ui/chakra';
import type { CartView } from '../../../lib/cart/use-cart';
import { CartLineItem } from './cart-line-item';

/** The cart's lines, each with its stepper and remove button. */
export function CartLines({ cart, compact = false, onNavigate }: { cart: CartView; compact?: boolean; onNavigate?: () => void }) {
  return (
    <Stack
      as="ul"
      gap="0"
      listStyleType="none"
      separator={<Stack as="li" aria-hidden borderTopWidth="1px" borderColor="border" />}
      data-testid="cart-lines"
    >
      {cart.lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          compact={compact}
          busy={cart.pending.has(line.id) || cart.pending.has('*')}
          onQuantity={(q) => void cart.setQuantity(line, q)}
          onRemove={() => void cart.remove(line)}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}
