import { Button, HStack } from '@market/ui/chakra';
import type { AdminCoupon } from '@market/domain/admin-coupons';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportCoupons } from '../api/export-coupons';
import { useAdminCoupons } from '../api/get-admin-coupons';
import { couponColumns } from '../components/coupon-columns';
import { CouponDetailDialog } from '../components/coupon-detail-dialog';
import { STATUS_OPTIONS, TYPE_OPTIONS } from '../components/coupon-format';
import { CreateCouponDialog, EditCouponDialog } from '../components/coupon-form-dialog';
import { CouponSummary } from '../components/coupon-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status' | 'type'> = { sort: 'created', order: 'desc', filterKeys: ['status', 'type'] };
const FILTERS = [
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
  { key: 'type', label: '할인 유형', options: TYPE_OPTIONS },
] as const;

/** Coupon management (/admin/marketing/coupons): cards, search, filters and the table on the server; detail, create, edit, activate / deactivate and delete. */
export default function CouponsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminCoupons(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => couponColumns(open), [open]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const canCreate = can('marketing.coupons.create');
  const total = query.data?.total;

  return (
    <AdminListPage
      title={total === undefined ? '쿠폰 관리' : `쿠폰 관리 (${total.toLocaleString('ko-KR')})`}
      description="할인 쿠폰을 만들고 사용 현황을 봅니다. 공개 쿠폰은 스토어 쿠폰존에서 회원이 직접 받습니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('marketing.coupons.export') && <ExportMenu label="쿠폰 목록" request={(format) => exportCoupons(list.apiQuery, format)} />}
          {canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden /> 쿠폰 생성
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <CouponSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="쿠폰 코드 또는 쿠폰명 검색"
      filters={FILTERS}
      label="쿠폰 목록"
      errorTitle="쿠폰 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 쿠폰이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(c) => `${c.code} 쿠폰 상세 보기`}
    >
      <CouponDetailDialog
        item={selected}
        can={{ update: can('marketing.coupons.update'), delete: can('marketing.coupons.delete') }}
        onClose={close}
        onEdit={(c) => setEditing(c)}
      />
      <EditCouponDialog coupon={editing} onClose={() => setEditing(null)} />
      {canCreate && (
        <CreateCouponDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(c) => {
            setCreating(false);
            open(c);
          }}
        />
      )}
    </AdminListPage>
  );
}
