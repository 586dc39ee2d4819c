import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_SETTINGS_MESSAGES, type ShopSettings } from '@market/domain/settings-shop';
import { axeViolations } from '@market/ui/test/render';
import ShopSettingsPage, { fromKoreaLocalInput, toKoreaLocalInput } from './shop-settings-page';
import { answer, mockFetch, renderSettingsPage } from './settings-test-helpers';

jest.setTimeout(30_000);

const SETTINGS: ShopSettings = {
  shopName: '스타일허브',
  shopDescription: '',
  shopSlogan: '',
  companyName: '(주)스타일허브',
  businessNumber: '214-88-12345',
  ceoName: '김지훈',
  businessAddress: '서울특별시 성동구 성수이로 113',
  mailOrderNumber: '2024-서울성동-01234',
  hostingProvider: '(주)스타일허브 클라우드',
  privacyOfficer: '박서연 (privacy@stylehub.kr)',
  customerServicePhone: '1588-1234',
  customerServiceEmail: 'help@stylehub.kr',
  operatingHours: '평일 09:00-18:00',
  businessType: 'fashion',
  currency: 'KRW',
  language: 'ko',
  timezone: 'Asia/Seoul',
  maintenanceMode: false,
  maintenanceEndsAt: null,
  allowGuestCheckout: false,
  requireEmailVerification: false,
  enableReviews: true,
  enableWishlist: true,
  enableCompareProducts: false,
  minimumOrderAmount: 0,
  freeShippingThreshold: 50_000,
  maxOrderQuantity: 99,
  stockWarningLevel: 5,
  autoApproveReviews: false,
  showOutOfStockProducts: true,
  enableCoupons: true,
  enableLoyaltyProgram: true,
  loyaltyPointsRate: 1,
  enableSocialLogin: false,
  enableNewsletterSignup: true,
  defaultProductSort: 'newest',
  productsPerPage: 20,
  enableSearchSuggestions: true,
  enableRecentlyViewed: true,
  maxRecentlyViewed: 10,
  autoConfirmDays: 7,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('ShopSettingsPage', () => {
  it('shows the stored settings in groups, saves the form with the spec toast, and axe finds nothing', async () => {
    let resolveSave: (v: unknown) => void = () => {};
    const requests = mockFetch((r) => {
      if (r.method === 'PUT') return new Promise((resolve) => (resolveSave = resolve)) as never;
      return answer(200, SETTINGS);
    });
    await renderSettingsPage(<ShopSettingsPage />, '쇼핑몰 설정');
    expect((screen.getByLabelText(/^쇼핑몰 이름/) as HTMLInputElement).value).toBe('스타일허브');
    expect((screen.getByLabelText('무료배송 기준 금액 (원)') as HTMLInputElement).value).toBe('50000');
    for (const title of ['기본 정보', '사업자 정보', '주문 규칙', '리뷰·적립금', '상품 목록·기능', '점검 모드'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    const threshold = screen.getByLabelText('무료배송 기준 금액 (원)');
    await user.clear(threshold);
    await user.type(threshold, '70000');
    await user.click(within(screen.getByTestId('switch-maintenanceMode')).getByText('점검 모드'));
    fireEvent.change(screen.getByLabelText('점검 종료 예정 (한국 시간)'), { target: { value: '2030-01-02T03:04' } });
    await user.click(screen.getByTestId('save-shop-settings'));
    // Disabled while the save is in flight.
    await waitFor(() => expect((screen.getByTestId('save-shop-settings') as HTMLButtonElement).disabled).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toContain('/api/admin/settings/shop');
    expect(put.body).toMatchObject({ freeShippingThreshold: 70_000, maintenanceMode: true, maintenanceEndsAt: '2030-01-01T18:04:00.000Z' });
    expect(put.body.updatedAt).toBeUndefined();
    resolveSave(
      answer(200, { item: { ...SETTINGS, ...put.body }, title: SHOP_SETTINGS_MESSAGES.saved, changed: ['freeShippingThreshold'] }),
    );
    expect(await screen.findByText('쇼핑몰 설정이 저장되었습니다.')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('save-shop-settings') as HTMLButtonElement).disabled).toBe(false));
  });

  it('refuses a negative amount in Korean before anything is sent, and shows the API field messages', async () => {
    const requests = mockFetch((r) =>
      r.method === 'PUT'
        ? answer(422, {
            error: {
              code: 'VALIDATION',
              message: SHOP_SETTINGS_MESSAGES.maintenanceEndsInPast,
              fields: { maintenanceEndsAt: SHOP_SETTINGS_MESSAGES.maintenanceEndsInPast },
            },
          })
        : answer(200, SETTINGS),
    );
    await renderSettingsPage(<ShopSettingsPage />, '쇼핑몰 설정');
    const user = userEvent.setup();
    const minimum = screen.getByLabelText('최소 주문 금액 (원)');
    await user.clear(minimum);
    await user.type(minimum, '-1');
    await user.click(screen.getByTestId('save-shop-settings'));
    expect((await screen.findByTestId('minimumOrderAmount-error')).textContent).toContain(SHOP_SETTINGS_MESSAGES.minimumOrderAmount);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(minimum);
    await user.type(minimum, '0');
    await user.click(screen.getByTestId('save-shop-settings'));
    expect((await screen.findByTestId('maintenanceEndsAt-error')).textContent).toContain(SHOP_SETTINGS_MESSAGES.maintenanceEndsInPast);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('converts the planned end between Korea time and the stored instant', () => {
    expect(toKoreaLocalInput('2026-11-26T06:00:00.000Z')).toBe('2026-11-26T15:00');
    expect(fromKoreaLocalInput('2026-11-26T15:00')).toBe('2026-11-26T06:00:00.000Z');
    expect(fromKoreaLocalInput('')).toBeNull();
    expect(toKoreaLocalInput('garbage')).toBe('');
  });
});
