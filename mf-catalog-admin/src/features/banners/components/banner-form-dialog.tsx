import { Input, SimpleGrid, Stack } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import {
  BANNER_POSITION_LABELS,
  BANNER_POSITIONS,
  CreateBannerSchema,
  UpdateBannerSchema,
  type AdminBanner,
  type CreateBanner,
  type UpdateBanner,
} from '@market/domain/admin-banners';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useState, type ReactNode } from 'react';
import { useBannerWrites } from '../api/banner-writes';
import { bannerFormValues, changedBannerFields, DEVICE_OPTIONS, emptyBannerForm } from './banner-format';
import { FormDialog } from '@market/ui/form-dialog';

/** A form's control as the shared fields see it (the two forms' value types differ only in isActive). */
type BannerControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

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

const POSITIONS = BANNER_POSITIONS.map((p) => ({ value: p, label: BANNER_POSITION_LABELS[p] }));

/** The fields both dialogs share (spec 001: title, description, position, link, period, plus priority and device). */
function BannerFields({ control, extra }: { control: BannerControl; extra?: ReactNode }) {
  return (
    <Stack gap="3">
      <FormField control={control} name="title" label="제목" required>
        {(field) => <Input {...field} size="sm" placeholder="겨울 아우터 최대 40% 할인" autoComplete="off" />}
      </FormField>
      <FormField control={control} name="description" label="설명">
        {(field) => <Textarea {...field} size="sm" rows={2} />}
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField control={control} name="position" label="노출 위치" required>
          {(field) => <Select field={field} options={POSITIONS} />}
        </FormField>
        <FormField control={control} name="priority" label="우선순위" helper="1이 가장 먼저 노출됩니다." required>
          {(field) => <Input {...field} size="sm" type="number" min={1} inputMode="numeric" />}
        </FormField>
        <FormField control={control} name="linkUrl" label="링크 URL" helper="https://… 또는 /categories 같은 사이트 경로">
          {(field) => <Input {...field} size="sm" type="url" placeholder="/categories?sale=true" autoComplete="off" />}
        </FormField>
        <FormField control={control} name="targetDevice" label="대상 기기" required>
          {(field) => <Select field={field} options={DEVICE_OPTIONS} />}
        </FormField>
        <FormField control={control} name="startsAt" label="시작일" required>
          {(field) => <Input {...field} size="sm" type="date" />}
        </FormField>
        <FormField control={control} name="endsAt" label="종료일" required>
          {(field) => <Input {...field} size="sm" type="date" />}
        </FormField>
      </SimpleGrid>
      {extra}
    </Stack>
  );
}

const asControl = (form: { control: unknown }) => form.control as BannerControl;

/** 배너 등록: the fields, an image file (uploaded once the banner exists) and whether it goes live at once. */
export function CreateBannerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (b: AdminBanner) => void;
}) {
  const { pending, create, uploadImage } = useBannerWrites();
  const [file, setFile] = useState<File | null>(null);
  const form = useZodForm(CreateBannerSchema, { defaultValues: emptyBannerForm() });
  const control = asControl(form);

  const submit = form.handleSubmit(async (body: CreateBanner) => {
    try {
      const result = await create(body);
      let item = result.item as AdminBanner;
      if (file) item = ((await uploadImage(item.id, file).catch(() => null))?.item as AdminBanner | undefined) ?? item;
      form.reset(emptyBannerForm());
      setFile(null);
      onCreated(item);
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });

  const extra = (
    <Stack gap="3">
      <FormField control={control} name="imageUrl" label="이미지" helper="JPG·PNG·WebP 파일을 올리면 WebP로 변환해 저장합니다.">
        {() => (
          <Input
            size="sm"
            type="file"
            accept="image/*"
            p="1"
            data-testid="banner-create-image"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField control={control} name="isActive">
        {(field) => (
          <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(e) => field.onChange(e.checked === true)} size="sm">
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>등록하면서 바로 활성화</Checkbox.Label>
          </Checkbox.Root>
        )}
      </FormField>
    </Stack>
  );

  return (
    <FormDialog
      open={open}
      title="배너 등록"
      onClose={onClose}
      busy={pending === 'create' || pending === 'image'}
      submitLabel="등록"
      onSubmit={() => void submit()}
      testId="banner-create"
      control={control}
    >
      <BannerFields control={control} extra={extra} />
    </FormDialog>
  );
}

/** 배너 수정: the same fields; only what changed is sent. */
export function EditBannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  return banner ? <EditBannerForm key={banner.id} banner={banner} onClose={onClose} /> : null;
}

function EditBannerForm({ banner, onClose }: { banner: AdminBanner; onClose: () => void }) {
  const { pending, update } = useBannerWrites();
  const { isActive: _a, imageUrl: _i, ...values } = bannerFormValues(banner);
  const form = useZodForm(UpdateBannerSchema, { defaultValues: values });
  const control = asControl(form);

  const submit = form.handleSubmit(async (parsed: UpdateBanner) => {
    const body = changedBannerFields(banner, parsed);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(banner.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });

  return (
    <FormDialog
      open
      title="배너 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="banner-edit"
      control={control}
    >
      <BannerFields control={control} />
    </FormDialog>
  );
}
