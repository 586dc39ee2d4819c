import { Button, HStack, Heading, Input, Stack } from '@market/ui/chakra';
import { DataList, Field } from '@market/ui/chakra-more';
import { AUTH_MESSAGES, UpdateProfileSchema, type CustomerUser } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import { formatDate } from '@market/domain/format';
import { toaster } from '@market/ui/toaster';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { updateProfile } from '../api/update-profile';

function ProfileForm({ customer, onDone }: { customer: CustomerUser; onDone: () => void }) {
  const form = useZodForm(UpdateProfileSchema, { defaultValues: { name: customer.name, phone: customer.phone ?? '' } });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProfile(values);
      toaster.create({ type: 'success', title: AUTH_MESSAGES.profileSaved });
      onDone();
    } catch (err) {
      applyApiError(form.setError, err);
      toaster.create({
        type: 'error',
        title: '회원 정보를 저장하지 못했습니다',
        description: err instanceof Error ? err.message : undefined,
      });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="profile-form">
      <Stack gap="4">
        <FormField control={form.control} name="name" label="이름" required id="profile-name-input">
          {(field) => <Input {...field} value={field.value ?? ''} maxLength={50} autoComplete="name" />}
        </FormField>
        <Field.Root>
          <Field.Label>이메일</Field.Label>
          <Input value={customer.email} readOnly disabled name="email" />
          <Field.HelperText>이메일은 변경할 수 없습니다.</Field.HelperText>
        </Field.Root>
        <FormField control={form.control} name="phone" label="휴대폰 번호" id="profile-phone-input">
          {(field) => (
            <Input {...field} value={field.value ?? ''} type="tel" inputMode="tel" placeholder="010-0000-0000" autoComplete="tel" />
          )}
        </FormField>
        <HStack gap="2" justify="end">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            취소
          </Button>
          <Button type="submit" loading={busy} data-testid="profile-save">
            저장
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Profile tab: the shopper's details and an edit mode saved on the server (`PATCH /api/auth/me`). */
export function ProfilePanel({ customer }: { customer: CustomerUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="4" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '4', md: '6' }}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          회원 정보
        </Heading>
        {!editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="profile-edit">
            <LuPencil aria-hidden /> 수정
          </Button>
        )}
      </HStack>
      {editing ? (
        <ProfileForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <DataList.Root orientation="horizontal" gap="3" data-testid="profile-view">
          <DataList.Item>
            <DataList.ItemLabel>이름</DataList.ItemLabel>
            <DataList.ItemValue data-testid="profile-name">{customer.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>이메일</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{customer.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>휴대폰 번호</DataList.ItemLabel>
            <DataList.ItemValue data-testid="profile-phone">{customer.phone ? formatPhone(customer.phone) : '미등록'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>가입일</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(customer.createdAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
    </Stack>
  );
}
