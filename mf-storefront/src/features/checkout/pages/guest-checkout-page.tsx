import { Box, Stack } from '@market/ui/chakra';
import { CART_MESSAGES } from '@market/domain/cart';
import { GUEST_ORDER_MESSAGES, GuestCheckoutFormSchema, type GuestCheckoutForm } from '@market/domain/guest-order';
import type { Order } from '@market/domain/order';
import { shippingFee } from '@market/domain/pricing';
import { useCustomerSession } from '@market/session/session-store';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { toaster } from '@market/ui/toaster';
import { firstErrorMessage, useZodForm } from '@market/ui/form';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { Navigate } from '@market/ui/router';
import { useShopSettingsState } from '../../../api/get-shop-settings';
import { CartSummaryBox } from '../../../components/cart/cart-summary-box';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clickedPromotion, forgetClickedPromotion } from '../../../lib/beacon';
import { cartStore } from '../../../lib/cart/cart-store';
import { useCart } from '../../../lib/cart/use-cart';
import { urls } from '../../../urls';
import { useGuestCheckoutOptions } from '../api/get-guest-checkout-options';
import { placeGuestOrder } from '../api/place-guest-order';
import { CheckoutLines } from '../components/checkout-lines';
import { GuestBuyerFields } from '../components/guest-buyer-fields';
import type { GuestCheckoutValues } from '../components/guest-checkout-values';
import { GuestOrderComplete } from '../components/guest-order-complete';
import { CheckoutFrame, OrderSummaryPanel, PaymentSection, reportOrderError } from '../components/checkout-parts';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { CheckoutSection } from '../components/section';
import { ShippingForm, type CheckoutValues } from '../components/shipping-form';
import { newIdempotencyKey } from '../idempotency-key';
import { useCurrentLegal } from '../../../api/get-current-legal';

const EMPTY_FORM: GuestCheckoutValues = {
  guest: { name: '', phone: '', email: '', password: '' },
  passwordConfirm: '',
  shippingAddress: { name: '', phone: '', zipCode: '', address: '', detailAddress: '', deliveryMemo: '' },
  agreeToTerms: false,
  paymentMethod: undefined,
};

/**
 * `/checkout/guest` (비회원 주문, ADR 033): while the shop allows it, a shopper not signed in
 * orders the browser cart with 주문자 정보 and an order password; no coupon, no points. The
 * completion shows the order number to keep. Signed-in shoppers go to the member checkout.
 */
export default function GuestCheckoutPage() {
  useDocumentTitle('비회원 주문');
  const { customer, loaded } = useCustomerSession();
  const { settings, loaded: settingsLoaded } = useShopSettingsState();
  const allowed = loaded && !customer && settingsLoaded && settings.guestCheckout;
  const cart = useCart();
  const options = useGuestCheckoutOptions(allowed);
  const form = useZodForm<GuestCheckoutValues, GuestCheckoutForm>(GuestCheckoutFormSchema, { defaultValues: EMPTY_FORM });
  const { control, getValues, setValue } = form;
  // The 이용약관 and 개인정보처리방침 versions the consent box agrees to (sent with the order).
  const legal = useCurrentLegal();
  const zipCode = useWatch({ control, name: 'shippingAddress.zipCode' });
  const [memoMode, setMemoMode] = useState<'preset' | 'custom'>('preset');
  const [placed, setPlaced] = useState<Order | null>(null);
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    const first = options.data?.paymentMethods.find((m) => m.enabled)?.code;
    if (first && !getValues('paymentMethod')) setValue('paymentMethod', first);
  }, [options.data, getValues, setValue]);

  if (placed) return <GuestOrderComplete order={placed} />;
  if (!loaded || !settingsLoaded) return <PageSkeleton />;
  if (customer) return <Navigate to={urls.checkout()} replace />;
  // Switched off: the member rule stands (sign in to order).
  if (!settings.guestCheckout) return <Navigate to={urls.login(urls.checkout())} replace />;
  if (!cart.isLoading && !cart.error && cart.summary.itemCount === 0) return <Navigate to={urls.cart()} replace />;

  const rules = options.data
    ? {
        freeShippingThreshold: options.data.shipping.freeShippingThreshold,
        shippingFee: options.data.shipping.fee,
        remoteAreaFee: options.data.shipping.remoteAreaSurcharge,
        zones: options.data.shipping.remoteZones,
      }
    : undefined;
  const subtotal = cart.summary.subtotal;
  const fee = rules ? shippingFee(subtotal, zipCode ?? '', rules) : cart.summary.shippingFee;
  const total = subtotal + fee;

  const invalid = (errors: FieldErrors<GuestCheckoutValues>) => {
    toaster.create({ type: 'error', title: firstErrorMessage(errors) ?? '', duration: 3000 });
  };

  const submit = form.handleSubmit(async ({ shippingAddress, passwordConfirm: _confirm, ...checked }) => {
    const lines = cart.lines.filter((l) => !l.soldOut);
    if (lines.length === 0) {
      toaster.create({ type: 'warning', title: CART_MESSAGES.emptyCart });
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    try {
      const order = await placeGuestOrder(
        {
          ...checked,
          shippingAddress: {
            ...shippingAddress,
            detailAddress: shippingAddress.detailAddress || undefined,
            deliveryMemo: shippingAddress.deliveryMemo || undefined,
          },
          items: lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            selectedColor: l.selectedColor,
            selectedSize: l.selectedSize,
            expectedPrice: l.price,
          })),
          promotion: clickedPromotion() ?? undefined,
          agreements: await legal.ensure(),
        },
        attemptKey.current,
      );
      attemptKey.current = null;
      forgetClickedPromotion();
      // The ordered lines leave the browser cart (a guest has no server cart).
      for (const l of lines) cartStore.remove(l);
      setPlaced(order);
      window.scrollTo({ top: 0 });
    } catch (e) {
      if (
        !reportOrderError(
          e,
          form.setError,
          () => void cart.retry(),
          () => setValue('agreeToTerms', false),
        )
      )
        attemptKey.current = null;
    }
  }, invalid);

  return (
    <CheckoutFrame eyebrow="GUEST CHECKOUT" title="비회원 주문" control={control} cart={cart}>
      <Stack gap="4">
        <CheckoutSection title="주문자 정보" testId="guest-buyer">
          <GuestBuyerFields control={control} />
        </CheckoutSection>
        <CheckoutSection title="배송지" testId="checkout-shipping">
          <ShippingForm
            control={control as unknown as Control<CheckoutValues>}
            memoMode={memoMode}
            onMemoModeChange={setMemoMode}
            onAddressPicked={(a) => {
              setValue('shippingAddress.zipCode', a.zipCode, { shouldValidate: true });
              setValue('shippingAddress.address', a.roadAddress, { shouldValidate: true });
              requestAnimationFrame(() => document.getElementById('checkout-detailAddress')?.focus());
            }}
          />
          <DeliveryEstimate
            zipCode={zipCode}
            zones={options.data?.shipping.remoteZones}
            processingDays={settings.shipping.processingDays}
            subtotal={subtotal}
          />
        </CheckoutSection>
        <CheckoutSection title={`주문 상품 ${cart.summary.itemCount}개`} testId="checkout-items">
          <CheckoutLines lines={cart.lines} />
        </CheckoutSection>
        <PaymentSection
          control={control as unknown as Control<CheckoutValues>}
          methods={options.data?.paymentMethods ?? []}
          loading={!options.data}
          error={options.error}
          onRetry={() => void options.mutate()}
        />
      </Stack>
      <OrderSummaryPanel
        control={control as unknown as Control<CheckoutValues>}
        summary={
          <CartSummaryBox summary={{ ...cart.summary, shippingFee: fee }} couponDiscount={0} shippingDiscount={0} totalOverride={total} />
        }
        termsLabel="주문 내용을 확인했으며, 이용약관·비회원 개인정보 수집 및 결제 진행에 동의합니다 (필수)"
        total={total}
        submitting={form.formState.isSubmitting}
        onSubmit={() => void submit()}
        footer={
          <Box fontSize="xs" color="fg.muted">
            {GUEST_ORDER_MESSAGES.keepNumber}
          </Box>
        }
      />
    </CheckoutFrame>
  );
}
