import { Grid, HStack, Input, Stack } from '@market/ui/chakra';
import type { AddressSearchResult } from '@market/domain/address';
import { NativeSelect } from '@market/ui/chakra-more';
import type { CheckoutForm } from '@market/domain/order';
import { FormField } from '@market/ui/form-field';
import { Controller, type Control } from 'react-hook-form';
import { AddressSearchButton } from '../../../components/address/address-search-button';

/** The checkout form's values as edited (the terms box starts unticked). */
export type CheckoutValues = Omit<CheckoutForm, 'agreeToTerms' | 'paymentMethod'> & {
  agreeToTerms: boolean;
  paymentMethod: CheckoutForm['paymentMethod'] | undefined;
};

const MEMO_PRESETS = ['문 앞에 놓아주세요', '경비실에 맡겨주세요', '택배함에 넣어주세요', '배송 전 연락 바랍니다'];
const CUSTOM = '__custom__';

/** Recipient, phone, zip code and address, detail and delivery memo (spec 3: shipping address). */
export function ShippingForm({
  control,
  memoMode,
  onMemoModeChange,
  onAddressPicked,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<CheckoutValues, any, any>;
  memoMode: 'preset' | 'custom';
  onMemoModeChange: (mode: 'preset' | 'custom') => void;
  /** 주소 검색's pick: the page fills the zip code and address with it. */
  onAddressPicked?: (address: AddressSearchResult) => void;
}) {
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField
          control={control}
          name="shippingAddress.name"
          label="받는분"
          required
          id="checkout-name"
          errorTestId="checkout-name-error"
        >
          {(field) => <Input {...field} autoComplete="shipping name" placeholder="이름" data-testid="checkout-name" />}
        </FormField>
        <FormField
          control={control}
          name="shippingAddress.phone"
          label="연락처"
          required
          id="checkout-phone"
          errorTestId="checkout-phone-error"
        >
          {(field) => (
            <Input
              {...field}
              type="tel"
              inputMode="tel"
              autoComplete="shipping tel"
              placeholder="010-0000-0000"
              data-testid="checkout-phone"
            />
          )}
        </FormField>
      </Grid>
      {/* One message for the address (spec 5: '주소를 입력해주세요' for zip code and address alike). */}
      <FormField
        control={control}
        name="shippingAddress.zipCode"
        also={['shippingAddress.address']}
        label="주소"
        required
        id="checkout-zipCode"
        errorTestId="checkout-zipCode-error"
      >
        {(field) => (
          <Stack gap="2" w="full">
            <HStack gap="2">
              <Input
                {...field}
                inputMode="numeric"
                autoComplete="shipping postal-code"
                placeholder="우편번호 (5자리)"
                maxLength={5}
                maxW={{ md: '48' }}
                aria-label="우편번호"
                data-testid="checkout-zipCode"
              />
              {onAddressPicked && <AddressSearchButton onPick={onAddressPicked} />}
            </HStack>
            <Controller
              control={control}
              name="shippingAddress.address"
              render={({ field: address, fieldState }) => (
                <Input
                  {...address}
                  id="checkout-address"
                  autoComplete="shipping address-line1"
                  placeholder="기본 주소 (도로명, 지번)"
                  aria-label="기본 주소"
                  aria-invalid={fieldState.invalid}
                  data-testid="checkout-address"
                />
              )}
            />
            <Controller
              control={control}
              name="shippingAddress.detailAddress"
              render={({ field: detail, fieldState }) => (
                <Input
                  {...detail}
                  value={detail.value ?? ''}
                  id="checkout-detailAddress"
                  autoComplete="shipping address-line2"
                  placeholder="상세 주소 (동, 호수)"
                  aria-label="상세 주소"
                  aria-invalid={fieldState.invalid}
                  data-testid="checkout-detailAddress"
                />
              )}
            />
          </Stack>
        )}
      </FormField>
      <FormField
        control={control}
        name="shippingAddress.deliveryMemo"
        label="배송 메모 (선택)"
        id="checkout-memo-preset"
        errorTestId="checkout-deliveryMemo-error"
      >
        {(field) => (
          <>
            <NativeSelect.Root>
              <NativeSelect.Field
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                data-testid="checkout-memo-preset"
                value={memoMode === 'custom' ? CUSTOM : (field.value ?? '')}
                onChange={(e) => {
                  const custom = e.target.value === CUSTOM;
                  onMemoModeChange(custom ? 'custom' : 'preset');
                  field.onChange(custom ? '' : e.target.value);
                }}
              >
                <option value="">배송 메모를 선택해주세요</option>
                {MEMO_PRESETS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
                <option value={CUSTOM}>직접 입력</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {memoMode === 'custom' && (
              <Input
                mt="2"
                id="checkout-deliveryMemo"
                name={`${field.name}-custom`}
                value={field.value ?? ''}
                onChange={field.onChange}
                placeholder="배송 메모를 입력해주세요 (최대 200자)"
                maxLength={200}
                aria-label="배송 메모 직접 입력"
                data-testid="checkout-deliveryMemo"
              />
            )}
          </>
        )}
      </FormField>
    </Stack>
  );
}
