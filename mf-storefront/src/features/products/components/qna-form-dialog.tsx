import { Button, CloseButton, Input, Portal, Stack, Text } from '@market/ui/chakra';
import { Alert, Field, Textarea } from '@market/ui/chakra-more';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { Dialog } from '@market/ui/chakra-overlay';
import { ApiError } from '@market/api-client/api-fetch';
import type { ProductDetail } from '@market/domain/product';
import { CreateQuestionSchema, QUESTION_CONTENT_MAX, QUESTION_MESSAGES, QUESTION_TITLE_MAX } from '@market/domain/review';
import { toaster } from '@market/ui/toaster';
import { useState, type FormEvent } from 'react';
import type { LazyDialogProps } from '../../../components/lazy-dialog-button';
import { createQuestion } from '../api/create-question';
import { fieldErrors } from '../../../lib/field-errors';
import { formatNumber } from '@market/domain/format';

type Draft = { title: string; content: string; isPrivate: boolean };
type Errors = Partial<Record<keyof Draft | 'form', string>>;

function QnaForm({ product, onDone }: { product: ProductDetail; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>({ title: '', content: '', isPrivate: false });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateQuestionSchema.safeParse({ ...draft, title: draft.title.trim() || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Errors);
      return;
    }
    setBusy(true);
    try {
      const res = await createQuestion(product.id, parsed.data);
      toaster.create({ type: 'success', title: res.message || QUESTION_MESSAGES.created, description: '판매자 확인 후 답변이 등록되면 Q&A 탭에 표시됩니다.', duration: 6000 });
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...(err.fields as Errors | undefined), form: err.message });
      else setErrors({ form: '문의를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="qna-form">
      <Stack gap="4">
        {errors.form && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.title)}>
          <Field.Label>제목</Field.Label>
          <Input value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={QUESTION_TITLE_MAX} placeholder="예: 사이즈 문의드립니다" name="title" />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.content)}>
          <Field.Label>
            문의 내용 <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={draft.content} onChange={(e) => set('content', e.target.value)} maxLength={QUESTION_CONTENT_MAX} rows={5} placeholder="상품에 대해 궁금한 점을 입력해주세요" name="content" />
          <Field.HelperText>
            {formatNumber(draft.content.length)} / {formatNumber(QUESTION_CONTENT_MAX)}자
          </Field.HelperText>
          <Field.ErrorText>{errors.content}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root checked={draft.isPrivate} onCheckedChange={(e) => set('isPrivate', e.checked === true)} data-testid="qna-private">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>비밀글로 문의하기</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="xs" color="fg.subtle">
          주문·배송·반품 관련 문의는 고객센터의 1:1 문의를 이용해주세요.
        </Text>
        <Button type="submit" loading={busy} size="lg" rounded="full" data-testid="qna-submit">
          문의 등록
        </Button>
      </Stack>
    </form>
  );
}

/** The question dialog, loaded when the shopper first presses '상품 문의하기' (see QnaPanel). */
/** The Q&A tab's write button and dialog (signed-in shopper only). */
export default function QnaFormDialog({ product, onCreated, open, onOpenChange, finalFocusEl }: { product: ProductDetail; onCreated: () => void } & LazyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} finalFocusEl={finalFocusEl} size={{ base: 'full', md: 'md' }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="0.5">
                <Dialog.Title>상품 문의</Dialog.Title>
                <Dialog.Description fontSize="sm" color="fg.muted" lineClamp={1}>
                  {product.brand.name} · {product.name}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && (
                <QnaForm
                  product={product}
                  onDone={() => {
                    onOpenChange(false);
                    onCreated();
                  }}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
