import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// The import job is picked up within seconds on a loaded two-core machine; admin remotes load slowly.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const HEADER = '이름,이메일,전화번호,등급,상태,생년월일,성별,주소';

test('an operator issues a 비밀번호 설정 링크 for an imported customer; the shopper opens it, sets a password and signs in; the link then says it is used', async ({
  page,
  browser,
}) => {
  const email = `e2e.setpw.${Date.now() % 1_000_000}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'CS_AGENT', '/admin/customers');

  // A customer as the data import writes one: no password, so sign-in answers the usual 401.
  const file = Buffer.from(`\uFEFF${HEADER}\r\n설정링크,${email},,,,,,\r\n`, 'utf8');
  const superAdmin = await browser.newContext();
  const login = await superAdmin.request.post('/api/admin/auth/login', { data: { email: 'super@stylehub.kr', password: 'demo1234!' } });
  expect(login.status()).toBe(200);
  const started = await superAdmin.request.post('/api/admin/tools/imports?kind=customers', {
    multipart: { file: { name: 'customers.csv', mimeType: 'text/csv', buffer: file } },
  });
  expect(started.status()).toBe(202);
  const { job } = await started.json();
  await expect
    .poll(async () => (await (await superAdmin.request.get(`/api/admin/tools/imports/${job.id}`)).json()).status, { timeout: 90_000 })
    .toBe('completed');
  await superAdmin.close();

  // The CS agent finds them, sees 비밀번호 미설정 and makes the link.
  await page.getByTestId('filter-search').fill(email);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('table', { name: '고객 목록' }).getByRole('row').filter({ hasText: '설**크' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: /설\*\*크/ });
  await expect(detail.getByTestId('password-not-set')).toHaveText('비밀번호 미설정');
  await detail.getByRole('button', { name: '비밀번호 설정 링크' }).click();
  const linkDialog = page.getByRole('dialog', { name: '비밀번호 설정 링크' });
  await linkDialog.getByRole('button', { name: '링크 만들기' }).click();
  await expectToast(page, '비밀번호 설정 링크를 만들었습니다.', '72시간');
  const field = linkDialog.getByRole('textbox', { name: '링크 주소' });
  await expect(field).toHaveValue(/\/account\/set-password\?token=[\w-]{43}$/);
  await expect(linkDialog.getByTestId('password-link-expiry')).toContainText('만료:');
  const url = await field.inputValue();

  // The shopper, in their own browser, opens the link and sets a password.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  const path = new URL(url).pathname + new URL(url).search;
  await shopper.goto(path);
  await expect(shopper.getByRole('heading', { level: 1, name: '비밀번호 설정' })).toBeVisible();
  await expect(shopper.getByText(/^e2\*+@example\.com 계정의 비밀번호를 정해주세요$/)).toBeVisible();
  await shopper.getByLabel('새 비밀번호', { exact: true }).fill('12345');
  await shopper.getByLabel('새 비밀번호 확인').fill('12345');
  await shopper.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(shopper.getByText('비밀번호는 6자 이상이어야 합니다.')).toBeVisible();
  await shopper.getByLabel('새 비밀번호', { exact: true }).fill('newpass12');
  await shopper.getByLabel('새 비밀번호 확인').fill('newpass12');
  await shopper.getByRole('button', { name: '비밀번호 설정' }).click();

  // Then the sign-in page, with the notice; the new password works.
  await expect(shopper).toHaveURL(/\/login$/);
  await expect(shopper.getByTestId('login-notice')).toHaveText('비밀번호가 설정되었습니다. 새 비밀번호로 로그인해주세요.');
  await shopper.getByLabel('이메일').fill(email);
  await shopper.getByLabel('비밀번호').fill('newpass12');
  await shopper.getByTestId('login-submit').click();
  await expect(shopper.getByText('로그인되었습니다.')).toBeVisible();
  expect((await shopper.request.get('/api/auth/me')).status()).toBe(200);

  // The link is used up: opened again, it says so in Korean.
  await shopper.goto(path);
  await expect(shopper.getByTestId('password-link-unusable')).toContainText('만료되었거나 이미 사용된 링크입니다.');
  await context.close();

  // The operator's detail no longer says 비밀번호 미설정 once reloaded.
  await linkDialog.getByRole('button', { name: '닫기' }).click();
  await expect(linkDialog).toBeHidden();
  await page.reload();
  await page
    .getByRole('table', { name: '고객 목록' })
    .getByRole('row')
    .filter({ hasText: '설**크' })
    .getByRole('button', { name: '상세' })
    .click();
  await expect(page.getByRole('dialog', { name: /설\*\*크/ })).toContainText('설정됨');
});
