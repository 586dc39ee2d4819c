import { Button, CloseButton, Input, Portal, Stack, Text } from '@market/ui/chakra';
import { Alert, Field, Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { ApiError } from '@market/api-client/api-fetch';
import type { ProductDetail } from '@market/domain/product';
import { CreateReviewSchema, REVIEW_CONTENT_MAX, REVIEW_MESSAGES, REVIEW_TITLE_MAX } from '@market/domain/review';
import { toaster } from '@market/ui/toaster';
import { useState, type FormEvent } from 'react';
import { createReview } from '../api/create-review';
import { ReviewFormRating } from './review-form-rating';
import type { LazyDialogProps } from '../../../components/lazy-dialog-button';
import { fieldErrors } from '../../../lib/field-errors';
import { formatNumber } from '@market/domain/format';

type Draft = { rating: number; title: string; content: string };
type Errors = Partial<Record<keyof Draft | 'form', string>>;
const EMPTY: Draft = { rating: 0, title: '', content: '' };

function ReviewForm({ product, onDone }: { product: ProductDetail; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateReviewSchema.safeParse({ productId: product.id, ...draft });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Errors);
      return;
    }
    setBusy(true);
    try {
      const res = await createReview(parsed.data);
      toaster.create({ type: 'success', title: '리뷰가 등록되었습니다', description: res.message || REVIEW_MESSAGES.created, duration: 6000 });
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors({ ...(err.fields as Errors | undefined), form: err.message });
      else setErrors({ form: '리뷰를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <Stack gap="4">
        {errors.form && (
          <Alert.Root status="error" size="sm" data-testid="review-form-error">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required invalid={Boolean(errors.rating)}>
          <Field.Label>
            별점 <Field.RequiredIndicator />
          </Field.Label>
          <ReviewFormRating value={draft.rating} onChange={(v) => set('rating', v)} invalid={Boolean(errors.rating)} />
          <Field.ErrorText>{errors.rating}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.title)}>
          <Field.Label>
            제목 <Field.RequiredIndicator />
          </Field.Label>
          <Input value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={REVIEW_TITLE_MAX} placeholder="한 줄로 요약해주세요" name="title" />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.content)}>
          <Field.Label>
            내용 <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={draft.content} onChange={(e) => set('content', e.target.value)} maxLength={REVIEW_CONTENT_MAX} rows={6} placeholder="사이즈, 색상, 착용감 등 상품에 대한 솔직한 후기를 남겨주세요" name="content" />
          <Field.HelperText>
            {formatNumber(draft.content.length)} / {formatNumber(REVIEW_CONTENT_MAX)}자
          </Field.HelperText>
          <Field.ErrorText>{errors.content}</Field.ErrorText>
        </Field.Root>
        <Text fontSize="xs" color="fg.subtle">
          작성하신 리뷰는 관리자 승인 후 상품 페이지에 게시됩니다. 구매하신 상품의 리뷰에는 구매 확인 표시가 붙습니다.
        </Text>
        <Button type="submit" loading={busy} size="lg" rounded="full" data-testid="review-submit">
          리뷰 등록
        </Button>
      </Stack>
    </form>
  );
}

/** The review dialog, loaded when the shopper first presses '리뷰 작성' (see WriteReviewButton). */
export default function ReviewFormDialog({ product, open, onOpenChange, finalFocusEl }: { product: ProductDetail } & LazyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} finalFocusEl={finalFocusEl} size={{ base: 'full', md: 'md' }} placement="center" scrollBehavior="inside">
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
