import { Button, Heading, HStack, Stack, Text } from '@market/ui/chakra';
import { Card } from '@market/ui/chakra-more';
import { applyApiError, FormAlert, type FieldValues, type ZodForm } from '@market/ui/form';
import { FormDialog } from '@market/ui/form-dialog';
import { PageHeader } from '@market/ui/page-header';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { toaster } from '@market/ui/toaster';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { ListColumn } from './ship-tax-fields';

/**
 * The frame the shipping and tax settings pages share: the page's load states, a titled card per
 * section, the save of a form or a dialog (the API's Korean notice as a toast, then the page's data
 * fetched again) and a row action with its busy state.
 */

/** Every write answers `{ message }`: the notice shown on success. */
type Saved = { message: string };

export const toastSaved = (title: string) => toaster.create({ type: 'success', title, duration: 4000 });

/** A refusal as a toast titled `title` (the API's Korean message below it). */
export const toastFailure = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: error instanceof Error ? error.message : undefined });

/** A settings page's load states, then its header and sections. */
export function SettingsPageFrame<T>({
  page,
  errorTitle,
  title,
  description,
  children,
}: {
  page: { data?: T; error?: unknown; mutate: () => unknown };
  errorTitle: string;
  title: string;
  description: string;
  children: (data: T) => ReactNode;
}) {
  if (page.error && !page.data)
    return (
      <ErrorState
        title={errorTitle}
        description={page.error instanceof Error ? page.error.message : undefined}
        onRetry={() => void page.mutate()}
      />
    );
  if (!page.data) return <PageSkeleton />;
  return (
    <Stack gap="6">
      <PageHeader title={title} description={description} />
      {children(page.data)}
    </Stack>
  );
}

/** A titled card (a landmark named by its heading) with an optional add button beside the title. */
export function SettingsCard({
  id,
  title,
  add,
  children,
}: {
  id: string;
  title: string;
  /** The add button, shown when given (the caller passes it only with the create permission). */
  add?: { label: string; onClick: () => void } | false;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id={id}>
              {title}
            </Heading>
            {add && (
              <Button size="sm" colorPalette="blue" onClick={add.onClick}>
                {add.label}
              </Button>
            )}
          </HStack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The form's submit: `save`, the notice, the page's data again, then `onSaved`; a refusal lands on
 * the form's fields (and goes to `onFailure`, the page forms' toast).
 */
export function useSettingsSubmit<TInput extends FieldValues, TOutput>(
  form: ZodForm<TInput, TOutput>,
  save: (values: TOutput) => Promise<Saved>,
  swrKey: string,
  { onSaved, onFailure }: { onSaved?: () => void; onFailure?: (error: unknown) => void } = {},
) {
  const { mutate } = useSWRConfig();
  return form.handleSubmit(async (values) => {
    try {
      const result = await save(values);
      toastSaved(result.message);
      await mutate(swrKey);
      onSaved?.();
    } catch (error) {
      applyApiError(form.setError, error);
      onFailure?.(error);
    }
  });
}

/** The page's settings form in its card: saved with 저장 (shown with the edit permission), a refusal also as a toast. */
export function SettingsCardForm<TInput extends FieldValues, TOutput>({
  id,
  title,
  form,
  save,
  swrKey,
  onFailure,
  canEdit,
  children,
}: {
  id: string;
  title: string;
  form: ZodForm<TInput, TOutput>;
  save: (values: TOutput) => Promise<Saved>;
  swrKey: string;
  onFailure: (error: unknown) => void;
  canEdit: boolean;
  children: ReactNode;
}) {
  const submit = useSettingsSubmit(form, save, swrKey, { onFailure });
  const saving = form.formState.isSubmitting;
  return (
    <SettingsCard id={id} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={id}>
        <Stack gap="4">
          <FormAlert control={form.control} />
          {children}
          {canEdit && (
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="blue" size="sm" loading={saving} disabled={saving}>
                저장
              </Button>
            </HStack>
          )}
        </Stack>
      </form>
    </SettingsCard>
  );
}

/** A create / edit dialog of the settings pages: saves through `save`, closes when saved. */
export function SettingsFormDialog<TInput extends FieldValues, TOutput>({
  form,
  save,
  swrKey,
  title,
  submitLabel,
  testId,
  onClose,
  children,
}: {
  form: ZodForm<TInput, TOutput>;
  save: (values: TOutput) => Promise<Saved>;
  swrKey: string;
  title: string;
  submitLabel: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = useSettingsSubmit(form, save, swrKey, { onSaved: onClose });
  return (
    <FormDialog
      size="md"
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={form.formState.isSubmitting}
      submitLabel={submitLabel}
      cancelLabel="취소"
      submitColorPalette="blue"
      testId={testId}
      control={form.control}
    >
      <Stack gap="3">{children}</Stack>
    </FormDialog>
  );
}

/**
 * A row action (toggle, delete, file): which row is busy, and `run(id, action, onDone)` that shows
 * the notice, fetches the page's data again and then calls `onDone`; a refusal goes to `onFailure`.
 */
export function useSettingsAction(swrKey: string, onFailure: (error: unknown) => void) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (id: string, action: () => Promise<Saved>, onDone?: () => void) => {
    setBusy(id);
    try {
      const result = await action();
      toastSaved(result.message);
      await mutate(swrKey);
      onDone?.();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** A list's first cell: the row's name, a muted line below it. */
export function NameCell({ name, note }: { name: string; note: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{name}</Text>
      <Text fontSize="xs" color="fg.muted">
        {note}
      </Text>
    </Stack>
  );
}

/** The 상태 column of a list whose rows can be switched off. */
export function enabledColumn<T extends { enabled: boolean }>(): ListColumn<T> {
  return {
    key: 'enabled',
    header: '상태',
    cell: (row) => <StatusBadge tone={row.enabled ? 'success' : 'neutral'}>{row.enabled ? '사용' : '미사용'}</StatusBadge>,
  };
}
