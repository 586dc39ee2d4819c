import { Stack } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { DataTable } from '@market/ui/data-table';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { useAdminReviews } from '../api/get-admin-reviews';
import { ReviewDetailDialog } from '../components/review-detail-dialog';
import { reviewColumns } from '../components/review-columns';
import { formatAverage, RATING_OPTIONS, STATUS_OPTIONS } from '../components/review-format';
import { ReviewSummary } from '../components/review-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status' | 'rating'> = { sort: 'created', order: 'desc', filterKeys: ['status', 'rating'] };

/** Review management (/admin/content/reviews): shoppers' reviews, searched, filtered and paged on the server; approve, hide and reply. */
export default function ReviewsPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const { data, error, isLoading, isValidating, mutate } = useAdminReviews(apiQuery);
  const { can } = useStaffSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const columns = useMemo(() => reviewColumns((r) => setSelectedId(r.id)), []);
  const selected = data?.items.find((r) => r.id === selectedId) ?? null;
  const summary = data?.summary;

  return (
    <Stack gap="4">
      <PageHeader
        title="리뷰 관리"
        description={
          summary
            ? `평균 평점 ${formatAverage(summary.averageRating, summary.total)} · 리뷰 ${summary.total.toLocaleString('ko-KR')}건 · 승인 대기 ${summary.pending.toLocaleString('ko-KR')}건`
            : '고객 리뷰를 승인하거나 숨기고 답변을 남깁니다.'
        }
      />
      {!error && <ReviewSummary summary={summary} />}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '제목, 내용, 상품명, 고객명 검색' }}
        filters={[
          { key: 'rating', label: '평점', value: params.filters.rating, options: RATING_OPTIONS, onChange: (rating) => setParams({ filters: { rating } }) },
          { key: 'status', label: '상태', value: params.filters.status, options: STATUS_OPTIONS, onChange: (status) => setParams({ filters: { status } }) },
        ]}
      />
      {error && !data ? (
        <ErrorState title="리뷰 목록을 불러오지 못했습니다" description={error instanceof Error ? error.message : undefined} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label="리뷰 목록"
          columns={columns}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          page={params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={(r) => setSelectedId(r.id)}
          rowLabel={(r) => `${r.title} 리뷰 상세 보기`}
          emptyTitle="조건에 맞는 리뷰가 없습니다"
        />
      )}
      <ReviewDetailDialog review={selected} canUpdate={can('content.reviews.update')} onClose={() => setSelectedId(null)} />
    </Stack>
  );
}
