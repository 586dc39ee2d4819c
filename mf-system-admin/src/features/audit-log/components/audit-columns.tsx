import { Stack, Text } from '@market/ui/chakra';
import type { AuditLog } from '@market/domain/admin-audit';
import { formatDateTime } from '@market/domain/format';
import { detailColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { AUDIT_SEVERITY_LABELS, AUDIT_STATUS_LABELS, SEVERITY_TONES, STATUS_TONES } from './audit-format';

/** The log table: time, user, action, target, status, severity, IP, detail. */
export function auditColumns(onOpen: (row: AuditLog) => void): DataTableColumn<AuditLog>[] {
  return [
    {
      key: 'time',
      header: '일시',
      cell: (a) => (
        <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDateTime(a.timestamp)}
        </Text>
      ),
    },
    {
      key: 'user',
      header: '사용자',
      minW: '160px',
      cell: (a) => (
        <Stack gap="0">
          <Text>{a.userName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {a.userEmail}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'act',
      header: '작업',
      minW: '180px',
      cell: (a) => (
        <Stack gap="0">
          <Text data-testid="audit-action-name">{a.actionName}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {a.action}
          </Text>
        </Stack>
      ),
    },
    { key: 'resource', header: '대상', cell: (a) => a.resourceName ?? a.resourceId ?? a.resource },
    {
      key: 'status',
      header: '상태',
      cell: (a) => <StatusBadge tone={STATUS_TONES[a.status]}>{AUDIT_STATUS_LABELS[a.status]}</StatusBadge>,
    },
    {
      key: 'severity',
      header: '중요도',
      cell: (a) => <StatusBadge tone={SEVERITY_TONES[a.severity]}>{AUDIT_SEVERITY_LABELS[a.severity]}</StatusBadge>,
    },
    { key: 'ip', header: 'IP', cell: (a) => a.ip ?? '-' },
    detailColumn(onOpen),
  ];
}
