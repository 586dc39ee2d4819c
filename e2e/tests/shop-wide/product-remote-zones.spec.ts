import type { BrowserContext } from '@playwright/test';
import { loginAs } from '../../fixtures/auth';
import { api, expect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';

// Changes the 제주 zone's threshold for the whole shop (project shop-wide); put back in finally.
test.describe.configure({ timeout: 120_000 });

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test("the product page's 배송 tab shows each remote zone's own waiver threshold as the shipping settings hold it", async ({
  page,
  browser,
}) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shipping');
  const zones = (await api(page, '/api/admin/settings/shipping')).zones as {
    id: string;
    name: string;
    surcharge: number;
    freeShippingThreshold: number;
  }[];
  const jeju = zones.find((z) => z.name === '제주')!;
  const raised = jeju.freeShippingThreshold + 40_000;
  const contexts: BrowserContext[] = [];
  try {
    const list = await api(page, '/api/products?limit=1');
    // Each visit in a fresh browser: /api/shop-settings may be kept by a browser for 30 s (its Cache-Control).
    const open = async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const shopper = await context.newPage();
      await shopper.goto(`/products/${list.items[0].id}`);
      // A page of a context of its own: wait for hydration as the test fixture's goto does.
      await shopper.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      await shopper.getByTestId('product-tabs').getByRole('tab', { name: '배송/교환/반품' }).click();
      return shopper.getByRole('list', { name: '지역별 추가 배송비' }).getByRole('listitem').filter({ hasText: '제주 지역' });
    };
    await expect(await open()).toContainText(
      `추가 배송비 ${won(jeju.surcharge)}이 부과되며, ${won(jeju.freeShippingThreshold)} 이상 구매 시 추가 배송비가 무료입니다.`,
    );
    const res = await page.request.patch(`/api/admin/settings/shipping/zones/${jeju.id}`, { data: { freeShippingThreshold: raised } });
    expect(res.status()).toBe(200);
    // The next visit shows the zone's new threshold.
    await expect(await open()).toContainText(`${won(raised)} 이상 구매 시 추가 배송비가 무료입니다.`);
  } finally {
    const res = await page.request.patch(`/api/admin/settings/shipping/zones/${jeju.id}`, {
      data: { freeShippingThreshold: jeju.freeShippingThreshold },
    });
    expect(res.status()).toBe(200);
    for (const context of contexts) await context.close();
  }
});
