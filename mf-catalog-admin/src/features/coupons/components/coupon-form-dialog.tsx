import { Input, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import {
  COUPON_TYPE_LABELS,
  CreateCouponSchema,
  UpdateCouponSchema,
  type AdminCoupon,
  type CreateCoupon,
  type UpdateCoupon,
} from '@market/domain/admin-coupons';
import { COUPON_TYPES } from '@market/domain/coupon';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import type { ReactNode } from 'react';
import { useCouponWrites } from '../api/coupon-writes';
import { useBrandOptions } from '../api/get-brand-options';
import { changedCouponFields, couponFormValues, emptyCouponForm, type CouponFormValues } from './coupon-format';
import { FormDialog } from '@market/ui/form-dialog';

type Field = keyof CouponFormValues;
type CouponControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

function TextField({
  control,
  name,
  label,
  required = true,
  placeholder,
  helper,
  type = 'text',
  inputMode,
}: {
  control: CouponControl;
  name: Field;
  label: string;
  required?: boolean;
  placeholder?: string;
  helper?: ReactNode;
  type?: 'text' | 'date';
  inputMode?: 'text' | 'numeric';
}) {
  return (
    <FormField control={control} name={name} label={label} required={required} helper={helper}>
      {(field) => <Input {...field} size="sm" type={type} placeholder={placeholder} inputMode={inputMode} autoComplete="off" />}
    </FormField>
  );
}

/** The fields of both dialogs; the value's label and the cap follow the type. */
function CouponFields({ control, type, brandsOpen }: { control: CouponControl; type: CouponFormValues['type']; brandsOpen: boolean }) {
  const brands = useBrandOptions(brandsOpen);
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          기본 정보
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField
            control={control}
            name="code"
            label="쿠폰 코드"
            placeholder="WINTER10"
            helper="영문 대문자, 숫자, -, _ 3~40자 (소문자는 대문자로 저장)"
          />
          <TextField control={control} name="name" label="쿠폰명" placeholder="겨울 시즌 10% 할인" />
        </SimpleGrid>
        <FormField control={control} name="description" label="설명">
          {(field) => <Textarea {...field} size="sm" rows={2} placeholder="쿠폰존과 마이페이지에 보이는 안내 문구" />}
        </FormField>
      </Stack>
      <Stack gap="3">
        <Text fontSize="sm" fontWeight="semibold">
          할인 조건
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField control={control} name="type" label="할인 유형" required>
            {(field) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...field}>
                  {COUPON_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {COUPON_TYPE_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          {type !== 'shipping' && (
            <TextField
              control={control}
              name="value"
              label={type === 'percentage' ? '할인율 (%)' : '할인 금액 (원)'}
              inputMode="numeric"
              placeholder={type === 'percentage' ? '10' : '5000'}
              helper={type === 'percentage' ? '1~100 사이의 정수' : '1원 이상'}
            />
          )}
          {type === 'percentage' && (
            <TextField
              control={control}
              name="maxDiscount"
              label="최대 할인 금액 (원)"
              required={false}
              inputMode="numeric"
              helper="비워 두면 한도 없음"
            />
          )}
          <TextField control={control} name="minOrderAmount" label="최소 주문 금액 (원)" inputMode="numeric" helper="0이면 조건 없음" />
          <FormField control={control} name="brandId" label="적용 브랜드">
            {(field) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...field} value={field.value ?? ''}>
                  <option value="">전체 상품</option>
                  {(brands.data?.items ?? []).map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
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
          수량과 기간
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField control={control} name="totalQuantity" label="발행 수량" inputMode="numeric" placeholder="1000" />
          <TextField control={control} name="startDate" label="시작일" type="date" />
          <TextField control={control} name="endDate" label="종료일" type="date" />
        </SimpleGrid>
        <FormField control={control} name="isPublic" helper="공개 쿠폰은 스토어 쿠폰존에 노출되어 회원이 직접 받을 수 있습니다.">
          {(field, meta) => (
            <Checkbox.Root
              size="sm"
              checked={field.value === true}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              aria-describedby={meta.describedBy}
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>쿠폰존에 공개</Checkbox.Label>
            </Checkbox.Root>
          )}
        </FormField>
      </Stack>
    </Stack>
  );
}

const asControl = (form: { control: unknown }) => form.control as CouponControl;

/** 쿠폰 생성: code, terms, quantity, period and whether the coupon zone lists it. */
export function CreateCouponDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (c: AdminCoupon) => void;
}) {
  return open ? <CreateCouponForm onClose={onClose} onCreated={onCreated} /> : null;
}

function CreateCouponForm({ onClose, onCreated }: { onClose: () => void; onCreated: (c: AdminCoupon) => void }) {
  const { pending, create } = useCouponWrites();
  const form = useZodForm(CreateCouponSchema, { defaultValues: emptyCouponForm() as never });
  const control = asControl(form);
  const type = form.watch('type') as CouponFormValues['type'];
  const submit = form.handleSubmit(async (body: CreateCoupon) => {
    try {
      const result = await create(body);
      onCreated(result.item as AdminCoupon);
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="쿠폰 생성"
      onClose={onClose}
      busy={pending === 'create'}
      submitLabel="생성"
      onSubmit={() => void submit()}
      testId="coupon-create"
      control={control}
    >
      <CouponFields control={control} type={type} brandsOpen />
    </FormDialog>
  );
}

/** 쿠폰 수정: the same fields; only what changed is sent. */
export function EditCouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  return coupon ? <EditCouponForm key={coupon.id} coupon={coupon} onClose={onClose} /> : null;
}

function EditCouponForm({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { pending, update } = useCouponWrites();
  const form = useZodForm(UpdateCouponSchema, { defaultValues: couponFormValues(coupon) as never });
  const control = asControl(form);
  const type = form.watch('type') as CouponFormValues['type'];
  const submit = form.handleSubmit(async (parsed: UpdateCoupon) => {
    const body = changedCouponFields(coupon, parsed);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(coupon.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      title="쿠폰 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="coupon-edit"
      control={control}
    >
      <CouponFields control={control} type={type} brandsOpen />
    </FormDialog>
  );
}
