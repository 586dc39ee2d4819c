import { Grid, Input, Stack } from '@market/ui/chakra';
import { Field, NativeSelect } from '@market/ui/chakra-more';
import type { ReactNode } from 'react';

export interface ShippingValues {
  name: string;
  phone: string;
  zipCode: string;
  address: string;
  detailAddress: string;
  deliveryMemo: string;
}
export type ShippingKey = keyof ShippingValues;

const MEMO_PRESETS = ['문 앞에 놓아주세요', '경비실에 맡겨주세요', '택배함에 넣어주세요', '배송 전 연락 바랍니다'];
const CUSTOM = '__custom__';

function TextField({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} id={id}>
      <Field.Label fontSize="sm" fontWeight="600">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText data-testid={`${id}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Recipient, phone, zip code and address, detail and delivery memo (spec 3: shipping address). */
export function ShippingForm({
  values,
  errors,
  onChange,
  memoMode,
  onMemoModeChange,
}: {
  values: ShippingValues;
  errors: Partial<Record<ShippingKey, string>>;
  onChange: (field: ShippingKey, value: string) => void;
  memoMode: 'preset' | 'custom';
  onMemoModeChange: (mode: 'preset' | 'custom') => void;
}) {
  const input = (field: ShippingKey) => ({
    id: `checkout-${field}`,
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    'data-testid': `checkout-${field}`,
  });
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField id="checkout-name" label="받는분" error={errors.name} required>
          <Input {...input('name')} autoComplete="shipping name" placeholder="이름" />
        </TextField>
        <TextField id="checkout-phone" label="연락처" error={errors.phone} required>
          <Input {...input('phone')} type="tel" inputMode="tel" autoComplete="shipping tel" placeholder="010-0000-0000" />
        </TextField>
      </Grid>
      <TextField id="checkout-zipCode" label="주소" error={errors.zipCode ?? errors.address} required>
        <Stack gap="2" w="full">
          <Input {...input('zipCode')} inputMode="numeric" autoComplete="shipping postal-code" placeholder="우편번호 (5자리)" maxLength={5} maxW={{ md: '48' }} aria-label="우편번호" />
          <Input {...input('address')} autoComplete="shipping address-line1" placeholder="기본 주소 (도로명, 지번)" aria-label="기본 주소" aria-invalid={Boolean(errors.address) || undefined} />
          <Input {...input('detailAddress')} autoComplete="shipping address-line2" placeholder="상세 주소 (동, 호수)" aria-label="상세 주소" />
        </Stack>
      </TextField>
      <Field.Root id="checkout-memo-preset">
        <Field.Label fontSize="sm" fontWeight="600">
          배송 메모 <Field.RequiredIndicator fallback="(선택)" color="fg.subtle" fontWeight="400" />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="checkout-memo-preset"
            data-testid="checkout-memo-preset"
            value={memoMode === 'custom' ? CUSTOM : values.deliveryMemo}
            onChange={(e) => {
              if (e.target.value === CUSTOM) {
                onMemoModeChange('custom');
                onChange('deliveryMemo', '');
              } else {
                onMemoModeChange('preset');
                onChange('deliveryMemo', e.target.value);
              }
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
        {memoMode === 'custom' && <Input mt="2" {...input('deliveryMemo')} placeholder="배송 메모를 입력해주세요 (최대 200자)" maxLength={200} aria-label="배송 메모 직접 입력" />}
      </Field.Root>
    </Stack>
  );
}
