import { Button, HStack, Stack, Text } from '@market/ui/chakra';
import { formatNumber } from '@market/domain/format';
import { useStaffSession } from '@market/session/session-store';
import { useSelectedRow } from '@market/ui/admin-list';
import { DataTable } from '@market/ui/data-table';
import { ExportMenu } from '@market/ui/export-menu';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuCheckCheck, LuRefreshCw } from 'react-icons/lu';
import { exportAdminSettlements, useAdminSettlements } from '../api/get-admin-settlements';
import { useSettle } from '../api/settle';
import { settlementColumns, type SettlementSelection } from '../components/settlement-columns';
import { SettlementDetailDialog } from '../components/settlement-detail-dialog';
import { approvableIds, PERIOD_OPTIONS, STATUS_OPTIONS } from '../components/settlement-format';
import { SettlementSummary } from '../components/settlement-summary';

const LIST_DEFAULTS: ListParamsDefaults<'period' | 'status'> = { sort: 'created', order: 'desc', filterKeys: ['period', 'status'] };

/**
 * 정산 관리 (/admin/sellers/settlements): sellers' settlements generated from purchase-confirmed
 * orders, searched, filtered and keyset-paged on the server; approved, held or paid from the
 * detail dialog, approved in bulk from the selection.
 */
export default function SettlementsPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const query = useAdminSettlements(apiQuery);
  const { data, error, isLoading, isValidating, mutate } = query;
  const { can } = useStaffSession();
  const canUpdate = can('sellers.settlements.update');
  const { selected: open, open: openRow, close } = useSelectedRow(data?.items);
  const { pending, bulkApprove, generate } = useSettle();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  // A new filter, sort or page starts with nothing selected.
  const listKey = JSON.stringify(apiQuery);
  useEffect(() => setChosen(new Set()), [listKey]);

  const rows = data?.items;
  const toggle = useCallback((id: string, on: boolean) => {
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const selection: SettlementSelection | null = useMemo(() => {
    if (!canUpdate) return null;
    const onPage = rows?.filter((r) => chosen.has(r.id)).length ?? 0;
    return {
      selected: chosen,
      toggle,
      all: onPage === 0 ? false : onPage === rows?.length ? true : 'indeterminate',
      toggleAll: (on) => setChosen(on ? new Set(rows?.map((r) => r.id)) : new Set()),
    };
  }, [canUpdate, chosen, rows, toggle]);
  const columns = useMemo(() => settlementColumns(openRow, selection), [openRow, selection]);
  const approvable = rows ? approvableIds(rows, chosen) : [];

  async function approveChosen() {
    try {
      await bulkApprove(approvable);
      setChosen(new Set());
    } catch {
      // The error is on a toast; the selection stays.
    }
  }

  return (
    <Stack gap="4">
      <PageHeader
        title="정산 관리"
        description="구매확정된 주문으로 셀러별 정산을 만들고, 승인·보류·지급합니다. 계좌번호는 마스킹되어 표시됩니다."
        actions={
          <HStack gap="2" wrap="wrap">
            {can('sellers.settlements.export') && (
              <ExportMenu label="정산 내역" request={(format) => exportAdminSettlements(apiQuery, format)} />
            )}
            {canUpdate && (
              <Button
                size="sm"
                variant="outline"
                loading={pending === 'generate'}
                disabled={pending !== null}
                onClick={() => void generate().catch(() => undefined)}
              >
                <LuRefreshCw aria-hidden />
                지금 정산 생성
              </Button>
            )}
          </HStack>
        }
      />
      {!(error && !data) && <SettlementSummary summary={data?.summary} />}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '정산번호, 브랜드명 검색' }}
        filters={[
          {
            key: 'period',
            label: '기간',
            value: params.filters.period,
            options: PERIOD_OPTIONS,
            onChange: (period) => setParams({ filters: { period } }),
          },
          {
            key: 'status',
            label: '상태',
            value: params.filters.status,
            options: STATUS_OPTIONS,
            onChange: (status) => setParams({ filters: { status } }),
          },
        ]}
      />
      {chosen.size > 0 && (
        <HStack
          role="region"
          aria-label="선택한 정산"
          justify="space-between"
          wrap="wrap"
          gap="2"
          px="3"
          py="2"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="l2"
          bg="bg.muted"
          data-testid="bulk-bar"
        >
          <Text fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {formatNumber(chosen.size)}건
            </Text>{' '}
            선택 · 승인 가능 {formatNumber(approvable.length)}건
          </Text>
          <HStack gap="2">
            <Button size="xs" variant="ghost" onClick={() => setChosen(new Set())}>
              선택 해제
            </Button>
            <Button
              size="xs"
              loading={pending === 'bulk'}
              disabled={pending !== null || approvable.length === 0}
              onClick={() => void approveChosen()}
            >
              <LuCheckCheck aria-hidden />
              일괄 승인
            </Button>
          </HStack>
        </HStack>
      )}
      {error && !data ? (
        <ErrorState
          title="정산 목록을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          label="정산 목록"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          page={params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={openRow}
          rowLabel={(r) => `${r.settlementNumber} 상세 보기`}
          emptyTitle="조건에 맞는 정산이 없습니다"
        />
      )}
      <SettlementDetailDialog item={open} canUpdate={canUpdate} onClose={close} />
    </Stack>
  );
}
