import { Button, CloseButton, Portal, Stack } from '@market/ui/chakra';
import { Alert, Field } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { ApiError } from '@market/api-client/api-fetch';
import type { ReactNode } from 'react';

/** Field messages by name: the schema's first message per field, or the API's `fields`. */
export type FieldErrors = Record<string, string | undefined>;

/** The first message of each field of a failed zod parse. */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** The field messages and the message of an API error (422/409), for the dialog. */
export function apiErrors(error: unknown): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError) return { fields: error.fields ?? {}, message: error.message };
  return { fields: {}, message: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.' };
}

/** One labelled control with its error. */
export function FormRow({
  id,
  label,
  error,
  helper,
  required = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ control: id }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${id}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A dialog holding one form: the form's message on top, close and submit below. */
export function FormDialog({
  open,
  title,
  onClose,
  busy,
  submitLabel,
  onSubmit,
  message,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  message?: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} rounded={{ md: 'l3' }}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
              style={{ display: 'contents' }}
            >
              <Dialog.Header>
                <Dialog.Title fontSize="lg">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {message && (
                    <Alert.Root status="error" size="sm" data-testid="form-message">
                      <Alert.Indicator />
                      <Alert.Title>{message}</Alert.Title>
                    </Alert.Root>
                  )}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm" disabled={busy}>
                    닫기
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
