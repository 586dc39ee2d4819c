import { expect } from '@playwright/test';
import { test, type Page } from '../../fixtures/test';

/** How many elements of the page define Chakra's tokens (the global CSS). */
const tokenSheets = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => /--chakra-colors-bg:/.test(s.textContent ?? '')).length);

const live = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));

test.describe("Chakra's global CSS comes with the page (ADR 007)", () => {
  test('the page carries it in its head, and the browser neither builds nor inserts it again', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style nonce="[^"]+" id="?chakra-global-css"?>@layer reset,base,tokens,recipes;/);
    expect(head).toContain('--chakra-colors-bg:');
    // The server's render of the page no longer repeats it.
    expect(html).not.toContain('data-emotion="css-global');

    for (const path of ['/', '/categories', '/cart', '/admin/login']) {
      await page.goto(path);
      expect(await tokenSheets(page), path).toBe(1);
    }
  });

  test('light and dark use its tokens on a server-rendered page and on a browser-rendered one', async ({ browser }) => {
    for (const [scheme, bg, fg] of [
      ['light', 'rgb(255, 255, 255)', 'rgb(9, 9, 11)'],
      ['dark', 'rgb(9, 9, 11)', 'rgb(250, 250, 250)'],
    ] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      for (const path of ['/brands', '/cart']) {
        await page.goto(path);
        await live(page);
        // A token only Chakra's CSS defines: a semantic colour resolved for the mode.
        const colours = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.color = 'var(--chakra-colors-fg-muted)';
          document.body.append(probe);
          const muted = getComputedStyle(probe).color;
          probe.remove();
          return { bg: getComputedStyle(document.body).backgroundColor, fg: getComputedStyle(document.body).color, muted };
        });
        expect(colours, `${scheme} ${path}`).toMatchObject({ bg, fg });
        expect(colours.muted, `${scheme} ${path}`).not.toBe(colours.fg);
      }
      await context.close();
    }
  });
});

test.describe('fonts (ADR 008)', () => {
  test('a phone keeps its own Korean font and downloads no font file', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await live(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^-apple-system,/);
    expect(fonts).toEqual([]);
    await context.close();
  });

  test('a computer with a mouse shows Pretendard', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Pretendard Variable"/);
    expect(fonts.some((url) => /PretendardVariable\.subset\.\d+\.[0-9a-f]+\.woff2$/.test(url))).toBe(true);
    // The heading font follows the body font.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1, h2')!).fontFamily)).toMatch(/^"Pretendard Variable"/);
  });
});
