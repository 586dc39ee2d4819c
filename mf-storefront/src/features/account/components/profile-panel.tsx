import { Button, HStack, Heading, Input, Stack } from '@market/ui/chakra';
import { DataList, Field } from '@market/ui/chakra-more';
import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES, UpdateProfileSchema, type CustomerUser } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import { formatDate } from '@market/domain/format';
import { toaster } from '@market/ui/toaster';
import { useState, type FormEvent } from 'react';
import { LuPencil } from 'react-icons/lu';
import { updateProfile } from '../api/update-profile';
import { fieldErrors } from '../../../lib/field-errors';

type Draft = { name: string; phone: string };
type Errors = Partial<Record<keyof Draft, string>>;

function ProfileForm({ customer, onDone }: { customer: CustomerUser; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>({ name: customer.name, phone: customer.phone ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = UpdateProfileSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Errors);
      return;
    }
    setBusy(true);
    try {
      await updateProfile(parsed.data);
      toaster.create({ type: 'success', title: AUTH_MESSAGES.profileSaved });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields as Errors);
      toaster.create({ type: 'error', title: '회원 정보를 저장하지 못했습니다', description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="profile-form">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>
            이름 <Field.RequiredIndicator />
          </Field.Label>
          <Input value={draft.name} onChange={(e) => set('name')(e.target.value)} maxLength={50} autoComplete="name" name="name" />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>이메일</Field.Label>
          <Input value={customer.email} readOnly disabled name="email" />
          <Field.HelperText>이메일은 변경할 수 없습니다.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)}>
          <Field.Label>휴대폰 번호</Field.Label>
          <Input type="tel" inputMode="tel" value={draft.phone} onChange={(e) => set('phone')(e.target.value)} placeholder="010-0000-0000" autoComplete="tel" name="phone" />
          <Field.ErrorText>{errors.phone}</Field.ErrorText>
        </Field.Root>
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
