import {
  AUDIT_PERIOD_LABELS,
  AUDIT_PERIODS,
  AUDIT_SEVERITY_LABELS,
  AUDIT_STATUS_LABELS,
  DEFAULT_AUDIT_PERIOD,
  type AuditSeverity,
  type AuditStatus,
} from '@market/domain/admin-audit';
import type { FilterOption } from '@market/ui/filter-bar';
import type { StatusTone } from '@market/ui/status-badge';

/** The period select: '' is the API's default (7 days). */
export const PERIOD_OPTIONS: FilterOption[] = [
  { value: '', label: AUDIT_PERIOD_LABELS[DEFAULT_AUDIT_PERIOD] },
  ...AUDIT_PERIODS.filter((p) => p !== DEFAULT_AUDIT_PERIOD).map((p) => ({ value: p, label: AUDIT_PERIOD_LABELS[p] })),
];

export const STATUS_TONES: Record<AuditStatus, StatusTone> = { SUCCESS: 'success', FAILED: 'danger', WARNING: 'warning' };
export const SEVERITY_TONES: Record<AuditSeverity, StatusTone> = { INFO: 'neutral', LOW: 'info', MEDIUM: 'warning', HIGH: 'danger' };
export { AUDIT_SEVERITY_LABELS, AUDIT_STATUS_LABELS };

/** A JSON value as indented text for the detail dialog ('없음' for null). */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '없음';
  return JSON.stringify(value, null, 2);
}
