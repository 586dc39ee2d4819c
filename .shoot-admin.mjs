// lead's local screenshot script (not committed)
import { chromium } from '@playwright/test';
const base = process.env.BASE || 'http://127.0.0.1:3190';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const widths = (process.env.WIDTHS || '360,1280').split(',').map(Number);
const schemes = (process.env.SCHEMES || 'light,dark').split(',');
for (const width of widths) for (const scheme of schemes) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 }, colorScheme: scheme });
  const page = await ctx.newPage();
  const r = await page.request.post(base + '/api/admin/auth/login', { data: { email: process.env.EMAIL || 'admin@stylehub.kr', password: 'demo1234!' }, headers: { origin: base } });
  if (!r.ok()) console.log('login', r.status(), await r.text());
  for (const p of paths) {
    const errs = [];
    page.on('pageerror', (e) => errs.push(e.message));
    await page.goto(base + p, { waitUntil: 'networkidle', timeout: 60000 }).catch((e) => errs.push(e.message));
    await page.waitForTimeout(800);
    const slug = p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const file = `/tmp/shots/${slug}-${width}-${scheme}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file, errs.length ? errs[0].slice(0, 100) : '');
  }
  await ctx.close();
}
await browser.close();
