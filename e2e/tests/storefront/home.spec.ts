import { test } from '../../fixtures/test';
import { api, EMPTY_PRODUCT_LIST, expect, failApi, fulfillJson, gotoInApp, PRODUCT_LIST } from '../../fixtures/storefront';

test.describe('home /', () => {
  test('looping muted hero video with play/pause and a button to /brands', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeVisible();
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      playsInline: v.playsInline,
      poster: v.poster,
    }));
    expect(props).toMatchObject({ muted: true, loop: true, autoplay: true, playsInline: true });
    expect(props.poster).toMatch(/hero-poster/);
    await expect(page.getByTestId('hero-video-loading')).toBeHidden();

    const toggle = page.getByTestId('hero-video-toggle');
    await expect(toggle).toHaveAttribute('aria-label', '영상 일시정지');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', '영상 재생');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', '영상 일시정지');

    // One count everywhere: the hero and the directory say the directory's own total.
    const total = ((await api(page, '/api/brands?limit=1')).total as number).toLocaleString('ko-KR');
    await expect(page.getByText(`${total}개 패션 브랜드를 한곳에서.`)).toBeVisible();
    await page.getByTestId('hero-brands-button').click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByText(`${total}개 브랜드를 한곳에서 만나보세요`)).toBeVisible();
    await expect(page.getByTestId('brand-count')).toHaveText(`총 ${total}개 브랜드`);
    await expect(page.getByText(/150개 이상/)).toHaveCount(0);
  });

  test("shows 'Loading video...' while the video loads", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/hero\.[a-z0-9]+\.mp4/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('hero-video-loading')).toHaveText('Loading video...');
    release();
  });

  test("falls back to the image with 'Video unavailable' when the video fails", async ({ page }) => {
    await page.route(/hero\.[a-z0-9]+\.mp4/, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/');
    await expect(page.getByTestId('hero-video-error')).toHaveText('Video unavailable');
    await expect(page.getByTestId('hero-fallback-image')).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
  });

  test('a sold-out product never leads a home section: the sections show products in stock, sold-out ones sort last', async ({ page }) => {
    for (const [section, query] of [
      ['section-new-arrivals', 'new=true&sort=newest'],
      ['section-best', 'best=true&sort=popular'],
    ] as const) {
      // The whole list the section is the head of: every product in stock comes before any sold out.
      const stock: boolean[] = [];
      let cursor: string | null = null;
      do {
        const body: { items: { stock: number }[]; nextCursor: string | null } = await api(
          page,
          `/api/products?${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        );
        stock.push(...body.items.map((i) => i.stock > 0));
        cursor = body.nextCursor;
      } while (cursor);
      const firstSoldOut = stock.indexOf(false);
      expect(firstSoldOut, `${section} has sold-out products in its list`).toBeGreaterThan(0);
      expect(stock.slice(firstSoldOut).every((s) => !s)).toBe(true);
    }
    await page.goto('/');
    for (const section of ['section-new-arrivals', 'section-best']) {
      const cards = page.getByTestId(section).getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.filter({ hasText: '품절' })).toHaveCount(0);
    }
  });

  test('new arrivals and best sellers come from the API', async ({ page }) => {
    await page.goto('/');
    const newIn = page.getByTestId('section-new-arrivals');
    await expect(newIn.getByTestId('product-card').first()).toBeVisible();
    await expect(newIn.getByTestId('product-card').first()).toContainText('NEW');
    const best = page.getByTestId('section-best');
    await expect(best.getByTestId('product-card').first()).toContainText('BEST');
    await expect(page.getByTestId('featured-brand').first()).toBeVisible();
    // The static sale banner gave way to the admin's main_hero banners (the seed has live ones).
    const hero = page.getByTestId('banner-slot-main_hero').getByTestId('store-banner');
    await expect(hero.first()).toBeVisible();
    await expect(hero.first().getByRole('link')).toHaveAttribute('href', /^\//);
  });

  test('product sections show an error with retry, and an empty state', async ({ page }) => {
    await failApi(page, PRODUCT_LIST);
    await gotoInApp(page, '/');
    const best = page.getByTestId('section-best');
    await expect(best.getByText('상품을 불러오지 못했습니다')).toBeVisible();
    await page.unroute(PRODUCT_LIST);
    await fulfillJson(page, PRODUCT_LIST, EMPTY_PRODUCT_LIST);
    await best.getByRole('button', { name: '다시 시도' }).click();
    await expect(best.getByText('표시할 상품이 없습니다')).toBeVisible();
  });
});
