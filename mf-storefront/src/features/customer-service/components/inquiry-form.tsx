import { Box, Button, Heading, Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Alert, Field, NativeSelect, Textarea } from '@market/ui/chakra-more';
import { ApiError } from '@market/api-client/api-fetch';
import type { CustomerUser } from '@market/domain/auth';
import { CreateInquirySchema, INQUIRY_CATEGORIES, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, QNA_CATEGORY_LABELS, SUPPORT_MESSAGES } from '@market/domain/support';
import { toaster } from '@market/ui/toaster';
import { useState, type FormEvent } from 'react';
import { createInquiry } from '../api/create-inquiry';
import { fieldErrors as firstErrors } from '../../../lib/field-errors';
import { formatNumber } from '@market/domain/format';

interface InquiryDraft {
  category: string;
  title: string;
  content: string;
  email: string;
  phone: string;
}
type FieldErrors = Partial<Record<keyof InquiryDraft, string>>;

const SENT_HINT = '답변이 등록되면 문의 내역에서 확인하실 수 있습니다.';

const emptyDraft = (customer: CustomerUser): InquiryDraft => ({ category: '', title: '', content: '', email: customer.email, phone: customer.phone ?? '' });

/**
 * The 1:1 inquiry (spec 5): category, subject and content are required ('모든 필수 항목을
 * 입력해주세요'); on success '문의가 접수되었습니다' and the form resets. Stored on the server.
 */
export function InquiryForm({ customer, onCreated }: { customer: CustomerUser; onCreated: () => void }) {
  const [draft, setDraft] = useState<InquiryDraft>(() => emptyDraft(customer));
  const [formError, setFormError] = useState<string | null>(null);
  // The success message stays in the form until the next edit: a toast alone is easy to miss.
  const [sent, setSent] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (key: keyof InquiryDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFieldErrors((f) => ({ ...f, [key]: undefined }));
    setFormError(null);
    setSent(null);
  };

  const fail = (message: string, fields: FieldErrors = {}) => {
    setSent(null);
    setFormError(message);
    setFieldErrors(fields);
    toaster.create({ type: 'error', title: message });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateInquirySchema.safeParse(draft);
    if (!parsed.success) {
      const fields = firstErrors(parsed.error) as FieldErrors;
      const required = parsed.error.issues.some((i) => i.message === SUPPORT_MESSAGES.inquiryRequired);
      fail(required ? SUPPORT_MESSAGES.inquiryRequired : parsed.error.issues[0]!.message, fields);
      return;
    }
    setBusy(true);
    try {
      const res = await createInquiry(draft);
      const message = res.message || SUPPORT_MESSAGES.inquiryCreated;
      toaster.create({ type: 'success', title: message, description: SENT_HINT });
      setSent(message);
      setDraft(emptyDraft(customer));
      setFieldErrors({});
      setFormError(null);
      onCreated();
    } catch (err) {
      if (err instanceof ApiError) fail(err.message, (err.fields ?? {}) as FieldErrors);
      else fail('문의를 접수하지 못했습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="inquiry-form">
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
          {formError && (
            <Alert.Root status="error" size="sm" data-testid="inquiry-error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root required invalid={Boolean(fieldErrors.category)}>
            <Field.Label>
              문의 유형 <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.category} onChange={(e) => set('category')(e.target.value)} name="category" data-testid="inquiry-category">
                <option value="">문의 유형을 선택해주세요</option>
                {INQUIRY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {QNA_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required invalid={Boolean(fieldErrors.title)}>
            <Field.Label>
              제목 <Field.RequiredIndicator />
            </Field.Label>
            <Input value={draft.title} onChange={(e) => set('title')(e.target.value)} maxLength={INQUIRY_TITLE_MAX} placeholder="문의 제목을 입력해주세요" name="title" />
            {fieldErrors.title && fieldErrors.title !== SUPPORT_MESSAGES.inquiryRequired && <Field.ErrorText>{fieldErrors.title}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={Boolean(fieldErrors.content)}>
            <Field.Label>
              문의 내용 <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={draft.content} onChange={(e) => set('content')(e.target.value)} maxLength={INQUIRY_CONTENT_MAX} rows={6} placeholder="문의하실 내용을 자세히 입력해주세요" name="content" />
            <Field.HelperText>
              {formatNumber(draft.content.length)} / {formatNumber(INQUIRY_CONTENT_MAX)}자
            </Field.HelperText>
            {fieldErrors.content && fieldErrors.content !== SUPPORT_MESSAGES.inquiryRequired && <Field.ErrorText>{fieldErrors.content}</Field.ErrorText>}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={Boolean(fieldErrors.email)}>
              <Field.Label>답변 받을 이메일</Field.Label>
              <Input type="email" inputMode="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} placeholder="example@email.com" name="email" autoComplete="email" />
              <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.phone)}>
              <Field.Label>연락처</Field.Label>
              <Input type="tel" inputMode="tel" value={draft.phone} onChange={(e) => set('phone')(e.target.value)} placeholder="010-0000-0000" name="phone" autoComplete="tel" />
              <Field.ErrorText>{fieldErrors.phone}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Button type="submit" loading={busy} rounded="full" size="lg" data-testid="inquiry-submit">
            문의 접수
          </Button>
        </Stack>
      </Box>
    </form>
  );
}
