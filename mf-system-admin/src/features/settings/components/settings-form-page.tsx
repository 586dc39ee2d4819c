import { Button, HStack, Stack } from '@market/ui/chakra';
import { applyApiError, firstErrorMessage, FormAlert, type FieldValues, type ZodForm } from '@market/ui/form';
import { PageHeader } from '@market/ui/page-header';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { ErrorState } from '@market/ui/states';
import { toaster } from '@market/ui/toaster';
import { useEffect, type BaseSyntheticEvent, type ReactNode } from 'react';

/**
 * The frame of the one-form settings pages (쇼핑몰 설정, 결제 설정): the form filled from the API's
 * answer, saved at once with 설정 저장 at the top and the bottom, the saved answer put in the SWR
 * cache (applied at the next request), a refusal on its fields and as a toast.
 */

/** The form's values kept in step with the loaded settings, and its submit. */
export function useSettingsFormSave<TData, TInput extends FieldValues, TOutput>(
  form: ZodForm<TInput, TOutput>,
  {
    data,
    mutate,
    toValues,
    save,
  }: {
    data: TData | undefined;
    mutate: (data?: TData, options?: { revalidate: boolean }) => unknown;
    toValues: (data: TData) => TInput;
    save: (values: TOutput) => Promise<{ title: string; item: TData }>;
  },
) {
  const { reset, setError } = form;
  useEffect(() => {
    if (data) reset(toValues(data));
  }, [data, reset, toValues]);
  return form.handleSubmit(
    async (values) => {
      try {
        const result = await save(values);
        toaster.create({ type: 'success', title: result.title, duration: 5000 });
        await mutate(result.item, { revalidate: false });
      } catch (err) {
        const { message } = applyApiError(setError, err);
        toaster.create({ type: 'error', title: '저장하지 못했습니다', description: message });
      }
    },
    (errors) => toaster.create({ type: 'error', title: '입력값을 확인해주세요', description: firstErrorMessage(errors) }),
  );
}

/** The page: load states, the header with 설정 저장, `before` the form (outside it), the form's sections, 설정 저장 again. */
export function SettingsFormPage<TData, TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  data,
  error,
  loading,
  onRetry,
  errorTitle,
  title,
  description,
  formId,
  saveTestId,
  before,
  children,
}: {
  form: ZodForm<TInput, TOutput>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  data: TData | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  errorTitle: string;
  title: string;
  description: string;
  /** The form's id (the header's button submits it from outside); `save-<testId>` names the buttons. */
  formId: string;
  saveTestId: string;
  before?: (data: TData) => ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (error) return <ErrorState title={errorTitle} description={error instanceof Error ? error.message : undefined} onRetry={onRetry} />;
  if (loading || !data) return <PageSkeleton />;
  const saving = form.formState.isSubmitting;
  const saveButton = (testId: string) => (
    <Button type="submit" form={formId} colorPalette="blue" size="sm" loading={saving} disabled={saving} data-testid={testId}>
      설정 저장
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader title={title} description={description} actions={saveButton(saveTestId)} />
      {before?.(data)}
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack gap="5">
          <FormAlert control={form.control} />
          {children(data)}
          <HStack justify="flex-end">{saveButton(`${saveTestId}-bottom`)}</HStack>
        </Stack>
      </form>
    </Stack>
  );
}
