import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { useAdminReviews } from '../api/get-admin-reviews';
import { ReviewDetailDialog } from '../components/review-detail-dialog';
import { reviewColumns } from '../components/review-columns';
import { formatAverage, RATING_OPTIONS, REPORTED_OPTIONS, STATUS_OPTIONS } from '../components/review-format';
import { ReviewSummary } from '../components/review-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status' | 'rating' | 'reported'> = {
  sort: 'created',
  order: 'desc',
  filterKeys: ['status', 'rating', 'reported'],
};

const FILTERS = [
  { key: 'rating', label: '평점', options: RATING_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
  { key: 'reported', label: '신고', options: REPORTED_OPTIONS },
] as const;

/** Review management (/admin/content/reviews): shoppers' reviews, searched, filtered and paged on the server; approve, hide and reply. */
export default function ReviewsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminReviews(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => reviewColumns(open), [open]);
  const summary = query.data?.summary;

  return (
    <AdminListPage
      title="리뷰 관리"
      description={
        summary
          ? `평균 평점 ${formatAverage(summary.averageRating, summary.total)} · 리뷰 ${summary.total.toLocaleString('ko-KR')}건 · 승인 대기 ${summary.pending.toLocaleString('ko-KR')}건`
          : '고객 리뷰를 승인하거나 숨기고 답변을 남깁니다.'
      }
      summary={!query.error && <ReviewSummary summary={summary} />}
      list={list}
      query={query}
      searchPlaceholder="제목, 내용, 상품명, 고객명 검색"
      filters={FILTERS}
      label="리뷰 목록"
      errorTitle="리뷰 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 리뷰가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(r) => `${r.title} 리뷰 상세 보기`}
    >
      <ReviewDetailDialog review={selected} canUpdate={can('content.reviews.update')} onClose={close} />
    </AdminListPage>
  );
}
