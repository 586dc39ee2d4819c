import { Box, Button, Heading, Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Alert, NativeSelect, Textarea } from '@market/ui/chakra-more';
import type { CustomerUser } from '@market/domain/auth';
import {
  CreateInquirySchema,
  type CreateInquiryInput,
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX,
  INQUIRY_TITLE_MAX,
  QNA_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
} from '@market/domain/support';
import { toaster } from '@market/ui/toaster';
import { FORM_ERROR, FormAlert, applyApiError, firstErrorMessage, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { createInquiry } from '../api/create-inquiry';
import { formatNumber } from '@market/domain/format';

const SENT_HINT = '답변이 등록되면 문의 내역에서 확인하실 수 있습니다.';

const emptyDraft = (customer: CustomerUser): CreateInquiryInput => ({
  category: '',
  title: '',
  content: '',
  email: customer.email,
  phone: customer.phone ?? '',
});

/**
 * The 1:1 inquiry (spec 5): category, subject and content are required ('모든 필수 항목을
 * 입력해주세요'); on success '문의가 접수되었습니다' and the form resets. Stored on the server.
 */
export function InquiryForm({ customer, onCreated }: { customer: CustomerUser; onCreated: () => void }) {
  const form = useZodForm(CreateInquirySchema, { defaultValues: emptyDraft(customer) });
  const { control } = form;
  // The success message stays in the form until the next edit: a toast alone is easy to miss.
  const [sent, setSent] = useState<string | null>(null);
  const content = useWatch({ control, name: 'content' }) ?? '';

  const fail = (message: string) => {
    setSent(null);
    form.setError(FORM_ERROR, { type: 'validate', message });
    toaster.create({ type: 'error', title: message });
  };

  // A missing required field is told once for the form (spec 5); other rules by their own message.
  const invalid = (errors: FieldErrors<CreateInquiryInput>) => {
    const messages = Object.values(errors).map((e) => e?.message);
    fail(
      messages.includes(SUPPORT_MESSAGES.inquiryRequired)
        ? SUPPORT_MESSAGES.inquiryRequired
        : (firstErrorMessage(errors) ?? SUPPORT_MESSAGES.inquiryRequired),
    );
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await createInquiry(values);
      const message = res.message || SUPPORT_MESSAGES.inquiryCreated;
      toaster.create({ type: 'success', title: message, description: SENT_HINT });
      form.reset(emptyDraft(customer));
      setSent(message);
      onCreated();
    } catch (err) {
      setSent(null);
      const { message } = applyApiError(form.setError, err, { fallback: '문의를 접수하지 못했습니다. 잠시 후 다시 시도해주세요.' });
      toaster.create({ type: 'error', title: message });
    }
  }, invalid);

  return (
    <form onSubmit={(e) => void submit(e)} onChange={() => setSent(null)} noValidate data-testid="inquiry-form">
      <Box borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md">
              1:1 문의하기
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Text as="span" color="accent.fg">
                *
              </Text>{' '}
              표시는 필수 항목입니다. 평일 09:00 - 18:00에 순차적으로 답변드립니다.
            </Text>
          </Stack>
          {sent && (
            <Alert.Root status="success" size="sm" data-testid="inquiry-sent">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{sent}</Alert.Title>
                <Alert.Description>{SENT_HINT}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormAlert control={control} testId="inquiry-error" />
          <FormField control={control} name="category" label="문의 유형" required id="inquiry-category">
            {(field) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...field} data-testid="inquiry-category">
                  <option value="">문의 유형을 선택해주세요</option>
                  {INQUIRY_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {QNA_CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <FormField control={control} name="title" label="제목" required id="inquiry-title">
            {(field) => <Input {...field} maxLength={INQUIRY_TITLE_MAX} placeholder="문의 제목을 입력해주세요" />}
          </FormField>
          <FormField
            control={control}
            name="content"
            label="문의 내용"
            required
            id="inquiry-content"
            helper={`${formatNumber(content.length)} / ${formatNumber(INQUIRY_CONTENT_MAX)}자`}
          >
            {(field) => <Textarea {...field} maxLength={INQUIRY_CONTENT_MAX} rows={6} placeholder="문의하실 내용을 자세히 입력해주세요" />}
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField control={control} name="email" label="답변 받을 이메일" id="inquiry-email">
              {(field) => (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  type="email"
                  inputMode="email"
                  placeholder="example@email.com"
                  autoComplete="email"
                />
              )}
            </FormField>
            <FormField control={control} name="phone" label="연락처" id="inquiry-phone">
              {(field) => (
                <Input {...field} value={field.value ?? ''} type="tel" inputMode="tel" placeholder="010-0000-0000" autoComplete="tel" />
              )}
            </FormField>
          </SimpleGrid>
          <Button type="submit" loading={form.formState.isSubmitting} rounded="full" size="lg" data-testid="inquiry-submit">
            문의 접수
          </Button>
        </Stack>
      </Box>
    </form>
  );
}
