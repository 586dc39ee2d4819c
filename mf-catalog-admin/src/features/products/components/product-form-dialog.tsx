import { Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  ProductInputSchema,
  type AdminProductDetail,
  type ProductInput,
  type ProductInputValues,
} from '@market/domain/admin-products';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useState, type ReactNode } from 'react';
import { useProductImageWrites } from '../api/product-images';
import { useProductChoices } from '../api/get-admin-products';
import { useProductWrites } from '../api/product-writes';
import { changedProductFields, EMPTY_PRODUCT_FORM, FORM_STATUS_OPTIONS, numberFromInput, productFormValues } from './product-format';
import { ProductOptionsEditor } from './product-options-editor';
import { FormDialog } from '@market/ui/form-dialog';

type ProductForm = ReturnType<typeof useZodForm<ProductInputValues, ProductInput>>;

/** The fields of the create and edit dialogs (one schema with the API: ProductInputSchema). */
function ProductFields({ form, images }: { form: ProductForm; images?: ReactNode }) {
  const { data: choices } = useProductChoices();
  const control = form.control;
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          기본 정보
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField control={control} name="name" label="상품명" required>
            {(field) => <Input {...field} size="sm" maxLength={PRODUCT_NAME_MAX} placeholder="오버핏 울 블레이저" autoComplete="off" />}
          </FormField>
          <FormField control={control} name="nameEn" label="영문 상품명">
            {(field) => <Input {...field} size="sm" maxLength={PRODUCT_NAME_MAX} placeholder="Overfit Wool Blazer" autoComplete="off" />}
          </FormField>
          <FormField control={control} name="brandId" label="브랜드" required>
            {(field) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...field} data-testid="product-form-brand">
                  <option value="">브랜드 선택</option>
                  {(choices?.brands ?? []).map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <FormField control={control} name="categoryId" label="카테고리" required helper="하위 카테고리에만 등록할 수 있습니다.">
            {(field) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...field} data-testid="product-form-category">
                  <option value="">카테고리 선택</option>
                  {(choices?.categories ?? []).map((top) => (
                    <optgroup key={top.id} label={top.name}>
                      {top.children.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          가격과 상태
        </Text>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <FormField control={control} name="price" label="정가 (원)" required>
            {(field) => (
              <Input
                {...field}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                onChange={(e) => field.onChange(numberFromInput(e.currentTarget.value))}
                size="sm"
                inputMode="numeric"
                placeholder="59000"
              />
            )}
          </FormField>
          <FormField control={control} name="salePrice" label="할인가 (원)" helper="비우면 할인 없음">
            {(field) => (
              <Input
                {...field}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                onChange={(e) => field.onChange(numberFromInput(e.currentTarget.value) ?? null)}
                size="sm"
                inputMode="numeric"
                placeholder="없음"
              />
            )}
          </FormField>
          <FormField control={control} name="status" label="판매 상태">
            {(field) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...field}>
                  {FORM_STATUS_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <FormField control={control} name="weightGrams" label="무게 (g)">
            {(field) => (
              <Input
                {...field}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                onChange={(e) => field.onChange(numberFromInput(e.currentTarget.value))}
                size="sm"
                inputMode="numeric"
              />
            )}
          </FormField>
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          옵션과 재고
        </Text>
        <FormField control={control} name="options" errorTestId="options-error">
          {(field, meta) => <ProductOptionsEditor value={field.value ?? []} onChange={field.onChange} invalid={meta.invalid} />}
        </FormField>
      </Stack>
      {images}
      <FormField control={control} name="description" label="상품 설명">
        {(field) => <Textarea {...field} size="sm" rows={4} maxLength={PRODUCT_DESCRIPTION_MAX} />}
      </FormField>
    </Stack>
  );
}

/** 상품 등록: name, brand, category, prices, status, options (colours × sizes with stock) and description. */
export function CreateProductDialog({
  open,
  onClose,
  onCreated,
  defaultBrandId,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (p: AdminProductDetail) => void;
  defaultBrandId?: string;
}) {
  const { pending, create } = useProductWrites();
  const images = useProductImageWrites();
  const [files, setFiles] = useState<File[]>([]);
  const empty = { ...EMPTY_PRODUCT_FORM, brandId: defaultBrandId ?? '' };
  const form = useZodForm(ProductInputSchema, { defaultValues: empty });

  const submit = form.handleSubmit(async (body: ProductInput) => {
    let created: AdminProductDetail;
    try {
      created = (await create(body)).item;
    } catch (error) {
      applyApiError(form.setError, error);
      return;
    }
    // The photos go up once the product exists; a refused file leaves the product without it (toast).
    if (files.length) await images.upload(created.id, files).catch(() => undefined);
    form.reset(empty);
    setFiles([]);
    onCreated(created);
  });

  return (
    <FormDialog
      size="xl"
      open={open}
      title="상품 등록"
      onClose={onClose}
      busy={pending === 'create' || images.pending !== null}
      submitLabel="등록"
      onSubmit={() => void submit()}
      testId="product-create"
      control={form.control}
    >
      {open && (
        <ProductFields
          form={form}
          images={
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="semibold">
                상품 이미지
              </Text>
              <Input
                type="file"
                size="sm"
                pt="1"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                multiple
                aria-label="상품 이미지 파일 선택"
                data-testid="product-create-images"
                onChange={(e) => setFiles([...(e.currentTarget.files ?? [])].slice(0, PRODUCT_IMAGES_MAX))}
              />
              <Text fontSize="xs" color="fg.muted">
                {files.length
                  ? `${files.length}장 선택됨 · 등록 후 올라갑니다.`
                  : `최대 ${PRODUCT_IMAGES_MAX}장. 올리지 않으면 상품명과 색상으로 만든 이미지가 표시됩니다.`}
              </Text>
            </Stack>
          }
        />
      )}
    </FormDialog>
  );
}

/** 상품 수정: the same fields, the options replaced as a whole; only what changed is sent. */
export function EditProductDialog({
  product,
  onClose,
  images,
}: {
  product: AdminProductDetail | null;
  onClose: () => void;
  images?: (p: AdminProductDetail) => ReactNode;
}) {
  return product ? <EditProductForm key={product.id} product={product} onClose={onClose} images={images?.(product)} /> : null;
}

function EditProductForm({ product, onClose, images }: { product: AdminProductDetail; onClose: () => void; images?: ReactNode }) {
  const { pending, update } = useProductWrites();
  const form = useZodForm(ProductInputSchema, { defaultValues: productFormValues(product) });

  const submit = form.handleSubmit(async (parsed: ProductInput) => {
    const body = changedProductFields(product, parsed);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(product.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });

  return (
    <FormDialog
      open
      title="상품 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="product-edit"
      control={form.control}
    >
      <ProductFields form={form} images={images} />
    </FormDialog>
  );
}
