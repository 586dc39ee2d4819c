import { AdminListPage } from '@market/ui/admin-list';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { useAdminCustomers } from '../api/get-admin-customers';
import { customerColumns } from '../components/customer-columns';
import { GRADE_OPTIONS, STATUS_OPTIONS } from '../components/customer-format';
import { CustomerSummary } from '../components/customer-summary';

const LIST_DEFAULTS: ListParamsDefaults<'grade' | 'status'> = { sort: 'joined', order: 'desc', filterKeys: ['grade', 'status'] };

const FILTERS = [
  { key: 'grade', label: '등급', options: GRADE_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
] as const;

/** Customer management (/admin/customers): storefront accounts, searched, filtered, sorted and paged on the server. */
export default function CustomersPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminCustomers(list.apiQuery);
  const columns = useMemo(() => customerColumns(new Date()), []);

  return (
    <AdminListPage
      title="고객 관리"
      description="스토어 회원의 등급, 상태, 구매와 활동을 확인합니다."
      summary={!query.error && <CustomerSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="이름, 이메일, 전화번호 검색"
      filters={FILTERS}
      label="고객 목록"
      errorTitle="고객 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 고객이 없습니다"
      columns={columns}
    />
  );
}
