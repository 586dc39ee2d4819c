import { loginAs } from '../../fixtures/auth';
import { signUpShopper } from '../../fixtures/shopping';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SUSPENDED_MESSAGE = '이용이 정지된 계정입니다. 고객센터로 문의해주세요.';

test('an operator messages and suspends a fresh shopper (signed out, sign-in refused in Korean), then activates them (sign-in works, the message is in their account)', async ({
  page,
  browser,
}) => {
  // A fresh shopper, signed in in their own browser.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/');
  const account = await signUpShopper(shopper, '정지테스트');
  await shopper.goto('/account');
  await expect(shopper.getByTestId('account-name')).toHaveText('정지테스트님');
  await expect(shopper.getByTestId('account-messages')).toContainText('받은 알림이 없습니다.');

  // The CS agent finds them by e-mail; without customers.pii the name is masked.
  await loginAs(page, 'CS_AGENT', '/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: /고객 관리/ })).toBeVisible();
  await page.getByTestId('filter-search').fill(account.email);
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: '고객 목록' });
  const row = table.getByRole('row').filter({ hasText: '정***트' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: /정\*\*\*트/ });
  await expect(detail.getByTestId('detail-status')).toHaveText('활성');

  // Reveal the e-mail with a reason.
  await detail.getByRole('button', { name: '이메일 보기' }).click();
  const reveal = page.getByRole('alertdialog', { name: '이메일 보기' });
  await reveal.getByLabel(/열람 사유/).fill('본인 확인 문의');
  await reveal.getByRole('button', { name: '보기' }).click();
  await expect(detail.getByTestId('revealed-email')).toHaveText(account.email);

  // A message for the shopper.
  const title = `E2E 안내 ${Date.now() % 100_000}`;
  await detail.getByRole('button', { name: '메시지 보내기' }).click();
  const message = page.getByRole('dialog', { name: /메시지 보내기/ });
  await message.getByLabel(/^제목/).fill(title);
  await message.getByLabel(/^내용/).fill('계정 확인이 끝나면 다시 이용하실 수 있습니다.');
  await message.getByRole('button', { name: '보내기' }).click();
  await expectToast(page, '고객에게 메시지를 보냈습니다.', title);
  await expect(message).toBeHidden();

  // Suspend (asked first).
  await detail.getByRole('button', { name: '정지' }).click();
  await page.getByRole('alertdialog', { name: '고객 계정을 정지할까요?' }).getByRole('button', { name: '정지' }).click();
  await expectToast(page, '고객 정보가 업데이트되었습니다.', '고객 계정이 정지되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('정지');
  await expect(detail.getByRole('button', { name: '활성화' })).toBeVisible();

  // The shopper's open session is gone: the account page sends them to sign in, and sign-in is refused.
  expect((await shopper.request.get('/api/auth/me')).status()).toBe(401);
  await shopper.goto('/account');
  await expect(shopper).toHaveURL(/\/login/);
  await shopper.getByLabel('이메일').fill(account.email);
  await shopper.getByLabel('비밀번호').fill(account.password);
  await shopper.getByTestId('login-submit').click();
  await expect(shopper.getByText(SUSPENDED_MESSAGE)).toBeVisible();
  await expect(shopper).toHaveURL(/\/login/);

  // Activate: sign-in works again and the message is in the account.
  await detail.getByRole('button', { name: '활성화' }).click();
  await expectToast(page, '고객 정보가 업데이트되었습니다.', '고객 계정이 활성화되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('활성');

  await shopper.getByTestId('login-submit').click();
  await expect(shopper.getByText('로그인되었습니다.')).toBeVisible();
  await shopper.goto('/account');
  await expect(shopper.getByTestId('account-name')).toHaveText('정지테스트님');
  const inbox = shopper.getByTestId('account-message').filter({ hasText: title });
  await expect(inbox).toContainText('계정 확인이 끝나면 다시 이용하실 수 있습니다.');
  await context.close();
});
