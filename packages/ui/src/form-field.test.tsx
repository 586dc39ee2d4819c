import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '@market/api-client/api-fetch';
import { ChakraProvider, Input } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import { FormField } from '@market/ui/form-field';
import { FormAlert, applyApiError, useZodForm } from '@market/ui/form';
import { Announcer } from '@market/ui/announcer';
import { system } from '@market/ui/system';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';

const Schema = z.object({
  email: z.string().trim().min(1, '이메일을 입력해주세요.').email('올바른 이메일 형식을 입력해주세요.'),
  category: z.string().min(1, '문의 유형을 선택해주세요.'),
  content: z.string().trim().min(1, '내용을 입력해주세요.'),
  agree: z.boolean().refine((v) => v, '이용약관에 동의해주세요.'),
  memo: z.string().max(5, '메모는 5자까지입니다.'),
});
type Values = z.input<typeof Schema>;

let submitted: z.output<typeof Schema> | null = null;
let failWith: unknown = null;

function TestForm() {
  const form = useZodForm(Schema, { defaultValues: { email: '', category: '', content: '', agree: false, memo: '' } });
  const onValid = async (values: z.output<typeof Schema>) => {
    if (failWith) {
      applyApiError(form.setError, failWith);
      return;
    }
    submitted = values;
  };
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="문의" onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
        <FormAlert control={form.control} testId="form-error" />
        <FormField<Values, 'email'> name="email" label="이메일" required helper="답변을 받을 주소">
          {(field) => <Input {...field} type="email" />}
        </FormField>
        <FormField<Values, 'category'> name="category" label="문의 유형" required>
          {(field) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field}>
                <option value="">선택</option>
                <option value="order">주문</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField<Values, 'content'> name="content" label="내용" required>
          {(field) => <Textarea {...field} />}
        </FormField>
        <FormField<Values, 'memo'> name="memo" label="메모">
          <Input {...form.register('memo')} />
        </FormField>
        <FormField<Values, 'agree'> name="agree" errorTestId="agree-error">
          {({ value, onChange, ref, name }, { describedBy }) => (
            <Checkbox.Root checked={value} onCheckedChange={(e) => onChange(e.checked === true)} name={name}>
              <Checkbox.HiddenInput ref={ref} aria-describedby={describedBy} />
              <Checkbox.Control />
              <Checkbox.Label>이용약관 동의</Checkbox.Label>
            </Checkbox.Root>
          )}
        </FormField>
        <button type="submit">보내기</button>
      </form>
    </FormProvider>
  );
}

function renderForm() {
  return render(
    <ChakraProvider value={system}>
      <TestForm />
      <Announcer />
    </ChakraProvider>,
  );
}

async function axeViolations(container: HTMLElement) {
  // jsdom draws nothing, so contrast cannot be measured here (the e2e tests run in Chromium).
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

// The checkbox's machine reports a change after the click's task: let it settle first.
const agree = () => act(async () => fireEvent.click(screen.getByText('이용약관 동의')));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '보내기' })));

beforeEach(() => {
  submitted = null;
  failWith = null;
});
afterEach(cleanup);

test('labels carry the required marker and name their controls; no error before a submit', async () => {
  const { container } = renderForm();
  const email = screen.getByRole('textbox', { name: /이메일/ });
  expect(email).toHaveProperty('required', true);
  expect(screen.getByRole('combobox', { name: /문의 유형/ })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: /내용/ })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: '이용약관 동의' })).toBeTruthy();
  expect(container.querySelectorAll('.chakra-field__requiredIndicator')).toHaveLength(3);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(await axeViolations(container)).toEqual([]);
});

test('a submit with errors shows the first error of each field, wired to its control, and focuses the first', async () => {
  const { container } = renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: /이메일/ }), { target: { value: 'not-an-email' } });
  await submit();
  const email = screen.getByRole('textbox', { name: /이메일/ });
  await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe('올바른 이메일 형식을 입력해주세요.'));
  expect(screen.getByTestId('category-error').textContent).toBe('문의 유형을 선택해주세요.');
  expect(screen.getByTestId('content-error').textContent).toBe('내용을 입력해주세요.');
  expect(screen.getByTestId('agree-error').textContent).toBe('이용약관에 동의해주세요.');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  // The description names the helper and the error; the checkbox gets it from the render prop.
  const described = document.getElementById(email.getAttribute('aria-describedby') ?? '');
  expect(described?.textContent).toContain('답변을 받을 주소');
  expect(described?.textContent).toContain('올바른 이메일 형식을 입력해주세요.');
  const agree = screen.getByRole('checkbox', { name: '이용약관 동의' });
  expect(document.getElementById(agree.getAttribute('aria-describedby') ?? '')?.textContent).toBe('이용약관에 동의해주세요.');
  expect(document.activeElement).toBe(email);
  expect(submitted).toBeNull();
  expect(await axeViolations(container)).toEqual([]);
});

test("a failed submit reads each message once: its text is in one live region, and in none of the kit's announcer", async () => {
  renderForm();
  await submit();
  await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe('이메일을 입력해주세요.'));
  const live = [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]')];
  for (const message of ['이메일을 입력해주세요.', '문의 유형을 선택해주세요.', '내용을 입력해주세요.', '이용약관에 동의해주세요.'])
    expect(live.filter((el) => el.textContent?.includes(message))).toHaveLength(1);
  expect(screen.getByTestId('announcer-assertive').textContent).toBe('');
});

test("editing a field clears its error and leaves the others'", async () => {
  renderForm();
  await submit();
  // An empty e-mail fails two checks: only the first one (the schema's order) is shown.
  await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe('이메일을 입력해주세요.'));
  fireEvent.change(screen.getByRole('textbox', { name: /이메일/ }), { target: { value: 'a' } });
  await waitFor(() => expect(screen.queryByTestId('email-error')).toBeNull());
  expect(screen.getByTestId('category-error')).toBeTruthy();
  fireEvent.blur(screen.getByRole('combobox', { name: /문의 유형/ }));
  expect(screen.getByTestId('category-error')).toBeTruthy();
});

test('inputs, selects, textareas and checkboxes give their values to a valid submit', async () => {
  renderForm();
  fireEvent.change(screen.getByRole('textbox', { name: /이메일/ }), { target: { value: ' buyer@stylehub.kr ' } });
  fireEvent.change(screen.getByRole('combobox', { name: /문의 유형/ }), { target: { value: 'order' } });
  fireEvent.change(screen.getByRole('textbox', { name: /내용/ }), { target: { value: '배송 문의' } });
  await agree();
  fireEvent.change(screen.getByRole('textbox', { name: '메모' }), { target: { value: '문 앞' } });
  await submit();
  await waitFor(() =>
    expect(submitted).toEqual({ email: 'buyer@stylehub.kr', category: 'order', content: '배송 문의', agree: true, memo: '문 앞' }),
  );
});

test("the API's field errors land on their fields and its message shows as the form's alert", async () => {
  const { container } = renderForm();
  failWith = new ApiError(422, 'VALIDATION', '입력값을 확인해주세요.', { email: '이미 가입된 이메일입니다.' });
  fireEvent.change(screen.getByRole('textbox', { name: /이메일/ }), { target: { value: 'buyer@stylehub.kr' } });
  fireEvent.change(screen.getByRole('combobox', { name: /문의 유형/ }), { target: { value: 'order' } });
  fireEvent.change(screen.getByRole('textbox', { name: /내용/ }), { target: { value: '배송 문의' } });
  await agree();
  await submit();
  await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe('이미 가입된 이메일입니다.'));
  expect(screen.getByTestId('form-error').textContent).toContain('입력값을 확인해주세요.');
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /이메일/ }));
  expect(await axeViolations(container)).toEqual([]);
  // Any edit makes the server's answer stale.
  fireEvent.change(screen.getByRole('textbox', { name: /내용/ }), { target: { value: '배송 문의입니다' } });
  await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
  expect(screen.getByTestId('email-error')).toBeTruthy();
});

test('an error that is not an API answer shows the fallback message', async () => {
  renderForm();
  failWith = new TypeError('chunk failed');
  fireEvent.change(screen.getByRole('textbox', { name: /이메일/ }), { target: { value: 'buyer@stylehub.kr' } });
  fireEvent.change(screen.getByRole('combobox', { name: /문의 유형/ }), { target: { value: 'order' } });
  fireEvent.change(screen.getByRole('textbox', { name: /내용/ }), { target: { value: '배송 문의' } });
  await agree();
  await submit();
  await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('요청을 처리하지 못했습니다.'));
});
