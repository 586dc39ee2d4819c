import { Skeleton } from '@market/ui/chakra';
import { lazy, Suspense, type ComponentProps } from 'react';

const CouponBoxChunk = lazy(() => import(/* webpackChunkName: "coupon-box" */ './coupon-box').then((m) => ({ default: m.CouponBox })));

/**
 * The coupon box with its form code (react-hook-form, zod, the coupon schema) loaded when a cart
 * with lines shows it, not with the cart page (ADR 039). The skeleton keeps its place.
 */
export function CouponBox(props: ComponentProps<typeof CouponBoxChunk>) {
  return (
    <Suspense fallback={<Skeleton h="4.5rem" rounded="md" />}>
      <CouponBoxChunk {...props} />
    </Suspense>
  );
}
