import { JOB_STATE_LABELS, type JobState, type JobTrigger } from '@market/domain/jobs';
import type { StatusTone } from '@market/ui/status-badge';

export const JOB_STATE_TONES: Record<JobState, StatusTone> = {
  created: 'neutral',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export const JOB_TRIGGER_LABELS: Record<JobTrigger, string> = { schedule: '자동', manual: '수동' };

export { JOB_STATE_LABELS };

const pad = (n: string) => n.padStart(2, '0');
const isNumber = (s: string) => /^\d+$/.test(s);

/**
 * A cron expression as an operator reads it, for the shapes our jobs use ('매일 01:00', '매시
 * 15분', '5분마다'); any other expression is shown as written.
 */
export function cronLabel(cron: string): string {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== 5) return cron;
  const [minute, hour, day, month, weekday] = parts as [string, string, string, string, string];
  if (day !== '*' || month !== '*' || weekday !== '*') return cron;
  if (minute === '*' && hour === '*') return '매분';
  const every = /^\*\/(\d+)$/.exec(minute);
  if (every && hour === '*') return `${Number(every[1])}분마다`;
  if (isNumber(minute) && hour === '*') return Number(minute) === 0 ? '매시 정각' : `매시 ${Number(minute)}분`;
  if (isNumber(minute) && isNumber(hour)) return `매일 ${pad(hour)}:${pad(minute)}`;
  return cron;
}

const SHORT_DATE_TIME = new Intl.DateTimeFormat('ko-KR', {
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Seoul',
});

/** A run's time in Korea, short enough for a table cell: '11. 26. 07:00'. */
export function shortDateTime(value: string): string {
  return SHORT_DATE_TIME.format(new Date(value));
}

/** How long a run took, from its start and end: '0.1초 미만', '0.4초', '12초', '3분 5초'. */
export function durationLabel(startedAt: string | null, completedAt: string | null): string | null {
  if (!startedAt || !completedAt) return null;
  const ms = new Date(completedAt).getTime() - new Date(startedAt).getTime();
  if (!(ms >= 0)) return null;
  if (ms < 100) return '0.1초 미만';
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)}초`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}초` : `${Math.floor(s / 60)}분 ${s % 60}초`;
}

/** What a job's result counts are, in Korean (the keys our jobs answer). */
const RESULT_LABELS: Record<string, string> = {
  tables: '테이블',
  indexes: '인덱스',
  sessions: '세션',
  windows: '시도 제한 기록',
  lockouts: '잠금 기록',
  keys: '멱등 키',
  confirmed: '구매확정',
  expired: '만료',
  delivered: '전달',
  created: '생성',
  updated: '갱신',
};

/** A run's result as one line: '테이블 41', '세션 3, 시도 제한 기록 0, 잠금 기록 1'; null when it has none. */
export function resultLabel(result: Record<string, unknown> | null | undefined): string | null {
  if (!result) return null;
  const parts = Object.entries(result)
    .filter(([key, value]) => typeof value === 'number' && key !== 'days')
    .map(([key, value]) => `${RESULT_LABELS[key] ?? key} ${(value as number).toLocaleString('ko-KR')}`);
  return parts.length ? parts.join(', ') : null;
}
