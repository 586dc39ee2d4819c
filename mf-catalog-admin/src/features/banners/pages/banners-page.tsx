import { Button, HStack } from '@market/ui/chakra';
import type { AdminBanner } from '@market/domain/admin-banners';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportBanners } from '../api/export-banners';
import { useAdminBanners } from '../api/get-admin-banners';
import { bannerColumns } from '../components/banner-columns';
import { BannerDetailDialog } from '../components/banner-detail-dialog';
import { POSITION_OPTIONS, STATUS_OPTIONS } from '../components/banner-format';
import { CreateBannerDialog, EditBannerDialog } from '../components/banner-form-dialog';
import { BannerSummary } from '../components/banner-summary';

const LIST_DEFAULTS: ListParamsDefaults<'position' | 'status'> = { sort: 'modified', order: 'desc', filterKeys: ['position', 'status'] };
const FILTERS = [
  { key: 'position', label: '위치', options: POSITION_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
] as const;

/** Banner management (/admin/marketing/banners): cards, search, filters and the table on the server; detail, create, edit, image and activate / deactivate. */
export default function BannersPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminBanners(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => bannerColumns(open), [open]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const canCreate = can('marketing.banners.create');

  return (
    <AdminListPage
      title="배너 관리"
      description="스토어의 위치별 배너를 등록하고 기간·우선순위를 정합니다. 활성 배너는 기간 안에서 우선순위 순서로 노출됩니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('marketing.banners.export') && <ExportMenu label="배너 목록" request={(format) => exportBanners(list.apiQuery, format)} />}
          {canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden /> 배너 등록
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <BannerSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="제목, 설명 검색"
      filters={FILTERS}
      label="배너 목록"
      errorTitle="배너 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 배너가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(b) => `${b.title} 상세 보기`}
    >
      <BannerDetailDialog item={selected} canUpdate={can('marketing.banners.update')} onClose={close} onEdit={(b) => setEditing(b)} />
      <EditBannerDialog banner={editing} onClose={() => setEditing(null)} />
      {canCreate && (
        <CreateBannerDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(b) => {
            setCreating(false);
            open(b);
          }}
        />
      )}
    </AdminListPage>
  );
}
