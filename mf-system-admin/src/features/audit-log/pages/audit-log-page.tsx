import { Stack } from '@market/ui/chakra';
import type { AuditLog } from '@market/domain/admin-audit';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { exportAuditLogs, useAuditLogs, useAuditSummary } from '../api/audit-api';
import { auditColumns } from '../components/audit-columns';
import { AuditDetailDialog } from '../components/audit-detail-dialog';
import { PERIOD_OPTIONS } from '../components/audit-format';
import { AuditSummaryCards, AuditTopLists } from '../components/audit-summary';

type AuditFilter = 'action' | 'user' | 'period';
const LIST_DEFAULTS: ListParamsDefaults<AuditFilter> = { sort: 'newest', order: 'desc', filterKeys: ['action', 'user', 'period'] };

/**
 * 감사 로그 (/admin/audit): every admin write, personal-data reveal and download, and refused
 * sign-in, newest first; summary cards, filters (search, action, user, period), top users and
 * actions, a detail dialog with before and after, and the download (with a reason: the rows hold e-mails).
 */
export default function AuditLogPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAuditLogs(list.apiQuery);
  const summary = useAuditSummary(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow<AuditLog>(query.data?.items);
  const columns = useMemo(() => auditColumns(open), [open]);
  const filters = useMemo(
    () => [
      {
        key: 'action' as const,
        label: '작업',
        options: [{ value: '', label: '전체 작업' }, ...(summary.data?.actions ?? []).map((a) => ({ value: a, label: a }))],
      },
      {
        key: 'user' as const,
        label: '사용자',
        options: [
          { value: '', label: '전체 사용자' },
          ...(summary.data?.users ?? []).map((u) => ({ value: u.email, label: `${u.name} (${u.email})` })),
        ],
      },
      { key: 'period' as const, label: '기간', options: PERIOD_OPTIONS },
    ],
    [summary.data],
  );

  return (
    <AdminListPage
      title="감사 로그"
      description="관리자 변경, 개인정보 열람·내려받기, 로그인 보안 이벤트를 시간 역순으로 보여줍니다. 기록은 수정하거나 지울 수 없습니다."
      actions={
        can('audit.logs.export') && (
          <ExportMenu label="감사 로그" personalData request={(format, reason) => exportAuditLogs(list.apiQuery, format, reason)} />
        )
      }
      summary={
        !query.error && (
          <Stack gap="3">
            <AuditSummaryCards summary={summary.data} />
            <AuditTopLists summary={summary.data} />
          </Stack>
        )
      }
      list={list}
      query={query}
      searchPlaceholder="사용자, 작업, 대상 검색"
      filters={filters}
      label="감사 로그 목록"
      errorTitle="감사 로그를 불러오지 못했습니다"
      emptyTitle="조건에 맞는 기록이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(a) => `${a.actionName} 상세 보기`}
    >
      <AuditDetailDialog item={selected} onClose={close} />
    </AdminListPage>
  );
}
