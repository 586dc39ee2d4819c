import { z } from 'zod';

/**
 * What the three content screens of the admin (notices, FAQs, events; spec 001) share: bounded
 * text fields, the date-time of a publishing period and the period's status.
 */

/** A trimmed text between 1 and `max` characters (a 2 MB title is a 400, never a write). */
export const boundedText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * A date-time as sent by the forms (ISO 8601, with or without seconds and zone); empty or null
 * means "none". Answers an ISO string in UTC, or null.
 */
export const optionalDateTime = (message: string) =>
  z
    .union([z.string({ error: message }).trim().max(40, message), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const t = Date.parse(v);
      if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(t)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return new Date(t).toISOString();
    });

export const requiredDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .transform((v, ctx) => {
      const t = Date.parse(v);
      if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(t)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return new Date(t).toISOString();
    });

/** Where a publishing period stands at `now`: not begun, running, or over. */
export function periodStatus(start: string | null, end: string | null, now = Date.now()): 'scheduled' | 'active' | 'expired' {
  if (start && Date.parse(start) > now) return 'scheduled';
  if (end && Date.parse(end) <= now) return 'expired';
  return 'active';
}

/** A text shortened to `n` characters with an ellipsis (spec 001 section 9: 100 for notices and FAQ answers, 80 for event descriptions). */
export function preview(text: string, n: number): string {
  const chars = [...text];
  return chars.length > n ? `${chars.slice(0, n).join('')}…` : text;
}

/** `value` from an ISO date-time to what an `<input type="datetime-local">` shows, in the browser's zone. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const SORT_ORDER = z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('desc');
