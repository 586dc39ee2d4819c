import { Stack } from '@market/ui/chakra';
import { DataTable } from '@market/ui/data-table';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { useAdminCustomers } from '../api/get-admin-customers';
import { customerColumns } from '../components/customer-columns';
import { GRADE_OPTIONS, STATUS_OPTIONS } from '../components/customer-format';
import { CustomerSummary } from '../components/customer-summary';

const LIST_DEFAULTS: ListParamsDefaults<'grade' | 'status'> = { sort: 'joined', order: 'desc', filterKeys: ['grade', 'status'] };

/** Customer management (/admin/customers): storefront accounts, searched, filtered, sorted and paged on the server. */
export default function CustomersPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const { data, error, isLoading, isValidating, mutate } = useAdminCustomers(apiQuery);
  const columns = useMemo(() => customerColumns(new Date()), []);

  return (
    <Stack gap="4">
      <PageHeader title="고객 관리" description="스토어 회원의 등급, 상태, 구매와 활동을 확인합니다." />
      {!error && <CustomerSummary summary={data?.summary} />}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '이름, 이메일, 전화번호 검색' }}
        filters={[
          { key: 'grade', label: '등급', value: params.filters.grade, options: GRADE_OPTIONS, onChange: (grade) => setParams({ filters: { grade } }) },
          { key: 'status', label: '상태', value: params.filters.status, options: STATUS_OPTIONS, onChange: (status) => setParams({ filters: { status } }) },
        ]}
      />
      {error && !data ? (
        <ErrorState
          title="고객 목록을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          label="고객 목록"
          columns={columns}
          rows={data?.items}
          rowKey={(c) => c.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          page={params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
          emptyTitle="조건에 맞는 고객이 없습니다"
        />
      )}
    </Stack>
  );
}
