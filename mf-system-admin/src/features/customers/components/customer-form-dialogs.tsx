import { Input } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import {
  CUSTOMER_GRADE_LABELS,
  CUSTOMER_GRADES,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  SendCustomerMessageSchema,
  UpdateCustomerSchema,
  type AdminCustomerDetail,
  type SendCustomerMessage,
  type UpdateCustomer,
} from '@market/domain/customer';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormDialog } from '@market/ui/form-dialog';
import { FormField } from '@market/ui/form-field';
import { useCustomerWrites } from '../api/get-admin-customers';

type AnyControl = NonNullable<Parameters<typeof FormField>[0]['control']>;

/** 고객 정보 수정: grade, status (any of the three) and the admin memo; only what changed is sent. */
export function EditCustomerDialog({ customer, onClose }: { customer: AdminCustomerDetail | null; onClose: () => void }) {
  return customer ? <EditCustomerForm key={customer.id} customer={customer} onClose={onClose} /> : null;
}

function EditCustomerForm({ customer, onClose }: { customer: AdminCustomerDetail; onClose: () => void }) {
  const { pending, update } = useCustomerWrites();
  const form = useZodForm(UpdateCustomerSchema, {
    defaultValues: { grade: customer.grade, status: customer.status, memo: customer.adminMemo },
  });
  const submit = form.handleSubmit(async (values: UpdateCustomer) => {
    const body: UpdateCustomer = {};
    if (values.grade !== customer.grade) body.grade = values.grade;
    if (values.status !== customer.status) body.status = values.status;
    if ((values.memo ?? '') !== customer.adminMemo) body.memo = values.memo ?? '';
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    try {
      await update(customer.id, body);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      size="md"
      title="고객 정보 수정"
      onClose={onClose}
      busy={pending === 'update'}
      submitLabel="저장"
      onSubmit={() => void submit()}
      testId="customer-edit"
      control={form.control}
    >
      <FormField control={form.control} name="grade" label="등급">
        {(field, meta) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...field} id={meta.id} value={field.value ?? ''}>
              {CUSTOMER_GRADES.map((g) => (
                <option key={g} value={g}>
                  {CUSTOMER_GRADE_LABELS[g]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        control={form.control as unknown as AnyControl}
        name="status"
        label="상태"
        helper="정지로 바꾸면 고객은 바로 로그아웃되고 로그인과 주문이 막힙니다."
      >
        {(field, meta) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...field} id={meta.id} value={field.value ?? ''}>
              {CUSTOMER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CUSTOMER_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField control={form.control} name="memo" label="관리자 메모" helper="고객에게는 보이지 않습니다.">
        {(field, meta) => <Textarea {...field} id={meta.id} value={field.value ?? ''} size="sm" rows={4} maxLength={2000} />}
      </FormField>
    </FormDialog>
  );
}

/** 메시지 보내기: a title and a body the shopper reads in their account (마이페이지 › 알림). */
export function MessageCustomerDialog({ customer, onClose }: { customer: AdminCustomerDetail | null; onClose: () => void }) {
  return customer ? <MessageCustomerForm key={customer.id} customer={customer} onClose={onClose} /> : null;
}

function MessageCustomerForm({ customer, onClose }: { customer: AdminCustomerDetail; onClose: () => void }) {
  const { pending, sendMessage } = useCustomerWrites();
  const form = useZodForm(SendCustomerMessageSchema, { defaultValues: { title: '', body: '' } });
  const submit = form.handleSubmit(async (values: SendCustomerMessage) => {
    try {
      await sendMessage(customer.id, values);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      size="md"
      title={`${customer.name}님에게 메시지 보내기`}
      onClose={onClose}
      busy={pending === 'message'}
      submitLabel="보내기"
      onSubmit={() => void submit()}
      testId="customer-message"
      control={form.control}
    >
      <FormField control={form.control} name="title" label="제목" required>
        {(field, meta) => <Input {...field} id={meta.id} size="sm" maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="body" label="내용" required helper="고객의 마이페이지 알림에 표시됩니다.">
        {(field, meta) => <Textarea {...field} id={meta.id} size="sm" rows={5} maxLength={2000} />}
      </FormField>
    </FormDialog>
  );
}
