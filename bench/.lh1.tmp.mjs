// One Lighthouse run with diagnostics: LCP element, long tasks, bootup by script.
import lighthouse from '/work/main/bench/node_modules/lighthouse/core/index.js';
import * as chromeLauncher from '/work/main/bench/node_modules/chrome-launcher/dist/index.js';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
await chrome.kill();
console.log('score', lhr.categories.performance.score);
for (const k of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift']) console.log(k, Math.round(lhr.audits[k].numericValue));
const e = lhr.audits['largest-contentful-paint-element'] ?? lhr.audits['lcp-breakdown-insight'] ?? {}; console.log(Object.keys(lhr.audits).filter(k=>k.includes('lcp')||k.includes('largest')).join(','));
const node=(e.details?.items??[]).find(i=>i.type==='node'); console.log('LCP element', node?.snippet, JSON.stringify(node?.boundingRect));
console.log('LCP phases', JSON.stringify(e.details?.items?.[1]?.items ?? ''));
console.log('long tasks', JSON.stringify((lhr.audits['long-tasks'].details?.items ?? []).slice(0, 10).map(i => [i.url?.slice(-50), Math.round(i.startTime), Math.round(i.duration)])));
console.log('bootup', JSON.stringify((lhr.audits['bootup-time'].details?.items ?? []).slice(0, 8).map(i => [i.url?.slice(-50), Math.round(i.total), Math.round(i.scripting)])));
console.log('mainthread', JSON.stringify((lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map(i => [i.group, Math.round(i.duration)])));
