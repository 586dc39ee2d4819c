import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_SETTINGS_MESSAGES, type PaymentSettings } from '@market/domain/settings-payment';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import PaymentSettingsPage from './payment-settings-page';
import { answer, mockFetch } from './settings-test-helpers';

jest.setTimeout(30_000);

const SETTINGS: PaymentSettings = {
  enableCardPayment: true,
  cardProvider: 'inicis',
  cardMerchantId: 'SANDBOX_STYLEHUB',
  cardMerchantKey: '••••••4f60',
  cardInstallmentMonths: [0, 2, 3, 6, 12],
  cardMinAmount: 1000,
  enableBankTransfer: true,
  bankTransferTimeoutDays: 7,
  virtualAccountProvider: 'inicis',
  enableMobilePayment: true,
  mobileProvider: 'danal',
  mobileCarriers: ['skt', 'kt', 'lgu'],
  enableKakaoPay: true,
  kakaoPayCid: 'TC0ONETIME',
  kakaoPaySecretKey: '••••••7350',
  enableNaverPay: true,
  naverPayClientId: 'np_sandbox_stylehub',
  naverPayClientSecret: '••••••4608',
  enablePayco: false,
  paycoClientId: '',
  paycoClientSecret: '',
  enableTossPay: false,
  tossPayClientKey: 'ck_sandbox_toss_stylehub',
  tossPaySecretKey: '••••••4608',
  enableSsl: true,
  enable3dSecure: true,
  enableFraudDetection: true,
  maxDailyAmount: 1_000_000,
  maxMonthlyAmount: 10_000_000,
  autoRefundEnabled: true,
  refundProcessingDays: 3,
  partialRefundEnabled: true,
  cardFeeRate: 2.9,
  mobileFeeRate: 3.5,
  bankTransferFee: 500,
  paymentSuccessEmail: true,
  paymentFailureEmail: true,
  refundNotificationEmail: true,
  adminNotificationEmail: 'finance@stylehub.kr',
  connections: [
    { provider: 'card', label: '신용카드 PG', status: 'connected', reason: null },
    { provider: 'kakaopay', label: '카카오페이', status: 'connected', reason: null },
    {
      provider: 'naverpay',
      label: '네이버페이',
      status: 'misconfigured',
      reason: '클라이언트 시크릿 형식이 올바르지 않습니다. (16자 이상)',
    },
    { provider: 'payco', label: '페이코', status: 'disabled', reason: null },
    { provider: 'tosspay', label: '토스페이', status: 'disabled', reason: null },
  ],
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const render = () =>
  renderAdminPage(<PaymentSettingsPage />, {
    role: 'SUPER_ADMIN',
    permissions: ['*'],
    table: '결제 수단 연결 상태',
    firstRow: '카카오페이',
  });

describe('PaymentSettingsPage', () => {
  it('shows masked keys and each provider status from the API, saves with the masks kept, and axe finds nothing', async () => {
    const requests = mockFetch((r) =>
      r.method === 'PUT'
        ? answer(200, { item: { ...SETTINGS, cardMinAmount: 5000 }, title: PAYMENT_SETTINGS_MESSAGES.saved, changed: ['cardMinAmount'] })
        : answer(200, SETTINGS),
    );
    const table = await render();
    expect(within(table).getByTestId('connection-status-card').textContent).toContain('연결됨');
    expect(within(table).getByTestId('connection-status-naverpay').textContent).toContain('설정 필요');
    expect(within(table).getByTestId('connection-status-payco').textContent).toContain('사용 안 함');
    expect((screen.getByLabelText('상점 키') as HTMLInputElement).value).toBe('••••••4f60');
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    const min = screen.getByLabelText('카드 최소 결제 금액 (원)');
    await user.clear(min);
    await user.type(min, '5000');
    await user.click(screen.getByTestId('save-payment-settings'));
    expect(await screen.findByText('결제 설정이 저장되었습니다.')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ cardMinAmount: 5000, cardMerchantKey: '••••••4f60', kakaoPaySecretKey: '••••••7350' });
    expect(put.body.connections).toBeUndefined();
  });

  it('a monthly limit under the daily one is refused in Korean before anything is sent', async () => {
    const requests = mockFetch(() => answer(200, SETTINGS));
    await render();
    const user = userEvent.setup();
    const monthly = screen.getByLabelText('월 최대 결제 금액 (원)');
    await user.clear(monthly);
    await user.type(monthly, '100');
    await user.click(screen.getByTestId('save-payment-settings'));
    expect((await screen.findByTestId('maxMonthlyAmount-error')).textContent).toContain(PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('the connection test shows the spec failure toast with the reason, and the success toast', async () => {
    const requests = mockFetch((r) => {
      if (r.method === 'POST' && r.body.provider === 'naverpay')
        return answer(200, {
          provider: 'naverpay',
          ok: false,
          message: PAYMENT_SETTINGS_MESSAGES.connectionFailed,
          reason: '클라이언트 시크릿 형식이 올바르지 않습니다. (16자 이상)',
          testedAt: '2026-11-26T00:00:00.000Z',
        });
      if (r.method === 'POST')
        return answer(200, {
          provider: r.body.provider,
          ok: true,
          message: PAYMENT_SETTINGS_MESSAGES.connectionOk,
          reason: null,
          testedAt: '2026-11-26T00:00:00.000Z',
        });
      return answer(200, SETTINGS);
    });
    await render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '네이버페이 연결 테스트' }));
    expect(await screen.findByText('연결에 실패했습니다. 설정을 확인해주세요.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.url).toContain('/api/admin/settings/payment/test');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '신용카드 PG 연결 테스트' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: '신용카드 PG 연결 테스트' }));
    expect(await screen.findByText('연결이 확인되었습니다.')).toBeTruthy();
  });
});
