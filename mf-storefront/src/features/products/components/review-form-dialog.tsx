import { Button, CloseButton, Input, Portal, Stack, Text } from '@market/ui/chakra';
import { Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import type { ProductDetail } from '@market/domain/product';
import { CreateReviewSchema, REVIEW_CONTENT_MAX, REVIEW_MESSAGES, REVIEW_TITLE_MAX } from '@market/domain/review';
import { toaster } from '@market/ui/toaster';
import { FormAlert, applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useWatch } from 'react-hook-form';
import { createReview } from '../api/create-review';
import { ReviewFormRating } from './review-form-rating';
import type { LazyDialogProps } from '../../../components/lazy-dialog-button';
import { formatNumber } from '@market/domain/format';

function ReviewForm({ product, onDone }: { product: ProductDetail; onDone: () => void }) {
  const form = useZodForm(CreateReviewSchema, { defaultValues: { productId: product.id, rating: 0, title: '', content: '' } });
  const { control } = form;
  const content = useWatch({ control, name: 'content' }) ?? '';
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await createReview(values);
      toaster.create({
        type: 'success',
        title: '리뷰가 등록되었습니다',
        description: res.message || REVIEW_MESSAGES.created,
        duration: 6000,
      });
      onDone();
    } catch (err) {
      applyApiError(form.setError, err, { fallback: '리뷰를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.' });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <Stack gap="4">
        <FormAlert control={control} testId="review-form-error" />
        <FormField control={control} name="rating" label="별점" required id="review-rating">
          {({ value, onChange, ref }, { invalid, describedBy }) => (
            <ReviewFormRating value={value} onChange={onChange} invalid={invalid} focusRef={ref} describedBy={describedBy} />
          )}
        </FormField>
        <FormField control={control} name="title" label="제목" required id="review-title">
          {(field) => <Input {...field} maxLength={REVIEW_TITLE_MAX} placeholder="한 줄로 요약해주세요" />}
        </FormField>
        <FormField
          control={control}
          name="content"
          label="내용"
          required
          id="review-content"
          helper={`${formatNumber(content.length)} / ${formatNumber(REVIEW_CONTENT_MAX)}자`}
        >
          {(field) => (
            <Textarea
              {...field}
              maxLength={REVIEW_CONTENT_MAX}
              rows={6}
              placeholder="사이즈, 색상, 착용감 등 상품에 대한 솔직한 후기를 남겨주세요"
            />
          )}
        </FormField>
        <Text fontSize="xs" color="fg.subtle">
          작성하신 리뷰는 관리자 승인 후 상품 페이지에 게시됩니다. 구매하신 상품의 리뷰에는 구매 확인 표시가 붙습니다.
        </Text>
        <Button type="submit" loading={form.formState.isSubmitting} size="lg" rounded="full" data-testid="review-submit">
          리뷰 등록
        </Button>
      </Stack>
    </form>
  );
}

/** The review dialog, loaded when the shopper first presses '리뷰 작성' (see WriteReviewButton). */
export default function ReviewFormDialog({ product, open, onOpenChange, finalFocusEl }: { product: ProductDetail } & LazyDialogProps) {
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
                <Dialog.Title>리뷰 작성</Dialog.Title>
                <Dialog.Description fontSize="sm" color="fg.muted" lineClamp={1}>
                  {product.brand.name} · {product.name}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">{open && <ReviewForm product={product} onDone={() => onOpenChange(false)} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
