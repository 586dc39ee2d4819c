import { Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import type { CartItemInput } from '@market/domain/cart';
import { COUPON_MESSAGES, ValidateCouponSchema } from '@market/domain/coupon';
import { formatKRW } from '@market/domain/format';
import { useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { LuTicket } from 'react-icons/lu';
import { mutate } from 'swr';
import { validateCoupon, type CouponQuote } from '../../api/cart/validate-coupon';
import { couponQuoteKey, couponStore } from '../../lib/cart/coupon-store';

/** The code alone of the validate call's body: empty → '쿠폰 코드를 입력해주세요', trimmed and uppercased. */
const CouponCodeFormSchema = ValidateCouponSchema.pick({ code: true });

/** The server's reason, with the minimum order amount when it gives one (`fields.code`). */
function couponErrorText(e: unknown): string {
  if (e instanceof ApiError) return e.fields?.code ?? e.message;
  return e instanceof Error ? e.message : COUPON_MESSAGES.invalid;
}

/**
 * Coupon code entry (spec 5): empty → '쿠폰 코드를 입력해주세요'; the code is trimmed and uppercased
 * and checked on the server against the current lines. One coupon at a time; removable.
 */
export function CouponBox({
  items,
  applied,
  quote,
  quoteError,
}: {
  items: CartItemInput[];
  applied: string | null;
  quote?: CouponQuote;
  quoteError?: unknown;
}) {
  const form = useZodForm(CouponCodeFormSchema, { defaultValues: { code: '' } });
  const busy = form.formState.isSubmitting;

  // Not a <form>: the box sits inside the checkout's fields; Enter and the button submit it.
  const apply = form.handleSubmit(async ({ code: normalized }) => {
    try {
      const result = await validateCoupon(normalized, items);
      await mutate(couponQuoteKey(result.code, items), result, { revalidate: false });
      couponStore.code = result.code;
      form.reset({ code: '' });
    } catch (e) {
      // The reason is the code's, with the minimum order amount when the server gives one.
      form.setError('code', { type: 'server', message: couponErrorText(e) }, { shouldFocus: true });
    }
  });

  if (applied) {
    const failed = quoteError ? couponErrorText(quoteError) : null;
    return (
      <Stack gap="1" borderWidth="1px" borderColor={failed ? 'border.error' : 'border'} rounded="md" p="3" data-testid="applied-coupon">
        <HStack justify="space-between" gap="2">
          <HStack gap="2" minW="0">
            <LuTicket aria-hidden />
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="700" truncate>
                {quote?.name ?? applied}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {applied}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" flexShrink="0">
            {quote && !failed && (
              <Text fontSize="sm" fontWeight="700" color="sale" data-testid="coupon-discount">
                -{formatKRW(quote.discount + quote.shippingDiscount)}
              </Text>
            )}
            <Button size="xs" variant="outline" onClick={() => (couponStore.code = null)} data-testid="coupon-remove">
              취소
            </Button>
          </HStack>
        </HStack>
        {failed && (
          <Text fontSize="xs" color="fg.error" role="alert" data-testid="coupon-error">
            {failed}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <FormField control={form.control} name="code" label="쿠폰" id="coupon-code" errorTestId="coupon-error">
      {(field) => (
        <HStack w="full" gap="2">
          <Input
            {...field}
            placeholder="쿠폰 코드를 입력하세요"
            autoComplete="off"
            autoCapitalize="characters"
            size="sm"
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void apply();
              }
            }}
            data-testid="coupon-input"
          />
          <Button
            type="button"
            onClick={() => void apply()}
            size="sm"
            variant="outline"
            loading={busy}
            flexShrink="0"
            data-testid="coupon-apply"
          >
            적용
          </Button>
        </HStack>
      )}
    </FormField>
  );
}
