import { Button, Input, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { ChangePasswordSchema, type ChangePassword } from '@market/domain/auth';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { changePassword } from '../api/change-password';

const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: { key: keyof ChangePassword; label: string; autoComplete: string }[] = [
  { key: 'currentPassword', label: '현재 비밀번호', autoComplete: 'current-password' },
  { key: 'newPassword', label: '새 비밀번호', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: '새 비밀번호 확인', autoComplete: 'new-password' },
];

/** Password change: every other device is signed out; this one stays signed in with a new session. */
export function PasswordForm() {
  const form = useZodForm(ChangePasswordSchema, { defaultValues: EMPTY });
  const [done, setDone] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await changePassword(values);
      form.reset(EMPTY);
      setDone(message);
      toaster.create({ type: 'success', title: message });
    } catch (err) {
      const { fields } = applyApiError(form.setError, err);
      if (!fields)
        toaster.create({
          type: 'error',
          title: '비밀번호를 변경하지 못했습니다',
          description: err instanceof ApiError || err instanceof Error ? err.message : undefined,
        });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} onChange={() => setDone(null)} noValidate aria-label="비밀번호 변경" data-testid="password-form">
      <Stack gap="3" maxW="sm">
        {FIELDS.map(({ key, label, autoComplete }) => (
          <FormField key={key} control={form.control} name={key} label={label} required requiredMarker={false} id={`password-${key}`}>
            {(field) => <Input {...field} type="password" autoComplete={autoComplete} />}
          </FormField>
        ))}
        {done && (
          <Text fontSize="sm" color="fg.muted" role="status" data-testid="password-changed">
            {done}
          </Text>
        )}
        <Button type="submit" alignSelf="start" variant="outline" loading={form.formState.isSubmitting} data-testid="password-save">
          비밀번호 변경
        </Button>
      </Stack>
    </form>
  );
}
