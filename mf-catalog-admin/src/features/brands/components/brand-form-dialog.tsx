import { Input, SimpleGrid, Stack } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import { CreateBrandSchema, UpdateBrandSchema, type AdminBrandRow, type CreateBrand, type UpdateBrand } from '@market/domain/admin-brands';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import type { ReactNode } from 'react';
import { useBrandCategoryOptions } from '../api/get-brand-categories';
import { useBrandWrites } from '../api/brand-writes';
import { brandFormValues, changedBrandFields, EMPTY_BRAND_FORM } from './brand-format';
import { FormDialog } from '@market/ui/form-dialog';

type BrandControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

function TextField({
  control,
  name,
  label,
  required = false,
  type = 'text',
  placeholder,
  helper,
}: {
  control: BrandControl;
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'url' | 'email';
  placeholder?: string;
  helper?: ReactNode;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required} helper={helper}>
      {(field) => (
        <Input {...field} value={(field.value as string | null) ?? ''} type={type} size="sm" placeholder={placeholder} autoComplete="off" />
      )}
    </FormField>
  );
}

/** The spec's edit fields (name, category, website as url, contactEmail as email, description in 3 rows); create adds the English name and slug. */
function BrandFields({ control, mode, open }: { control: BrandControl; mode: 'create' | 'edit'; open: boolean }) {
  const categories = useBrandCategoryOptions(open);
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField control={control} name="name" label="브랜드명" required placeholder="모노웨이브" />
        <FormField control={control} name="categoryId" label="카테고리">
          {(field) => (
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...field} value={(field.value as string | null) ?? ''}>
                <option value="">카테고리 없음</option>
                {categories.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        {mode === 'create' && (
          <>
            <TextField
              control={control}
              name="nameEn"
              label="영문 브랜드명"
              placeholder="Monowave"
              helper="비워 두면 슬러그를 자동으로 만듭니다."
            />
            <TextField control={control} name="slug" label="슬러그" placeholder="monowave" helper="브랜드 페이지 주소 (/brands/슬러그)" />
          </>
        )}
        <TextField control={control} name="website" label="웹사이트" type="url" placeholder="https://brand.example.kr" />
        <TextField control={control} name="contactEmail" label="담당자 이메일" type="email" placeholder="partner@brand.example.kr" />
      </SimpleGrid>
      <FormField control={control} name="description" label="브랜드 소개">
        {(field) => <Textarea {...field} value={(field.value as string | null) ?? ''} rows={3} size="sm" />}
      </FormField>
    </Stack>
  );
}

const asControl = (form: { control: unknown }) => form.control as BrandControl;

/** 브랜드 등록: a new brand, pending until approved. */
export function CreateBrandDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (b: AdminBrandRow) => void;
}) {
  const { pending, create } = useBrandWrites();
  const form = useZodForm(CreateBrandSchema, { defaultValues: EMPTY_BRAND_FORM });
  const submit = form.handleSubmit(async (body: CreateBrand) => {
    try {
      const result = await create(body);
      form.reset(EMPTY_BRAND_FORM);
      onCreated(result.item);
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      open={open}
      title="브랜드 등록"
      onClose={onClose}
      busy={pending === 'create'}
      submitLabel="등록"
      onSubmit={() => void submit()}
      testId="brand-create"
      control={asControl(form)}
    >
      <BrandFields control={asControl(form)} mode="create" open={open} />
    </FormDialog>
  );
}

/** 브랜드 정보 수정: only what changed is sent. */
export function EditBrandDialog({ brand, onClose }: { brand: AdminBrandRow | null; onClose: () => void }) {
  return brand ? <EditBrandForm key={brand.id} brand={brand} onClose={onClose} /> : null;
}

function EditBrandForm({ brand, onClose }: { brand: AdminBrandRow; onClose: () => void }) {
  const { pending, update } = useBrandWrites();
  const form = useZodForm(UpdateBrandSchema, { defaultValues: brandFormValues(brand) });
  const submit = form.handleSubmit(async (parsed: UpdateBrand) => {
    const body = changedBrandFields(brand, parsed);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(brand.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      open
      title="브랜드 정보 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="brand-edit"
      control={asControl(form)}
    >
      <BrandFields control={asControl(form)} mode="edit" open />
    </FormDialog>
  );
}
