import { Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import {
  COMMISSION_RATE_MAX,
  COMMISSION_RATE_MIN,
  CreateSellerSchema,
  UpdateSellerSchema,
  type AdminSeller,
  type CreateSeller,
  type UpdateSeller,
} from '@market/domain/admin-sellers';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import type { ReactNode } from 'react';
import { useUnassignedBrands } from '../api/get-unassigned-brands';
import { useSellerWrites } from '../api/seller-writes';
import { changedFields, CYCLE_OPTIONS, EMPTY_SELLER_FORM, sellerFormValues, type SellerFormValues } from './seller-format';
import { FormDialog } from '@market/ui/form-dialog';

type Field = keyof SellerFormValues;
/** A form's control as the shared fields see it (the two forms' value types differ only in the brand fields). */
type SellerControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

function TextField({
  control,
  name,
  label,
  required = true,
  placeholder,
  helper,
  inputMode,
  autoComplete = 'off',
}: {
  control: SellerControl;
  name: Field;
  label: string;
  required?: boolean;
  placeholder?: string;
  helper?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
}) {
  return (
    <FormField control={control} name={name} label={label} required={required} helper={helper}>
      {(field) => <Input {...field} size="sm" placeholder={placeholder} inputMode={inputMode} autoComplete={autoComplete} />}
    </FormField>
  );
}

/** The fields both dialogs share; the brand choice is the create dialog's only. */
function SellerFields({ control, mode, brandChoice }: { control: SellerControl; mode: 'create' | 'edit'; brandChoice?: ReactNode }) {
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          기본 정보
        </Text>
        {brandChoice}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField control={control} name="companyName" label="회사명" placeholder="(주)스타일허브" />
          <TextField
            control={control}
            name="businessNumber"
            label="사업자등록번호"
            placeholder="000-00-00000"
            inputMode="numeric"
            helper="숫자 10자리, 마지막 자리는 검증번호입니다."
          />
          <TextField control={control} name="ceoName" label="대표자" required={false} />
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          담당자 정보
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField control={control} name="contactPerson" label="담당자" />
          <TextField control={control} name="phone" label="연락처" placeholder="010-0000-0000" inputMode="tel" />
          <TextField control={control} name="email" label="이메일" placeholder="partner@example.kr" inputMode="email" />
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          정산 정보
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField
            control={control}
            name="commissionRate"
            label="수수료율 (%)"
            inputMode="decimal"
            placeholder="15"
            helper={`${COMMISSION_RATE_MIN}~${COMMISSION_RATE_MAX}%, 소수점 첫째 자리까지`}
          />
          <FormField control={control} name="settlementCycle" label="정산 주기" required>
            {(field) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...field}>
                  {CYCLE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          <TextField control={control} name="bankName" label="은행" placeholder="국민은행" />
          <TextField
            control={control}
            name="bankAccount"
            label={mode === 'edit' ? '새 계좌번호' : '계좌번호'}
            required={mode === 'create'}
            inputMode="numeric"
            placeholder={mode === 'edit' ? '바꿀 때만 입력' : '123-456789-01-234'}
            helper={
              mode === 'edit'
                ? '비워 두면 등록된 계좌를 그대로 씁니다. 계좌번호는 암호화되어 저장됩니다.'
                : '계좌번호는 암호화되어 저장되고, 뒤 4자리만 표시됩니다.'
            }
          />
          <TextField control={control} name="accountHolder" label="예금주" />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

const asControl = (form: { control: unknown }) => form.control as SellerControl;

/** 셀러 등록: the company, its brand (an existing brand without a seller, or a new one), contact and settlement; the seller starts pending. */
export function CreateSellerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (s: AdminSeller) => void;
}) {
  const { pending, create } = useSellerWrites();
  const brands = useUnassignedBrands(open);
  const form = useZodForm(CreateSellerSchema, { defaultValues: EMPTY_SELLER_FORM });
  const control = asControl(form);
  const brandId = form.watch('brandId');

  const submit = form.handleSubmit(async (body: CreateSeller) => {
    try {
      const result = await create(body);
      form.reset(EMPTY_SELLER_FORM);
      onCreated(result.item as AdminSeller);
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });

  const brandChoice = (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <FormField control={control} name="brandId" label="브랜드">
        {(field) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              {...field}
              onChange={(e) => {
                field.onChange(e);
                if (e.currentTarget.value) {
                  form.setValue('brandName', '');
                  form.setValue('brandNameEn', '');
                }
              }}
            >
              <option value="">새 브랜드 등록</option>
              {(brands.data?.items ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} (셀러 없음)
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      {!brandId && (
        <>
          <TextField control={control} name="brandName" label="새 브랜드 이름" placeholder="스타일허브" />
          <TextField
            control={control}
            name="brandNameEn"
            label="영문 브랜드 이름"
            required={false}
            placeholder="StyleHub"
            helper="브랜드 주소에 쓰입니다."
          />
        </>
      )}
    </SimpleGrid>
  );

  return (
    <FormDialog
      open={open}
      title="셀러 등록"
      onClose={onClose}
      busy={pending === 'create'}
      submitLabel="등록"
      onSubmit={() => void submit()}
      testId="seller-create"
      control={control}
    >
      <SellerFields control={control} mode="create" brandChoice={brandChoice} />
    </FormDialog>
  );
}

/** 셀러 정보 수정: the same fields but the brand; only what changed is sent. */
export function EditSellerDialog({ seller, onClose }: { seller: AdminSeller | null; onClose: () => void }) {
  return seller ? <EditSellerForm key={seller.id} seller={seller} onClose={onClose} /> : null;
}

function EditSellerForm({ seller, onClose }: { seller: AdminSeller; onClose: () => void }) {
  const { pending, update } = useSellerWrites();
  const form = useZodForm(UpdateSellerSchema, { defaultValues: sellerFormValues(seller) });
  const control = asControl(form);

  const submit = form.handleSubmit(async (parsed: UpdateSeller) => {
    const body = changedFields(seller, parsed);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(seller.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });

  return (
    <FormDialog
      open
      title="셀러 정보 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="seller-edit"
      control={control}
    >
      <SellerFields control={control} mode="edit" />
    </FormDialog>
  );
}
