import { Button, Input, Stack, Text } from '@market/ui/chakra';
import { Field } from '@market/ui/chakra-more';
import { ApiError } from '@market/api-client/api-fetch';
import { ChangePasswordSchema, type ChangePassword } from '@market/domain/auth';
import { toaster } from '@market/ui/toaster';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../api/change-password';
import { fieldErrors } from '../../../lib/field-errors';

type Errors = Partial<Record<keyof ChangePassword, string>>;
const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: { key: keyof ChangePassword; label: string; autoComplete: string }[] = [
  { key: 'currentPassword', label: '현재 비밀번호', autoComplete: 'current-password' },
  { key: 'newPassword', label: '새 비밀번호', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: '새 비밀번호 확인', autoComplete: 'new-password' },
];

/** Password change: every other device is signed out; this one stays signed in with a new session. */
export function PasswordForm() {
  const [values, setValues] = useState<ChangePassword>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Errors);
      return;
    }
    setBusy(true);
    try {
      const { message } = await changePassword(parsed.data);
      setValues(EMPTY);
      setDone(message);
      toaster.create({ type: 'success', title: message });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields as Errors);
      else toaster.create({ type: 'error', title: '비밀번호를 변경하지 못했습니다', description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="비밀번호 변경" data-testid="password-form">
      <Stack gap="3" maxW="sm">
        {FIELDS.map(({ key, label, autoComplete }) => (
          <Field.Root key={key} required invalid={Boolean(errors[key])}>
            <Field.Label>{label}</Field.Label>
            <Input
              type="password"
              name={key}
              autoComplete={autoComplete}
              value={values[key]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [key]: e.target.value }));
                setErrors((x) => ({ ...x, [key]: undefined }));
                setDone(null);
              }}
            />
            <Field.ErrorText>{errors[key]}</Field.ErrorText>
          </Field.Root>
        ))}
        {done && (
          <Text fontSize="sm" color="fg.muted" role="status" data-testid="password-changed">
            {done}
          </Text>
        )}
        <Button type="submit" alignSelf="start" variant="outline" loading={busy} data-testid="password-save">
          비밀번호 변경
        </Button>
      </Stack>
    </form>
  );
}
