import { Button, HStack } from '@market/ui/chakra';
import type { AdminPromotion } from '@market/domain/admin-promotions';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportPromotions } from '../api/export-promotions';
import { useAdminPromotions } from '../api/get-admin-promotions';
import { promotionColumns } from '../components/promotion-columns';
import { PromotionDetailDialog } from '../components/promotion-detail-dialog';
import { STATUS_OPTIONS, TYPE_OPTIONS } from '../components/promotion-format';
import { CreatePromotionDialog, EditPromotionDialog } from '../components/promotion-form-dialog';
import { PromotionSummary } from '../components/promotion-summary';

const LIST_DEFAULTS: ListParamsDefaults<'type' | 'status'> = { sort: 'created', order: 'desc', filterKeys: ['type', 'status'] };
const FILTERS = [
  { key: 'type', label: '유형', options: TYPE_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
] as const;

/** Promotion management (/admin/marketing/promotions): cards, search, filters and the table on the server; detail with the daily chart, create, edit, activate and pause. */
export default function PromotionsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminPromotions(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => promotionColumns(open), [open]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminPromotion | null>(null);
  const canCreate = can('marketing.promotions.create');

  return (
    <AdminListPage
      title="프로모션 관리"
      description="기획전·할인 프로모션의 예산과 기간, 적용 범위를 정하고 성과를 봅니다. 노출·클릭은 스토어에서, 전환·매출은 주문에서 집계됩니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('marketing.promotions.export') && (
            <ExportMenu label="프로모션 목록" request={(format) => exportPromotions(list.apiQuery, format)} />
          )}
          {canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden /> 프로모션 등록
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <PromotionSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="이름, 설명 검색"
      filters={FILTERS}
      label="프로모션 목록"
      errorTitle="프로모션 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 프로모션이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(p) => `${p.name} 상세 보기`}
    >
      <PromotionDetailDialog item={selected} canUpdate={can('marketing.promotions.update')} onClose={close} onEdit={(p) => setEditing(p)} />
      <EditPromotionDialog promotion={editing} onClose={() => setEditing(null)} />
      {canCreate && (
        <CreatePromotionDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(p) => {
            setCreating(false);
            open(p);
          }}
        />
      )}
    </AdminListPage>
  );
}
