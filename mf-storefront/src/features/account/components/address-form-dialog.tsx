import { Grid, HStack, Input, Stack } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { AddressInputSchema, type Address, type AddressFormValues, type AddressInput } from '@market/domain/address';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormDialog } from '@market/ui/form-dialog';
import { FormField } from '@market/ui/form-field';
import { toaster } from '@market/ui/toaster';
import { Controller } from 'react-hook-form';
import { AddressSearchButton } from '../../../components/address/address-search-button';
import { createAddress, updateAddress } from '../../../api/addresses-api';

/**
 * 배송지 추가 / 수정: the fields and rules of checkout's address (the same schema the API checks),
 * 주소 검색 for the zip code and road-name address, and 기본 배송지로 설정 for a new one.
 */
export default function AddressFormDialog({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const form = useZodForm<AddressFormValues, AddressInput>(AddressInputSchema, {
    defaultValues: {
      label: address?.label ?? '',
      name: address?.name ?? '',
      phone: address?.phone ?? '',
      zipCode: address?.zipCode ?? '',
      address: address?.address ?? '',
      detailAddress: address?.detailAddress ?? '',
      isDefault: false,
    },
  });
  const { control, setValue } = form;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { isDefault, ...fields } = values;
      const res = address ? await updateAddress(address.id, fields) : await createAddress({ ...fields, isDefault });
      toaster.create({ type: 'success', title: res.message });
      onClose();
    } catch (e) {
      const { message } = applyApiError(form.setError, e);
      toaster.create({ type: 'error', title: '배송지를 저장하지 못했습니다', description: message });
    }
  });
  return (
    <FormDialog
      title={address ? '배송지 수정' : '배송지 추가'}
      size="md"
      onClose={onClose}
      busy={busy}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="address-form"
      control={control}
    >
      <Stack gap="4">
        <FormField control={control} name="label" label="배송지명 (선택)" id="address-label">
          {(field) => <Input {...field} value={field.value ?? ''} maxLength={20} placeholder="예) 집, 회사" data-testid="address-label" />}
        </FormField>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField control={control} name="name" label="받는분" required id="address-name">
            {(field) => <Input {...field} autoComplete="name" maxLength={50} data-testid="address-name" />}
          </FormField>
          <FormField control={control} name="phone" label="연락처" required id="address-phone">
            {(field) => (
              <Input {...field} type="tel" inputMode="tel" autoComplete="tel" placeholder="010-0000-0000" data-testid="address-phone" />
            )}
          </FormField>
        </Grid>
        <FormField control={control} name="zipCode" also={['address']} label="주소" required id="address-zipCode">
          {(field) => (
            <Stack gap="2" w="full">
              <HStack gap="2">
                <Input
                  {...field}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder="우편번호 (5자리)"
                  maxLength={5}
                  maxW={{ md: '48' }}
                  aria-label="우편번호"
                  data-testid="address-zipCode"
                />
                <AddressSearchButton
                  testId="address-form-search"
                  onPick={(a) => {
                    setValue('zipCode', a.zipCode, { shouldValidate: form.formState.isSubmitted });
                    setValue('address', a.roadAddress, { shouldValidate: form.formState.isSubmitted });
                    requestAnimationFrame(() => document.getElementById('address-detailAddress')?.focus());
                  }}
                />
              </HStack>
              <Controller
                control={control}
                name="address"
                render={({ field: f, fieldState }) => (
                  <Input
                    {...f}
                    id="address-address"
                    placeholder="기본 주소 (도로명, 지번)"
                    aria-label="기본 주소"
                    aria-invalid={fieldState.invalid}
                    maxLength={200}
                    data-testid="address-address"
                  />
                )}
              />
              <Controller
                control={control}
                name="detailAddress"
                render={({ field: f }) => (
                  <Input
                    {...f}
                    value={f.value ?? ''}
                    id="address-detailAddress"
                    placeholder="상세 주소 (동, 호수)"
                    aria-label="상세 주소"
                    maxLength={200}
                    data-testid="address-detailAddress"
                  />
                )}
              />
            </Stack>
          )}
        </FormField>
        {!address && (
          <FormField control={control} name="isDefault">
            {(field) => (
              <Checkbox.Root
                size="sm"
                checked={field.value === true}
                onCheckedChange={(e) => field.onChange(e.checked === true)}
                data-testid="address-isDefault"
              >
                <Checkbox.HiddenInput ref={field.ref} name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label fontSize="sm">기본 배송지로 설정</Checkbox.Label>
              </Checkbox.Root>
            )}
          </FormField>
        )}
      </Stack>
    </FormDialog>
  );
}
