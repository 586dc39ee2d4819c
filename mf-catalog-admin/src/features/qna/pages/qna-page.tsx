import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { useAdminQna } from '../api/get-admin-qna';
import { qnaColumns } from '../components/qna-columns';
import { QnaDetailDialog } from '../components/qna-detail-dialog';
import { CATEGORY_OPTIONS, KIND_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS, waitingLabel } from '../components/qna-format';
import { QnaSummary } from '../components/qna-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status' | 'category' | 'priority' | 'kind'> = {
  sort: 'created',
  order: 'desc',
  filterKeys: ['status', 'category', 'priority', 'kind'],
};

const FILTERS = [
  { key: 'kind', label: '구분', options: KIND_OPTIONS },
  { key: 'category', label: '분류', options: CATEGORY_OPTIONS },
  { key: 'priority', label: '우선순위', options: PRIORITY_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
] as const;

/** Q&A management (/admin/content/qna): product questions and 1:1 inquiries in one list; reply, complete, reopen and delete. */
export default function QnaPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminQna(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => qnaColumns(open), [open]);
  const summary = query.data?.summary;

  return (
    <AdminListPage
      title="Q&A 관리"
      description={
        summary
          ? `${waitingLabel(summary.pending, summary.urgent)} · 상품 문의와 1:1 문의에 답변합니다.`
          : '상품 문의와 1:1 문의에 답변합니다.'
      }
      summary={!query.error && <QnaSummary summary={summary} />}
      list={list}
      query={query}
      searchPlaceholder="제목, 질문, 고객명 검색"
      filters={FILTERS}
      label="Q&A 목록"
      errorTitle="문의 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 문의가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(q) => `${q.title} 문의 상세 보기`}
    >
      <QnaDetailDialog qna={selected} canUpdate={can('content.qna.update')} canDelete={can('content.qna.delete')} onClose={close} />
    </AdminListPage>
  );
}
