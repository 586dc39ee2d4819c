import { addDays, type KpiFigure } from '@market/domain/dashboard';
import { formatKRW, formatNumber } from '@market/domain/format';

/** 125,000,000 -> "1.3억", 3,450,000 -> "345만", 8,000 -> "8,000" (chart axes). */
export function compactWon(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 100_000_000) return `${(n / 100_000_000).toFixed(abs >= 1_000_000_000 ? 0 : 1).replace(/\.0$/, '')}억`;
  if (abs >= 10_000) return `${formatNumber(Math.round(n / 10_000))}만`;
  return formatNumber(n);
}

/** "2026-11-05" -> "11/5" (chart ticks). */
export function shortDay(day: string): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
}

/** "2026-11-05" -> "11월 5일 (목)" (tooltips). */
export function longDay(day: string): string {
  const weekday = '일월화수목금토'[new Date(`${day}T00:00:00Z`).getUTCDay()];
  return `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일 (${weekday})`;
}

export type ChangeTone = 'up' | 'down' | 'flat' | 'none';

/** How a change reads: its text ("+12.5%", "-3%", "0%", "—") and whether it is good news. */
export function describeChange(
  figure: KpiFigure,
  { higherIsBetter = true } = {},
): { text: string; tone: ChangeTone; good: boolean | null; label: string } {
  const { change } = figure;
  if (change === null) return { text: '—', tone: 'none', good: null, label: '이전 기간 실적 없음' };
  if (change === 0) return { text: '0%', tone: 'flat', good: null, label: '이전 기간과 같음' };
  const up = change > 0;
  const text = `${up ? '+' : ''}${change}%`;
  return { text, tone: up ? 'up' : 'down', good: up === higherIsBetter, label: `이전 기간 대비 ${text}` };
}

export type KpiFormat = 'won' | 'count';

export function formatKpi(value: number, format: KpiFormat): string {
  return format === 'won' ? formatKRW(value) : `${formatNumber(value)}건`;
}

export const RANGE_PRESETS = [
  { days: 7, label: '7일' },
  { days: 30, label: '30일' },
  { days: 90, label: '90일' },
] as const;

/** The range of a preset ending today. */
export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}
