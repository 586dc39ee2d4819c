import { Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { CART_MESSAGES } from '@market/domain/cart';
import { formatKRW, formatNumber } from '@market/domain/format';
import { CheckoutFormSchema, type CheckoutForm, type Order } from '@market/domain/order';
import { maxUsablePoints, pointsUseError, shippingFee } from '@market/domain/pricing';
import { pointsToEarn } from '@market/domain/shop-settings';
import { useCustomerSession } from '@market/session/session-store';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { toaster } from '@market/ui/toaster';
import { firstErrorMessage, useZodForm } from '@market/ui/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { Navigate, useNavigate } from '@market/ui/router';
import { mutate } from 'swr';
import { useShopSettingsState } from '../../../api/get-shop-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { CART_PATH } from '../../../api/cart/get-cart';
import { buyableInputs } from '../../../lib/cart/cart-inputs';
import { CartSummaryBox, SummaryRow } from '../../../components/cart/cart-summary-box';
import { CouponBox } from '../../../components/cart/coupon-box';
import { CheckoutChoice } from '../components/checkout-choice';
import { CheckoutLines } from '../components/checkout-lines';
import { HeldCoupons } from '../components/held-coupons';
import { couponStore, useAppliedCouponCode, useCouponQuote } from '../../../lib/cart/coupon-store';
import { useCart } from '../../../lib/cart/use-cart';
import { CHECKOUT_OPTIONS_PATH, useCheckoutOptions } from '../api/get-checkout-options';
import { placeOrder } from '../api/place-order';
import { clickedPromotion, forgetClickedPromotion } from '../../../lib/beacon';
import { OrderSuccessDialog } from '../components/order-success-dialog';
import { CheckoutSection } from '../components/section';
import { CheckoutFrame, OrderSummaryPanel, PaymentSection, reportOrderError } from '../components/checkout-parts';
import { DeliveryEstimate } from '../components/delivery-estimate';
import { ShippingForm, type CheckoutValues } from '../components/shipping-form';
import { NEW_ADDRESS, SaveAddressCheckbox, SavedAddresses } from '../components/saved-addresses';
import { useAddressChoice } from '../components/use-address-choice';
import { newIdempotencyKey } from '../idempotency-key';
import { useCurrentLegal } from '../../../api/get-current-legal';

const EMPTY_FORM: CheckoutValues = {
  shippingAddress: { name: '', phone: '', zipCode: '', address: '', detailAddress: '', deliveryMemo: '' },
  agreeToTerms: false,
  paymentMethod: undefined,
};

/**
 * `/checkout` (spec 2): sign-in and a non-empty cart required; shipping, payment (only enabled
 * methods), coupon, points, terms and summary. The order goes to the server with one
 * Idempotency-Key per attempt, reused when a retry follows a lost answer.
 */
export default function CheckoutPage() {
  useDocumentTitle('주문/결제');
  const { customer, loaded } = useCustomerSession();
  const navigate = useNavigate();
  const cart = useCart();
  const options = useCheckoutOptions(customer !== null);
  const { settings: shopSettings, loaded: settingsLoaded } = useShopSettingsState();
  const items = useMemo(() => buyableInputs(cart.lines), [cart.lines]);
  const applied = useAppliedCouponCode();
  const quote = useCouponQuote(applied, items);
  const usableQuote = quote.data && !quote.error ? quote.data : undefined;

  // Values as edited (terms unticked, no method yet); the schema checks them into a CheckoutForm.
  const form = useZodForm<CheckoutValues, CheckoutForm>(CheckoutFormSchema, { defaultValues: EMPTY_FORM });
  const { control, getValues, setValue } = form;
  // The 이용약관 and 개인정보처리방침 versions the consent box agrees to (sent with the order).
  const legal = useCurrentLegal();
  const zipCode = useWatch({ control, name: 'shippingAddress.zipCode' });
  const submitting = form.formState.isSubmitting;
  const [memoMode, setMemoMode] = useState<'preset' | 'custom'>('preset');
  const [pointsText, setPointsText] = useState('');
  const [placed, setPlaced] = useState<Order | null>(null);
  const attemptKey = useRef<string | null>(null);
  const addressChoice = useAddressChoice(form, customer);

  // Prefill the recipient with the shopper's own name and phone (a saved address replaces them).
  useEffect(() => {
    const { name, phone } = getValues('shippingAddress');
    if (customer && !name && !phone) {
      setValue('shippingAddress.name', customer.name);
      setValue('shippingAddress.phone', customer.phone ?? '');
    }
  }, [customer, getValues, setValue]);
  // Default payment: the first enabled method.
  useEffect(() => {
    const first = options.data?.paymentMethods.find((m) => m.enabled)?.code;
    if (first && !getValues('paymentMethod')) setValue('paymentMethod', first);
  }, [options.data, getValues, setValue]);

  if (!loaded || (!customer && !settingsLoaded)) return <PageSkeleton />;
  // A guest may choose 비회원 주문 while the shop allows it (ADR 033); otherwise sign-in is required.
  if (!customer && shopSettings.guestCheckout) return <CheckoutChoice />;
  if (!customer) return <Navigate to={`${urls.login()}?next=${encodeURIComponent(urls.checkout())}`} replace />;
  if (!placed && !cart.isLoading && !cart.error && cart.summary.itemCount === 0) return <EmptyCartRedirect />;

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
  const couponOff = usableQuote ? Math.min(usableQuote.discount + usableQuote.shippingDiscount, subtotal + fee) : 0;
  const beforePoints = subtotal + fee - couponOff;
  const balance = options.data?.pointsBalance ?? 0;
  const minPoints = options.data?.minPointsUse ?? 1000;
  const maxPoints = maxUsablePoints(balance, beforePoints);
  const usePoints = Number(pointsText.replace(/,/g, '')) || 0;
  const pointsError = pointsText ? pointsUseError(usePoints, balance, beforePoints) : null;
  const total = Math.max(0, beforePoints - (pointsError ? 0 : usePoints));
  const paymentMethods = options.data?.paymentMethods ?? [];

  // A failed check toasts its first message (spec order) and focuses its field (react-hook-form).
  const invalid = (errors: FieldErrors<CheckoutValues>) => {
    toaster.create({ type: 'error', title: firstErrorMessage(errors) ?? '', duration: 3000 });
  };

  const submit = form.handleSubmit(async ({ shippingAddress, ...checked }) => {
    if (pointsError) {
      toaster.create({ type: 'error', title: pointsError, duration: 3000 });
      document.getElementById('checkout-usePoints')?.focus();
      return;
    }
    if (items.length === 0) {
      toaster.create({ type: 'warning', title: CART_MESSAGES.emptyCart });
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    try {
      const order = await placeOrder(
        {
          ...checked,
          shippingAddress: {
            ...shippingAddress,
            detailAddress: shippingAddress.detailAddress || undefined,
            deliveryMemo: shippingAddress.deliveryMemo || undefined,
          },
          items: cart.lines
            .filter((l) => !l.soldOut)
            .map((l) => ({
              productId: l.productId,
              quantity: l.quantity,
              selectedColor: l.selectedColor,
              selectedSize: l.selectedSize,
              expectedPrice: l.price,
            })),
          couponCode: applied ?? undefined,
          usePoints: usePoints > 0 ? usePoints : undefined,
          promotion: clickedPromotion() ?? undefined,
          agreements: await legal.ensure(),
        },
        attemptKey.current,
      );
      attemptKey.current = null;
      void addressChoice.saveAfterOrder();
      forgetClickedPromotion();
      couponStore.code = null;
      setPlaced(order);
      void mutate(CART_PATH);
      void mutate(CHECKOUT_OPTIONS_PATH);
      void mutate((key) => typeof key === 'string' && (key.startsWith('/api/orders') || key.startsWith('/api/me')));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        attemptKey.current = null;
        navigate(`${urls.login()}?next=${encodeURIComponent(urls.checkout())}`);
        return;
      }
      // A lost or failed answer may still have placed the order: the retry reuses the key.
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
    <CheckoutFrame
      eyebrow="CHECKOUT"
      title="주문/결제"
      control={control}
      cart={cart}
      after={<OrderSuccessDialog order={placed} onClose={() => navigate(urls.orders(), { replace: true })} />}
    >
      <Stack gap="4">
        <CheckoutSection title="배송지" testId="checkout-shipping">
          <Stack gap="4">
            {addressChoice.addresses.length > 0 && (
              <SavedAddresses addresses={addressChoice.addresses} value={addressChoice.choice} onChange={addressChoice.choose} />
            )}
            <ShippingForm control={control} memoMode={memoMode} onMemoModeChange={setMemoMode} onAddressPicked={addressChoice.picked} />
            {addressChoice.loaded && addressChoice.choice === NEW_ADDRESS && !addressChoice.full && (
              <SaveAddressCheckbox checked={addressChoice.saveNew} onChange={addressChoice.setSaveNew} />
            )}
            <DeliveryEstimate
              zipCode={zipCode}
              zones={options.data?.shipping.remoteZones}
              processingDays={shopSettings.shipping.processingDays}
              subtotal={subtotal}
            />
          </Stack>
        </CheckoutSection>
        <CheckoutSection title={`주문 상품 ${cart.summary.itemCount}개`} testId="checkout-items">
          <CheckoutLines lines={cart.lines} />
        </CheckoutSection>
        <CheckoutSection title="할인 / 포인트" testId="checkout-discounts">
          <HeldCoupons applied={applied} />
          <CouponBox items={items} applied={applied} quote={usableQuote} quoteError={quote.error} />
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="700" asChild>
              <label htmlFor="checkout-usePoints">포인트</label>
            </Text>
            <HStack gap="2">
              <Input
                id="checkout-usePoints"
                size="sm"
                inputMode="numeric"
                placeholder="0"
                value={pointsText}
                onChange={(e) => setPointsText(e.target.value.replace(/[^\d]/g, ''))}
                disabled={maxPoints === 0}
                aria-invalid={Boolean(pointsError) || undefined}
                data-testid="checkout-points"
              />
              <Button
                size="sm"
                variant="outline"
                flexShrink="0"
                disabled={maxPoints === 0}
                onClick={() => setPointsText(String(maxPoints))}
                data-testid="checkout-points-max"
              >
                최대 사용
              </Button>
            </HStack>
            <Text fontSize="xs" color={pointsError ? 'fg.error' : 'fg.muted'} data-testid="checkout-points-note">
              {pointsError ??
                (options.data
                  ? `보유 ${formatNumber(balance)}P · ${formatNumber(minPoints)}P부터 결제 금액의 ${Math.round((options.data.maxPointsRatio ?? 0.5) * 100)}%까지 사용 가능`
                  : '보유 포인트를 불러오는 중')}
            </Text>
          </Stack>
        </CheckoutSection>
        <PaymentSection
          control={control}
          methods={paymentMethods}
          loading={!options.data}
          error={options.error}
          onRetry={() => void options.mutate()}
        />
      </Stack>
      <OrderSummaryPanel
        control={control}
        summary={
          <>
            <CartSummaryBox
              summary={{ ...cart.summary, shippingFee: fee }}
              couponDiscount={usableQuote ? Math.min(usableQuote.discount, subtotal) : 0}
              shippingDiscount={usableQuote?.shippingDiscount ?? 0}
              extra={
                usePoints > 0 && !pointsError ? (
                  <SummaryRow label="포인트 사용" value={`-${formatKRW(usePoints)}`} testId="summary-points" tone="sale" />
                ) : undefined
              }
              totalOverride={total}
            />
            <Text fontSize="xs" color="fg.muted" data-testid="summary-earn">
              구매확정 시 {formatNumber(pointsToEarn(total, shopSettings.points))}P 적립 예정
            </Text>
          </>
        }
        termsLabel="주문 내용을 확인했으며, 이용약관 및 결제 진행에 동의합니다 (필수)"
        total={total}
        submitting={submitting}
        onSubmit={() => void submit()}
      />
    </CheckoutFrame>
  );
}

/** An empty cart at checkout: '장바구니가 비어있습니다' and back to the cart (spec 2, 8). */
function EmptyCartRedirect() {
  useEffect(() => {
    toaster.create({ type: 'warning', title: CART_MESSAGES.emptyCart, description: '상품을 담은 후 주문해주세요.' });
  }, []);
  return <Navigate to={urls.cart()} replace />;
}
