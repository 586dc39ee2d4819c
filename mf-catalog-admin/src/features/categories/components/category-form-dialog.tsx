import { Input, SimpleGrid, Stack } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import {
  CATEGORY_ORDER_MAX,
  CreateCategorySchema,
  UpdateCategorySchema,
  type AdminCategory,
  type CreateCategory,
  type UpdateCategory,
} from '@market/domain/admin-categories';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useCategoryWrites } from '../api/category-writes';
import { categoryFormValues, EMPTY_CATEGORY_FORM, parentOptions, type CategoryTreeRow } from './category-tree';
import { FormDialog } from '@market/ui/form-dialog';

type CategoryControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

/** The spec's edit fields: name, parent (top level or another top-level category), display order (number), description (2 rows); plus the slug. */
function CategoryFields({
  control,
  parents,
  lockParent,
}: {
  control: CategoryControl;
  parents: { value: string; label: string }[];
  lockParent: boolean;
}) {
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField control={control} name="name" label="카테고리명" required>
          {(field) => <Input {...field} size="sm" autoComplete="off" />}
        </FormField>
        <FormField
          control={control}
          name="parentId"
          label="상위 카테고리"
          helper={lockParent ? '하위 카테고리가 있어 최상위로만 둘 수 있습니다.' : undefined}
        >
          {(field) => (
            <NativeSelect.Root size="sm" disabled={lockParent}>
              <NativeSelect.Field {...field} value={(field.value as string | null) ?? ''}>
                {parents.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField control={control} name="displayOrder" label="표시 순서" helper="작을수록 스토어 메뉴에서 앞에 보입니다.">
          {(field) => <Input {...field} type="number" min={0} max={CATEGORY_ORDER_MAX} step={1} size="sm" />}
        </FormField>
        <FormField control={control} name="slug" label="슬러그" helper="비워 두면 자동으로 만듭니다.">
          {(field) => <Input {...field} value={(field.value as string | null) ?? ''} size="sm" autoComplete="off" />}
        </FormField>
      </SimpleGrid>
      <FormField control={control} name="description" label="설명">
        {(field) => <Textarea {...field} rows={2} size="sm" />}
      </FormField>
    </Stack>
  );
}

const asControl = (form: { control: unknown }) => form.control as CategoryControl;

/** 카테고리 등록. */
export function CreateCategoryDialog({ items, onClose }: { items: readonly AdminCategory[]; onClose: () => void }) {
  const { pending, create } = useCategoryWrites();
  const form = useZodForm(CreateCategorySchema, { defaultValues: EMPTY_CATEGORY_FORM });
  const submit = form.handleSubmit(async (body: CreateCategory) => {
    try {
      await create(body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="카테고리 등록"
      testId="category-create"
      busy={pending === 'create'}
      submitLabel="등록"
      onClose={onClose}
      onSubmit={() => void submit()}
      control={asControl(form)}
    >
      <CategoryFields control={asControl(form)} parents={parentOptions(items, null)} lockParent={false} />
    </FormDialog>
  );
}

/** 카테고리 수정: only what changed is sent. */
export function EditCategoryDialog({
  category,
  items,
  onClose,
}: {
  category: CategoryTreeRow;
  items: readonly AdminCategory[];
  onClose: () => void;
}) {
  const { pending, update } = useCategoryWrites();
  const start = categoryFormValues(category);
  const form = useZodForm(UpdateCategorySchema, { defaultValues: start });
  const submit = form.handleSubmit(async (parsed: UpdateCategory) => {
    const body: Record<string, unknown> = {};
    const was: Record<string, unknown> = { ...category, parentId: category.parentId };
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== undefined && (was[key] ?? null) !== (value ?? null)) body[key] = value;
    }
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(category.id, body as UpdateCategory);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="카테고리 수정"
      testId="category-edit"
      busy={pending === 'update'}
      submitLabel="저장"
      onClose={onClose}
      onSubmit={() => void submit()}
      control={asControl(form)}
    >
      <CategoryFields
        control={asControl(form)}
        parents={parentOptions(items, category.id)}
        lockParent={category.level === 0 && category.childCount > 0}
      />
    </FormDialog>
  );
}
