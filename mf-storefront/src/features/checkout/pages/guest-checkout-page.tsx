import { Box, Button, Grid, Skeleton, Stack } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { ApiError } from '@market/api-client/api-fetch';
import { CART_MESSAGES } from '@market/domain/cart';
import { formatKRW } from '@market/domain/format';
import { GUEST_ORDER_MESSAGES, GuestCheckoutFormSchema, type GuestCheckoutForm } from '@market/domain/guest-order';
import type { Order } from '@market/domain/order';
import { shippingFee } from '@market/domain/pricing';
import { useCustomerSession } from '@market/session/session-store';
import { ErrorState } from '@market/ui/states';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { toaster } from '@market/ui/toaster';
import { FormAlert, applyApiError, firstErrorMessage, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { Navigate } from '@market/ui/router';
import { useShopSettingsState } from '../../../api/get-shop-settings';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
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
import { PaymentMethods } from '../components/payment-methods';
import { CheckoutSection } from '../components/section';
import { ShippingForm, type CheckoutValues } from '../components/shipping-form';
import { keepsIdempotencyKey, newIdempotencyKey } from '../idempotency-key';

const ORDER_ERROR_TITLE = '주문 처리 오류';
const ORDER_ERROR_TEXT = '주문을 처리하는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';
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
      const retryable = keepsIdempotencyKey(e);
      if (!retryable) attemptKey.current = null;
      if (retryable) {
        toaster.create({
          type: 'error',
          title: ORDER_ERROR_TITLE,
          description: e instanceof ApiError && e.status === 409 ? e.message : ORDER_ERROR_TEXT,
        });
        return;
      }
      const { message } = applyApiError(form.setError, e, { fallback: ORDER_ERROR_TEXT });
      toaster.create({ type: 'error', title: '주문하지 못했습니다', description: message });
      if (e instanceof ApiError && e.status === 409) void cart.retry();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, invalid);

  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="GUEST CHECKOUT" title="비회원 주문" />
      <Box mb="5" _empty={{ display: 'none' }}>
        <FormAlert control={control} title="주문을 완료하지 못했습니다" testId="checkout-server-error" />
      </Box>
      {cart.error ? (
        <ErrorState title="장바구니를 불러오지 못했습니다" onRetry={cart.retry} />
      ) : cart.isLoading ? (
        <PageSkeleton rows={10} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 380px' }} gap={{ base: '4', lg: '8' }} alignItems="start">
          <Stack gap="4">
            <CheckoutSection title="주문자 정보" testId="guest-buyer">
              <GuestBuyerFields control={control} />
            </CheckoutSection>
            <CheckoutSection title="배송지" testId="checkout-shipping">
              <ShippingForm control={control as unknown as Control<CheckoutValues>} memoMode={memoMode} onMemoModeChange={setMemoMode} />
            </CheckoutSection>
            <CheckoutSection title={`주문 상품 ${cart.summary.itemCount}개`} testId="checkout-items">
              <CheckoutLines lines={cart.lines} />
            </CheckoutSection>
            <CheckoutSection title="결제 수단" testId="checkout-payment">
              {options.error ? (
                <ErrorState title="결제 수단을 불러오지 못했습니다" onRetry={() => void options.mutate()} />
              ) : !options.data ? (
                <Skeleton h="20" />
              ) : (
                <FormField control={control} name="paymentMethod" id="checkout-paymentMethod" errorTestId="payment-error">
                  {({ value, onChange }) => (
                    <PaymentMethods methods={options.data?.paymentMethods ?? []} value={value ?? null} onChange={onChange} />
                  )}
                </FormField>
              )}
            </CheckoutSection>
          </Stack>
          <Box
            position={{ lg: 'sticky' }}
            top={{ lg: '5rem' }}
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            p={{ base: '4', md: '5' }}
            bg="bg"
          >
            <Stack gap="4">
              <CartSummaryBox
                summary={{ ...cart.summary, shippingFee: fee }}
                couponDiscount={0}
                shippingDiscount={0}
                totalOverride={total}
              />
              <FormField control={control} name="agreeToTerms" id="checkout-terms" errorTestId="checkout-terms-error" gap="1">
                {({ value, onChange, ref, name }, { describedBy, invalid: termsInvalid }) => (
                  <Checkbox.Root
                    checked={value === true}
                    onCheckedChange={(e) => onChange(e.checked === true)}
                    name={name}
                    size="sm"
                    data-testid="checkout-terms"
                  >
                    <Checkbox.HiddenInput ref={ref} aria-describedby={termsInvalid ? describedBy : undefined} />
                    <Checkbox.Control />
                    <Checkbox.Label fontSize="sm">
                      주문 내용을 확인했으며, 이용약관·비회원 개인정보 수집 및 결제 진행에 동의합니다 (필수)
                    </Checkbox.Label>
                  </Checkbox.Root>
                )}
              </FormField>
              <Button
                size="lg"
                w="full"
                onClick={() => void submit()}
                loading={form.formState.isSubmitting}
                loadingText="결제 진행 중"
                data-testid="checkout-submit"
              >
                {formatKRW(total)} 결제하기
              </Button>
              <Box fontSize="xs" color="fg.muted">
                {GUEST_ORDER_MESSAGES.keepNumber}
              </Box>
            </Stack>
          </Box>
        </Grid>
      )}
    </PageContainer>
  );
}
