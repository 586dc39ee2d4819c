import { Button, HStack } from '@market/ui/chakra';
import type { AdminEvent } from '@market/domain/admin-events';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportEvents, useAdminEvents } from '../api/events-api';
import { eventColumns } from '../components/event-columns';
import { EventDetailDialog, EventFormDialog } from '../components/event-dialogs';
import { STATUS_FILTER, TYPE_FILTER } from '../components/event-format';
import { EventSummary } from '../components/event-summary';

const LIST_DEFAULTS: ListParamsDefaults<'type' | 'status'> = { sort: 'start', order: 'desc', filterKeys: ['type', 'status'] };
const FILTERS = [
  { key: 'type', label: '유형', options: TYPE_FILTER },
  { key: 'status', label: '상태', options: STATUS_FILTER },
] as const;

/** Event management (/admin/content/events): the events page's events; create, edit, start, end, delete; participants from shoppers' entries. */
export default function EventsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminEvents(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => eventColumns(open), [open]);
  const [form, setForm] = useState<{ event: AdminEvent | null } | null>(null);

  return (
    <AdminListPage
      title="이벤트"
      description="이벤트 페이지에 게시되는 이벤트입니다. 예정·진행중 이벤트가 고객에게 보이고, 진행중 이벤트에 고객이 참여합니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('content.events.export') && <ExportMenu label="이벤트 목록" request={(format) => exportEvents(list.apiQuery, format)} />}
          {can('content.events.create') && (
            <Button size="sm" onClick={() => setForm({ event: null })} data-testid="event-create">
              <LuPlus aria-hidden /> 이벤트 생성
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <EventSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="이벤트명, 설명 검색"
      filters={FILTERS}
      label="이벤트 목록"
      errorTitle="이벤트 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 이벤트가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(e) => `${e.title} 상세 보기`}
    >
      <EventDetailDialog
        event={selected}
        canUpdate={can('content.events.update')}
        canDelete={can('content.events.delete')}
        onClose={close}
        onEdit={(e) => setForm({ event: e })}
      />
      <EventFormDialog
        open={form !== null}
        event={form?.event ?? null}
        onClose={() => setForm(null)}
        onSaved={(e) => {
          if (!form?.event) open(e);
        }}
      />
    </AdminListPage>
  );
}
