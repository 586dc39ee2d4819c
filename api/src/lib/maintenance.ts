import type { Context } from 'hono';
import { formatKoreanDateTime, MAINTENANCE_MESSAGES } from '@market/domain/settings-shop';
import type { HotShopSettings } from '../services/settings-cache';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { cspNonce, stampNonce } from './security-headers';

/**
 * Maintenance mode (쇼핑몰 설정 `maintenanceMode`, with its planned end): while it is on, the
 * storefront's pages (server-rendered ones included) answer 503 with a Korean maintenance page and
 * the storefront's API answers 503 with a Korean error; the admin keeps working completely — its
 * pages and API, the remotes' builds and the shell's files it loads, uploaded media, the health
 * check and the payment providers' webhooks (money that moved must still be recorded).
 */
export function isMaintenanceExempt(path: string): boolean {
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  if (path === '/api/health' || path.startsWith('/api/health/')) return true;
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return true;
  if (path.startsWith('/api/payments/webhooks/')) return true;
  if (path.startsWith('/mf/') || path.startsWith('/media/') || path === '/remotes.json') return true;
  // The shell's built files (scripts, styles, fonts, icons): the admin's page needs them; a page is no file.
  if (!path.startsWith('/api/') && /\.[a-z0-9]{1,6}$/i.test(path) && !path.endsWith('.html')) return true;
  return false;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The storefront's maintenance page (Korean, self-contained). */
export function maintenancePage(endsAt: Date | null): string {
  const end = endsAt ? MAINTENANCE_MESSAGES.endsAt(formatKoreanDateTime(endsAt)) : MAINTENANCE_MESSAGES.endsUnknown;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${MAINTENANCE_MESSAGES.title} - 스타일허브</title>
<style>body{margin:0;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f7f7f8;color:#18181b;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:2.5rem 2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center;line-height:1.7}
h1{font-size:1.75rem;margin:0 0 1rem}p{margin:.5rem 0}.end{font-weight:700;color:#1d4ed8}</style></head>
<body><main><p>스타일허브</p><h1>${MAINTENANCE_MESSAGES.title}</h1><p>${MAINTENANCE_MESSAGES.body}</p>
<p class="end" data-testid="maintenance-end">${escapeHtml(end)}</p></main></body></html>`;
}

/**
 * The storefront's 503 while maintenance mode is on (`settings` says so): JSON under /api, the
 * maintenance page elsewhere. The caller (lib/front-door.ts requestChecks) has already let the
 * exempt paths (isMaintenanceExempt) through.
 */
export function maintenanceResponse(c: Context<AppEnv>, path: string, settings: HotShopSettings): Response {
  const endsAt = settings.maintenanceEndsAt;
  const seconds = endsAt ? Math.ceil((endsAt.getTime() - Date.now()) / 1000) : 0;
  c.header('Cache-Control', 'no-store');
  if (seconds > 0) c.header('Retry-After', String(seconds));
  if (path === '/api' || path.startsWith('/api/')) {
    const error = new AppError('MAINTENANCE', MAINTENANCE_MESSAGES.api);
    return c.json(error.toBody(), 503);
  }
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(stampNonce(maintenancePage(endsAt), cspNonce(c)), 503);
}
