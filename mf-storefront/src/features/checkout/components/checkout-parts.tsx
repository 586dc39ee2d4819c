import { Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@market/ui/chakra';
import { LEGAL_KIND_LABELS } from '@market/domain/legal-text';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { ApiError } from '@market/api-client/api-fetch';
import { formatKRW } from '@market/domain/format';
import type { CheckoutOptions } from '@market/domain/order';
import { applyApiError, FormAlert } from '@market/ui/form';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { FormField } from '@market/ui/form-field';
import { ErrorState } from '@market/ui/states';
import { toaster } from '@market/ui/toaster';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { mutate } from 'swr';
import { CURRENT_LEGAL_KEY, isLegalAgreementError, useCurrentLegal } from '../../../api/get-current-legal';
import { LegalDocLink } from '../../../components/legal/legal-doc-link';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { keepsIdempotencyKey } from '../idempotency-key';
import { PaymentMethods } from './payment-methods';
import { CheckoutSection } from './section';
import type { CheckoutValues } from './shipping-form';

/** The parts the member checkout and the guest checkout (ADR 033) share. */

const ORDER_ERROR_TITLE = '주문 처리 오류';
const ORDER_ERROR_TEXT = '주문을 처리하는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/**
 * A failed order: a lost or in-flight answer keeps the idempotency key (the retry may find the
 * order placed) and says so; anything else is shown on its fields and in a notice, and a 409 (a
 * price or stock change) re-reads the cart. Answers whether the key may be kept.
 */
export function reportOrderError<T extends FieldValues>(
  e: unknown,
  setError: UseFormSetError<T>,
  retryCart: () => void,
  untickTerms?: () => void,
): boolean {
  if (isLegalAgreementError(e)) {
    // A document was revised after the page was opened: show the new versions, ask again.
    void mutate(CURRENT_LEGAL_KEY);
    untickTerms?.();
    setError('agreeToTerms' as Path<T>, { type: 'server', message: e.message }, { shouldFocus: true });
    toaster.create({ type: 'error', title: '약관 재동의 필요', description: e.message });
    return false;
  }
  if (keepsIdempotencyKey(e)) {
    // 409 here is the first attempt still being placed: say so, and keep the key.
    toaster.create({
      type: 'error',
      title: ORDER_ERROR_TITLE,
      description: e instanceof ApiError && e.status === 409 ? e.message : ORDER_ERROR_TEXT,
    });
    return true;
  }
  // The server names fields by the same paths as the form (`shippingAddress.name`).
  const { message } = applyApiError(setError, e, { fallback: ORDER_ERROR_TEXT });
  toaster.create({ type: 'error', title: '주문하지 못했습니다', description: message });
  if (e instanceof ApiError && e.status === 409) retryCart();
  window.scrollTo({ top: 0, behavior: 'smooth' });
  return false;
}

/** 결제 수단: the methods the shop enables, once the options are read. */
export function PaymentSection({
  control,
  methods,
  loading,
  error,
  onRetry,
}: {
  control: Control<CheckoutValues>;
  methods: CheckoutOptions['paymentMethods'];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <CheckoutSection title="결제 수단" testId="checkout-payment">
      {error ? (
        <ErrorState title="결제 수단을 불러오지 못했습니다" onRetry={onRetry} />
      ) : loading ? (
        <Skeleton h="20" />
      ) : (
        <FormField control={control} name="paymentMethod" id="checkout-paymentMethod" errorTestId="payment-error">
          {({ value, onChange }) => <PaymentMethods methods={methods} value={value ?? null} onChange={onChange} />}
        </FormField>
      )}
    </CheckoutSection>
  );
}

/** The documents the consent box agrees to, by version, each readable in a new tab. */
function AgreedDocuments() {
  const { current } = useCurrentLegal();
  return (
    <Stack gap="1" ps="6" fontSize="xs" color="fg.muted" data-testid="checkout-legal">
      {(['terms', 'privacy'] as const).map((kind) => (
        <HStack key={kind} gap="2">
          <Text as="span">
            {LEGAL_KIND_LABELS[kind]}
            {current && ` (제${current[kind].version}판)`}
          </Text>
          <LegalDocLink kind={kind} testId={`checkout-view-${kind}`} />
        </HStack>
      ))}
    </Stack>
  );
}

/** The summary column: the amounts, what comes before the consent, the consent and the pay button. */
export function OrderSummaryPanel({
  control,
  summary,
  termsLabel,
  total,
  submitting,
  onSubmit,
  footer,
}: {
  control: Control<CheckoutValues>;
  summary: ReactNode;
  termsLabel: string;
  total: number;
  submitting: boolean;
  onSubmit: () => void;
  footer?: ReactNode;
}) {
  return (
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
        {summary}
        <FormField control={control} name="agreeToTerms" id="checkout-terms" errorTestId="checkout-terms-error" gap="1">
          {({ value, onChange, ref, name }, { describedBy, invalid }) => (
            <Checkbox.Root
              checked={value === true}
              onCheckedChange={(e) => onChange(e.checked === true)}
              name={name}
              size="sm"
              data-testid="checkout-terms"
            >
              <Checkbox.HiddenInput ref={ref} aria-describedby={invalid ? describedBy : undefined} />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm">{termsLabel}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </FormField>
        <AgreedDocuments />
        <Button size="lg" w="full" onClick={onSubmit} loading={submitting} loadingText="결제 진행 중" data-testid="checkout-submit">
          {formatKRW(total)} 결제하기
        </Button>
        {footer}
      </Stack>
    </Box>
  );
}

/**
 * The page around a checkout form: heading, the server's form error, the cart's error and loading
 * states, then the two columns (`children`: the form column and the summary column).
 */
export function CheckoutFrame<T extends FieldValues>({
  eyebrow,
  title,
  control,
  cart,
  children,
  after,
}: {
  eyebrow: string;
  title: string;
  control: Control<T>;
  cart: { error: unknown; isLoading: boolean; retry: () => void };
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow={eyebrow} title={title} />
      <Box mb="5" _empty={{ display: 'none' }}>
        <FormAlert control={control} title="주문을 완료하지 못했습니다" testId="checkout-server-error" />
      </Box>
      {cart.error ? (
        <ErrorState title="장바구니를 불러오지 못했습니다" onRetry={cart.retry} />
      ) : cart.isLoading ? (
        <PageSkeleton rows={10} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 380px' }} gap={{ base: '4', lg: '8' }} alignItems="start">
          {children}
        </Grid>
      )}
      {after}
    </PageContainer>
  );
}
