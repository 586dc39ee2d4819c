import { Grid, Input, Stack, Text } from '@market/ui/chakra';
import { GUEST_ORDER_PASSWORD_MIN } from '@market/domain/guest-order';
import { FormField } from '@market/ui/form-field';
import type { Control } from 'react-hook-form';
import type { GuestCheckoutValues } from './guest-checkout-values';

/** 주문자 정보 and the order password (typed twice) of a guest order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function GuestBuyerFields({ control }: { control: Control<GuestCheckoutValues, any, any> }) {
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField control={control} name="guest.name" label="주문자 이름" required id="guest-name" errorTestId="guest-name-error">
          {(field) => <Input {...field} autoComplete="name" placeholder="이름" data-testid="guest-name" />}
        </FormField>
        <FormField control={control} name="guest.phone" label="연락처" required id="guest-phone" errorTestId="guest-phone-error">
          {(field) => (
            <Input {...field} type="tel" inputMode="tel" autoComplete="tel" placeholder="010-0000-0000" data-testid="guest-phone" />
          )}
        </FormField>
      </Grid>
      <FormField control={control} name="guest.email" label="이메일" required id="guest-email" errorTestId="guest-email-error">
        {(field) => (
          <Input
            {...field}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="주문 안내를 받을 이메일"
            data-testid="guest-email"
          />
        )}
      </FormField>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField
          control={control}
          name="guest.password"
          label="주문 비밀번호"
          required
          id="guest-password"
          errorTestId="guest-password-error"
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              placeholder={`${GUEST_ORDER_PASSWORD_MIN}자 이상`}
              data-testid="guest-password"
            />
          )}
        </FormField>
        <FormField
          control={control}
          name="passwordConfirm"
          label="주문 비밀번호 확인"
          required
          id="guest-password-confirm"
          errorTestId="guest-password-confirm-error"
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              placeholder="한 번 더 입력"
              data-testid="guest-password-confirm"
            />
          )}
        </FormField>
      </Grid>
      <Text fontSize="xs" color="fg.muted">
        주문번호와 주문 비밀번호로 비회원 주문조회에서 주문을 확인하고 취소할 수 있습니다.
      </Text>
    </Stack>
  );
}
