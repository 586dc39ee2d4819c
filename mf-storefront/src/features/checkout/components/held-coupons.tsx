import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { LuTicket } from 'react-icons/lu';
import { couponStore } from '../../../lib/cart/coupon-store';
import { useHeldCoupons } from '../api/get-held-coupons';

/** The shopper's usable coupons as one-click choices above the code box (hidden while one is applied or none is held). */
export function HeldCoupons({ applied }: { applied: string | null }) {
  const held = useHeldCoupons(applied === null);
  const items = held.data?.items ?? [];
  if (applied !== null || items.length === 0) return null;
  return (
    <Stack gap="1.5" data-testid="held-coupons">
      <Text fontSize="sm" fontWeight="700">
        보유 쿠폰
      </Text>
      <HStack gap="2" wrap="wrap">
        {items.map((c) => (
          <Button
            key={c.id}
            size="xs"
            variant="outline"
            onClick={() => (couponStore.code = c.code)}
            data-testid="held-coupon"
            data-code={c.code}
          >
            <LuTicket aria-hidden /> {c.name}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
