import { Input, SimpleGrid, Stack } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import {
  CreatePromotionSchema,
  UpdatePromotionSchema,
  type AdminPromotion,
  type CreatePromotion,
  type UpdatePromotion,
} from '@market/domain/admin-promotions';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { usePromotionScopeOptions } from '../api/get-admin-promotions';
import { usePromotionWrites } from '../api/promotion-writes';
import { AUDIENCE_OPTIONS, changedPromotionFields, emptyPromotionForm, FORM_TYPE_OPTIONS, promotionFormValues } from './promotion-format';
import { ScopePicker } from './scope-picker';
import { FormDialog } from '@market/ui/form-dialog';

type PromotionControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

function Select({ field, options }: { field: object; options: { value: string; label: string }[] }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...field}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Every field of a promotion: name, type, audience, budget, period, description, brand and category scope. */
function PromotionFields({ control }: { control: PromotionControl }) {
  const options = usePromotionScopeOptions(true);
  const brands = options.data?.brands ?? [];
  const categories = (options.data?.categories ?? []).map((c) => ({ id: c.id, name: c.name, hint: c.parentName }));
  return (
    <Stack gap="3">
      <FormField control={control} name="name" label="프로모션 이름" required>
        {(field) => <Input {...field} size="sm" placeholder="겨울 아우터 위크" autoComplete="off" />}
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField control={control} name="type" label="유형" required>
          {(field) => <Select field={field} options={FORM_TYPE_OPTIONS} />}
        </FormField>
        <FormField control={control} name="targetAudience" label="대상 고객" required>
          {(field) => <Select field={field} options={AUDIENCE_OPTIONS} />}
        </FormField>
        <FormField control={control} name="budget" label="예산 (원)" required>
          {(field) => <Input {...field} size="sm" type="number" min={0} step={10000} inputMode="numeric" placeholder="5000000" />}
        </FormField>
        <div />
        <FormField control={control} name="startsAt" label="시작일" required>
          {(field) => <Input {...field} size="sm" type="date" />}
        </FormField>
        <FormField control={control} name="endsAt" label="종료일" required>
          {(field) => <Input {...field} size="sm" type="date" />}
        </FormField>
      </SimpleGrid>
      <FormField control={control} name="description" label="설명">
        {(field) => <Textarea {...field} size="sm" rows={3} />}
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField control={control} name="brandIds" label="적용 브랜드">
          {(field) => (
            <ScopePicker
              label="브랜드"
              allLabel="선택하지 않으면 전체 브랜드에 적용됩니다."
              options={brands}
              value={(field.value as string[] | null) ?? []}
              onChange={field.onChange}
              testId="scope-brands"
            />
          )}
        </FormField>
        <FormField control={control} name="categoryIds" label="적용 카테고리">
          {(field) => (
            <ScopePicker
              label="카테고리"
              allLabel="선택하지 않으면 전체 카테고리에 적용됩니다."
              options={categories}
              value={(field.value as string[] | null) ?? []}
              onChange={field.onChange}
              testId="scope-categories"
            />
          )}
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}

const asControl = (form: { control: unknown }) => form.control as PromotionControl;

/** 프로모션 등록: every field; a new promotion is a draft until activated. */
export function CreatePromotionDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (p: AdminPromotion) => void;
}) {
  return open ? <CreatePromotionForm onClose={onClose} onCreated={onCreated} /> : null;
}

function CreatePromotionForm({ onClose, onCreated }: { onClose: () => void; onCreated: (p: AdminPromotion) => void }) {
  const { pending, create } = usePromotionWrites();
  const form = useZodForm(CreatePromotionSchema, { defaultValues: emptyPromotionForm() });
  const submit = form.handleSubmit(async (body: CreatePromotion) => {
    try {
      const result = await create(body);
      onCreated(result.item as AdminPromotion);
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="프로모션 등록"
      onClose={onClose}
      busy={pending === 'create'}
      submitLabel="등록"
      onSubmit={() => void submit()}
      testId="promotion-create"
      control={asControl(form)}
    >
      <PromotionFields control={asControl(form)} />
    </FormDialog>
  );
}

/** 프로모션 수정: every field; only what changed is sent. */
export function EditPromotionDialog({ promotion, onClose }: { promotion: AdminPromotion | null; onClose: () => void }) {
  return promotion ? <EditPromotionForm key={promotion.id} promotion={promotion} onClose={onClose} /> : null;
}

function EditPromotionForm({ promotion, onClose }: { promotion: AdminPromotion; onClose: () => void }) {
  const { pending, update } = usePromotionWrites();
  const form = useZodForm(UpdatePromotionSchema, { defaultValues: promotionFormValues(promotion) });
  const submit = form.handleSubmit(async (parsed: UpdatePromotion) => {
    const body = changedPromotionFields(promotion, parsed);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(promotion.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="프로모션 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="promotion-edit"
      control={asControl(form)}
    >
      <PromotionFields control={asControl(form)} />
    </FormDialog>
  );
}
