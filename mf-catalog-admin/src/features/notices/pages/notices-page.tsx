import { Button, HStack } from '@market/ui/chakra';
import type { AdminNotice } from '@market/domain/admin-notices';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPencilLine } from 'react-icons/lu';
import { exportNotices, useAdminNotices } from '../api/notices-api';
import { noticeColumns } from '../components/notice-columns';
import { NoticeDetailDialog, NoticeFormDialog } from '../components/notice-dialogs';
import { STATUS_FILTER, TYPE_FILTER } from '../components/notice-format';
import { NoticeSummary } from '../components/notice-summary';

const LIST_DEFAULTS: ListParamsDefaults<'type' | 'status'> = { sort: 'created', order: 'desc', filterKeys: ['type', 'status'] };
const FILTERS = [
  { key: 'type', label: '유형', options: TYPE_FILTER },
  { key: 'status', label: '상태', options: STATUS_FILTER },
] as const;

/** Announcement management (/admin/content/notices): what customer service shows, pinned first; write, edit, pin, publish, delete. */
export default function NoticesPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminNotices(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => noticeColumns(open), [open]);
  const [form, setForm] = useState<{ notice: AdminNotice | null } | null>(null);

  return (
    <AdminListPage
      title="공지사항"
      description="고객센터에 게시되는 공지사항입니다. 고정 공지는 맨 위에, 게시 기간 안의 공지만 고객에게 보입니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('content.notices.export') && <ExportMenu label="공지사항 목록" request={(format) => exportNotices(list.apiQuery, format)} />}
          {can('content.notices.create') && (
            <Button size="sm" onClick={() => setForm({ notice: null })} data-testid="notice-create">
              <LuPencilLine aria-hidden /> 공지 작성
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <NoticeSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="제목, 내용 검색"
      filters={FILTERS}
      label="공지사항 목록"
      errorTitle="공지사항 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 공지사항이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(n) => `${n.title} 상세 보기`}
    >
      <NoticeDetailDialog
        notice={selected}
        canUpdate={can('content.notices.update')}
        canDelete={can('content.notices.delete')}
        onClose={close}
        onEdit={(n) => setForm({ notice: n })}
      />
      <NoticeFormDialog
        open={form !== null}
        notice={form?.notice ?? null}
        onClose={() => setForm(null)}
        onSaved={(n) => {
          if (!form?.notice) open(n);
        }}
      />
    </AdminListPage>
  );
}
