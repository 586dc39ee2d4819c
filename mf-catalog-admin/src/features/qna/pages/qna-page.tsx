import { Stack } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { DataTable } from '@market/ui/data-table';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
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

/** Q&A management (/admin/content/qna): product questions and 1:1 inquiries in one list; reply, complete and reopen. */
export default function QnaPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const { data, error, isLoading, isValidating, mutate } = useAdminQna(apiQuery);
  const { can } = useStaffSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const columns = useMemo(() => qnaColumns((q) => setSelectedId(q.id)), []);
  const selected = data?.items.find((q) => q.id === selectedId) ?? null;
  const summary = data?.summary;

  return (
    <Stack gap="4">
      <PageHeader
        title="Q&A 관리"
        description={summary ? `${waitingLabel(summary.pending, summary.urgent)} · 상품 문의와 1:1 문의에 답변합니다.` : '상품 문의와 1:1 문의에 답변합니다.'}
      />
      {!error && <QnaSummary summary={summary} />}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '제목, 질문, 고객명 검색' }}
        filters={[
          { key: 'kind', label: '구분', value: params.filters.kind, options: KIND_OPTIONS, onChange: (kind) => setParams({ filters: { kind } }) },
          { key: 'category', label: '분류', value: params.filters.category, options: CATEGORY_OPTIONS, onChange: (category) => setParams({ filters: { category } }) },
          { key: 'priority', label: '우선순위', value: params.filters.priority, options: PRIORITY_OPTIONS, onChange: (priority) => setParams({ filters: { priority } }) },
          { key: 'status', label: '상태', value: params.filters.status, options: STATUS_OPTIONS, onChange: (status) => setParams({ filters: { status } }) },
        ]}
      />
      {error && !data ? (
        <ErrorState title="문의 목록을 불러오지 못했습니다" description={error instanceof Error ? error.message : undefined} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label="Q&A 목록"
          columns={columns}
          rows={data?.items}
          rowKey={(q) => q.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          page={params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={(q) => setSelectedId(q.id)}
          rowLabel={(q) => `${q.title} 문의 상세 보기`}
          emptyTitle="조건에 맞는 문의가 없습니다"
        />
      )}
      <QnaDetailDialog qna={selected} canUpdate={can('content.qna.update')} onClose={() => setSelectedId(null)} />
    </Stack>
  );
}
