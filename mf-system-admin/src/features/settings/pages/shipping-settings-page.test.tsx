import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPING_MESSAGES, type ShippingSettingsPage } from '@market/domain/settings-shipping';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import { answer, mockFetch, type Request } from './settings-test-helpers';
import ShippingSettingsPageView from './shipping-settings-page';

jest.setTimeout(30_000);

const PAGE: ShippingSettingsPage = {
  settings: {
    freeShippingThreshold: 50_000,
    standardShippingFee: 3_000,
    expressShippingFee: 5_000,
    defaultShippingMethod: 'standard',
    processingTime: 1,
    packingTime: 24,
    maxWeight: 30,
    maxDimensions: { width: 100, length: 100, height: 100 },
    returnShippingFee: 3_000,
    exchangeShippingFee: 6_000,
    trackingEmailEnabled: true,
    deliveryConfirmationEnabled: true,
    internationalShippingEnabled: false,
    internationalShippingFee: 25_000,
  },
  methods: [
    {
      id: 'm1',
      code: 'standard',
      name: '일반 배송',
      description: '출고 후 2-3 영업일',
      fee: 3_000,
      minDeliveryDays: 2,
      maxDeliveryDays: 3,
      enabled: true,
    },
  ],
  zones: [
    {
      id: 'z1',
      name: '지방',
      regions: ['강원', '충청', '전라', '경상'],
      zipRanges: [[24000, 62999]],
      shippingFee: 0,
      surcharge: 0,
      freeShippingThreshold: 50_000,
      deliveryDays: 2,
      enabled: true,
    },
    {
      id: 'z2',
      name: '제주',
      regions: ['제주'],
      zipRanges: [[63000, 63644]],
      shippingFee: 3_000,
      surcharge: 3_000,
      freeShippingThreshold: 80_000,
      deliveryDays: 3,
      enabled: true,
    },
  ],
  carriers: [
    {
      id: 'c1',
      code: 'cj_logistics',
      name: 'CJ대한통운',
      trackingUrl: '/api/tracking/cj_logistics/{tracking}',
      enabled: true,
      apiKeyMasked: '••••7f3a',
      linked: true,
    },
    {
      id: 'c2',
      code: 'post',
      name: '우체국택배',
      trackingUrl: '/api/tracking/post/{tracking}',
      enabled: true,
      apiKeyMasked: null,
      linked: false,
    },
  ],
  regions: ['서울', '경기', '제주', '울산'],
  updatedAt: '2026-11-20T00:00:00.000Z',
};

let requests: Request[];

beforeEach(() => {
  requests = mockFetch(({ method, url, body }) => {
    if (method === 'GET' && url.endsWith('/api/admin/settings/shipping')) return answer(200, PAGE);
    if (method === 'PUT' && url.endsWith('/api/admin/settings/shipping'))
      return answer(200, { settings: { ...PAGE.settings, ...body }, message: SHIPPING_MESSAGES.saved });
    if (method === 'POST' && url.endsWith('/api/admin/settings/shipping/zones'))
      return answer(201, {
        item: { ...PAGE.zones[1], id: 'z3', ...body, zipRanges: [], surcharge: body.shippingFee },
        message: SHIPPING_MESSAGES.zoneAdded,
      });
    if (method === 'POST' && url.endsWith('/api/admin/settings/shipping/carriers/c2/test'))
      return answer(200, { ok: false, message: SHIPPING_MESSAGES.connectionFailed, reason: 'API 키가 없습니다. API 키를 입력해주세요.' });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  });
});

const renderPage = (permissions = ['*']) =>
  renderAdminPage(<ShippingSettingsPageView />, { role: 'SUPER_ADMIN', permissions, table: '배송 지역 목록', firstRow: '지방' });

describe('ShippingSettingsPage (배송 설정)', () => {
  it('shows the settings form, methods, zones with 2 region badges then +N, carriers linked or not; no axe violations', async () => {
    const zones = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '배송 설정' })).toBeTruthy();
    expect((screen.getByLabelText('무료배송 기준 금액 (원)') as HTMLInputElement).value).toBe('50000');
    const local = within(within(zones).getAllByRole('row')[1]!);
    expect(local.getByText('강원')).toBeTruthy();
    expect(local.getByText('충청')).toBeTruthy();
    expect(local.queryByText('전라')).toBeNull();
    expect(local.getByText('+2')).toBeTruthy();
    expect(within(within(zones).getAllByRole('row')[2]!).getByText('+3,000원')).toBeTruthy();
    const carriers = screen.getByRole('table', { name: '택배사 목록' });
    expect(within(carriers).getByText('연동됨')).toBeTruthy();
    expect(within(carriers).getByText('미연동')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('saving sends the changed threshold, shows the notice; -1 is refused on the form and nothing is sent', async () => {
    await renderPage();
    const user = userEvent.setup();
    const threshold = screen.getByLabelText('무료배송 기준 금액 (원)');
    await user.clear(threshold);
    await user.type(threshold, '-1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.threshold)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.clear(threshold);
    await user.type(threshold, '100000');
    const save = screen.getByRole('button', { name: '저장' });
    await user.click(save);
    expect(await screen.findByText('배송 설정이 저장되었습니다.')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ freeShippingThreshold: 100_000, standardShippingFee: 3_000 });
  });

  it('adds a zone with the spec defaults and the chosen regions', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '지역 추가' }));
    const dialog = await screen.findByTestId('zone-dialog');
    expect((within(dialog).getByLabelText('무료배송 기준 (원)') as HTMLInputElement).value).toBe('50000');
    expect((within(dialog).getByLabelText('배송일 (일)') as HTMLInputElement).value).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(SHIPPING_MESSAGES.name)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('지역 이름'), '울산 특수');
    await user.click(within(dialog).getByText('울산'));
    const fee = within(dialog).getByLabelText('추가 배송비 (원)');
    await user.clear(fee);
    await user.type(fee, '4000');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('배송 지역이 추가되었습니다.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: '울산 특수',
      regions: ['울산'],
      shippingFee: 4_000,
      freeShippingThreshold: 50_000,
      deliveryDays: 2,
      enabled: true,
    });
    await waitFor(() => expect(screen.queryByTestId('zone-dialog')).toBeNull());
  });

  it("a failed connection test shows the spec's message and the reason", async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '우체국택배 연결 테스트' }));
    expect(await screen.findByText('연결에 실패했습니다. 설정을 확인해주세요.')).toBeTruthy();
    expect(await screen.findByText('API 키가 없습니다. API 키를 입력해주세요.')).toBeTruthy();
  });

  it('without settings.shipping.update there is no save button', async () => {
    await renderPage(['settings.shipping.read']);
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '지역 추가' })).toBeNull();
  });
});
