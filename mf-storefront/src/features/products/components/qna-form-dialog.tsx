import { Button, CloseButton, Input, Portal, Stack, Text } from '@market/ui/chakra';
import { Textarea } from '@market/ui/chakra-more';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { Dialog } from '@market/ui/chakra-overlay';
import type { ProductDetail } from '@market/domain/product';
import { CreateQuestionSchema, QUESTION_CONTENT_MAX, QUESTION_MESSAGES, QUESTION_TITLE_MAX } from '@market/domain/review';
import { toaster } from '@market/ui/toaster';
import { FormAlert, applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useWatch } from 'react-hook-form';
import type { LazyDialogProps } from '../../../components/lazy-dialog-button';
import { createQuestion } from '../api/create-question';
import { formatNumber } from '@market/domain/format';

function QnaForm({ product, onDone }: { product: ProductDetail; onDone: () => void }) {
  const form = useZodForm(CreateQuestionSchema, { defaultValues: { title: '', content: '', isPrivate: false } });
  const { control } = form;
  const content = useWatch({ control, name: 'content' }) ?? '';
  const submit = form.handleSubmit(async (values) => {
    try {
      // A blank title is no title: the server gives it the default one.
      const res = await createQuestion(product.id, { ...values, title: values.title || undefined });
      toaster.create({
        type: 'success',
        title: res.message || QUESTION_MESSAGES.created,
        description: '판매자 확인 후 답변이 등록되면 Q&A 탭에 표시됩니다.',
        duration: 6000,
      });
      onDone();
    } catch (err) {
      applyApiError(form.setError, err, { fallback: '문의를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.' });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="qna-form">
      <Stack gap="4">
        <FormAlert control={control} />
        <FormField control={control} name="title" label="제목" id="qna-title">
          {(field) => <Input {...field} value={field.value ?? ''} maxLength={QUESTION_TITLE_MAX} placeholder="예: 사이즈 문의드립니다" />}
        </FormField>
        <FormField
          control={control}
          name="content"
          label="문의 내용"
          required
          id="qna-content"
          helper={`${formatNumber(content.length)} / ${formatNumber(QUESTION_CONTENT_MAX)}자`}
        >
          {(field) => <Textarea {...field} maxLength={QUESTION_CONTENT_MAX} rows={5} placeholder="상품에 대해 궁금한 점을 입력해주세요" />}
        </FormField>
        <FormField control={control} name="isPrivate" id="qna-private">
          {({ value, onChange, ref, name }) => (
            <Checkbox.Root
              checked={value === true}
              onCheckedChange={(e) => onChange(e.checked === true)}
              name={name}
              data-testid="qna-private"
            >
              <Checkbox.HiddenInput ref={ref} />
              <Checkbox.Control />
              <Checkbox.Label>비밀글로 문의하기</Checkbox.Label>
            </Checkbox.Root>
          )}
        </FormField>
        <Text fontSize="xs" color="fg.subtle">
          주문·배송·반품 관련 문의는 고객센터의 1:1 문의를 이용해주세요.
        </Text>
        <Button type="submit" loading={form.formState.isSubmitting} size="lg" rounded="full" data-testid="qna-submit">
          문의 등록
        </Button>
      </Stack>
    </form>
  );
}

/** The question dialog, loaded when the shopper first presses '상품 문의하기' (see QnaPanel). */
/** The Q&A tab's write button and dialog (signed-in shopper only). */
export default function QnaFormDialog({
  product,
  onCreated,
  open,
  onOpenChange,
  finalFocusEl,
}: { product: ProductDetail; onCreated: () => void } & LazyDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={finalFocusEl}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
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
