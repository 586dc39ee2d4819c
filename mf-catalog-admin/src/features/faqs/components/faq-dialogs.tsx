import { SimpleGrid, Stack, Text } from '@market/ui/chakra';
import {
  FAQ_ACTION_LABELS,
  FAQ_PRIORITY_MAX,
  FAQ_STATUS_LABELS,
  faqActions,
  FaqFormSchema,
  type AdminFaq,
  type FaqUpdate,
} from '@market/domain/admin-faqs';
import { formatDateTime, formatNumber } from '@market/domain/format';
import { DetailList, DetailSection } from '@market/ui/detail-dialog';
import { applyApiError, useZodForm } from '@market/ui/form';
import { ContentDetailDialog } from '../../../components/content-detail-dialog';
import { asFormControl, FormDialog, SelectField, TextAreaField, TextInputField } from '@market/ui/form-dialog';
import { useFaqWrites } from '../api/faqs-api';
import { CATEGORY_OPTIONS, changedFaqFields, EMPTY_FAQ_FORM, FAQ_STATUS_TONES, faqFormValues, rateText } from './faq-format';

/** An FAQ: counts, answer, tags; edit, publish / unpublish (section 4), delete with a confirm. */
export function FaqDetailDialog({
  faq,
  canUpdate,
  canDelete,
  onClose,
  onEdit,
}: {
  faq: AdminFaq | null;
  canUpdate: boolean;
  canDelete: boolean;
  onClose: () => void;
  onEdit: (f: AdminFaq) => void;
}) {
  const { pending, act, remove } = useFaqWrites();
  return (
    <ContentDetailDialog
      open={faq !== null}
      testId="faq"
      title={faq?.question ?? ''}
      statusTone={faq ? FAQ_STATUS_TONES[faq.status] : 'neutral'}
      statusLabel={faq ? FAQ_STATUS_LABELS[faq.status] : ''}
      subtitle={faq && `${faq.categoryName} · 우선순위 ${faq.priority}`}
      stats={
        faq
          ? [
              ['조회수', formatNumber(faq.views)],
              ['도움됨', formatNumber(faq.helpful)],
              ['도움 안 됨', formatNumber(faq.notHelpful)],
              ['도움률', rateText(faq.helpfulRate)],
            ]
          : []
      }
      canUpdate={canUpdate}
      canDelete={canDelete}
      pending={pending}
      actions={faq ? faqActions(faq.status) : []}
      actionLabels={FAQ_ACTION_LABELS}
      solidActions={['publish']}
      onAct={(action) => act(faq!.id, action)}
      onEdit={() => onEdit(faq!)}
      onRemove={() => remove(faq!.id)}
      onClose={onClose}
      deleteTitle="FAQ를 삭제할까요?"
      deleteDescription="삭제하면 되돌릴 수 없고, 고객센터에서도 바로 사라집니다. 조회수와 평가도 함께 삭제됩니다."
    >
      {faq && (
        <>
          <DetailSection title="답변">
            <Text fontSize="sm" whiteSpace="pre-line" data-testid="faq-answer">
              {faq.answer}
            </Text>
          </DetailSection>
          <DetailSection title="정보">
            <DetailList
              labelWidth="80px"
              rows={[
                ['태그', faq.tags.length ? faq.tags.map((t) => `#${t}`).join(' ') : '-'],
                ['작성자', faq.createdBy ?? '-'],
                ['작성일', formatDateTime(faq.createdAt)],
                ['최종 수정', formatDateTime(faq.lastModified)],
              ]}
            />
          </DetailSection>
        </>
      )}
    </ContentDetailDialog>
  );
}

/** FAQ 추가 / 수정: question, category, priority (1 up), tags (comma separated), answer. A new FAQ starts as a draft. */
export function FaqFormDialog({
  faq,
  open,
  onClose,
  onSaved,
}: {
  faq: AdminFaq | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (f: AdminFaq) => void;
}) {
  return open ? <FaqForm key={faq?.id ?? 'new'} faq={faq} onClose={onClose} onSaved={onSaved} /> : null;
}

function FaqForm({ faq, onClose, onSaved }: { faq: AdminFaq | null; onClose: () => void; onSaved?: (f: AdminFaq) => void }) {
  const { pending, create, update } = useFaqWrites();
  const form = useZodForm(FaqFormSchema, { defaultValues: faq ? faqFormValues(faq) : EMPTY_FAQ_FORM });
  const control = asFormControl(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      if (faq) {
        const body: FaqUpdate = changedFaqFields(faq, values);
        if (Object.keys(body).length === 0) return onClose();
        const result = await update(faq.id, body);
        onSaved?.(result.item as AdminFaq);
      } else {
        const result = await create({ ...values, status: 'draft' });
        onSaved?.(result.item as AdminFaq);
      }
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      open
      title={faq ? 'FAQ 수정' : 'FAQ 추가'}
      onClose={onClose}
      busy={pending !== null}
      submitLabel={faq ? '저장' : '등록'}
      onSubmit={() => void submit()}
      testId="faq-form"
      control={control}
    >
      <Stack gap="3">
        <TextInputField control={control} name="question" label="질문" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField control={control} name="category" label="분류" options={CATEGORY_OPTIONS} />
          <TextInputField
            control={control}
            name="priority"
            label="우선순위"
            type="number"
            min={1}
            helper={`1이 가장 먼저 보입니다 (1~${FAQ_PRIORITY_MAX}).`}
          />
        </SimpleGrid>
        <TextInputField
          control={control}
          name="tags"
          label="태그"
          required={false}
          placeholder="배송비, 무료배송"
          helper="쉼표(,)로 구분합니다."
        />
        <TextAreaField control={control} name="answer" label="답변" rows={7} />
        {!faq && (
          <Text fontSize="xs" color="fg.muted">
            새 FAQ는 임시저장 상태로 등록됩니다. 상세에서 공개하면 고객센터에 보입니다.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
