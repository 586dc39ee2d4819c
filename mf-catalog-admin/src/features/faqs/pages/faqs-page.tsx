import { Button, HStack } from '@market/ui/chakra';
import type { AdminFaq } from '@market/domain/admin-faqs';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportFaqs, useAdminFaqs, useFaqWrites } from '../api/faqs-api';
import { faqColumns } from '../components/faq-columns';
import { FaqDetailDialog, FaqFormDialog } from '../components/faq-dialogs';
import { CATEGORY_FILTER, STATUS_FILTER } from '../components/faq-format';
import { FaqPreview, FaqSummary } from '../components/faq-summary';

const LIST_DEFAULTS: ListParamsDefaults<'category' | 'status'> = { sort: 'priority', order: 'asc', filterKeys: ['category', 'status'] };
const FILTERS = [
  { key: 'category', label: '분류', options: CATEGORY_FILTER },
  { key: 'status', label: '상태', options: STATUS_FILTER },
] as const;

/** FAQ management (/admin/content/faqs): the customer service FAQ in priority order; arrows reorder, publish / unpublish, add, edit, delete. */
export default function FaqsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminFaqs(list.apiQuery);
  const { can } = useStaffSession();
  const { pending, move } = useFaqWrites();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const canUpdate = can('content.faqs.update');
  const ordered = list.params.sort === 'priority' && list.params.order === 'asc';
  const columns = useMemo(
    () =>
      faqColumns(open, {
        move: canUpdate ? (id, direction) => void move(id, direction).catch(() => undefined) : null,
        busy: pending !== null,
        enabled: ordered,
      }),
    [open, canUpdate, move, pending, ordered],
  );
  const [form, setForm] = useState<{ faq: AdminFaq | null } | null>(null);

  return (
    <AdminListPage
      title="FAQ"
      description="고객센터 자주 묻는 질문입니다. 우선순위 순서대로 보이며, 화살표로 순서를 바꿉니다. 조회수와 평가는 고객이 남깁니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('content.faqs.export') && <ExportMenu label="FAQ 목록" request={(format) => exportFaqs(list.apiQuery, format)} />}
          {can('content.faqs.create') && (
            <Button size="sm" onClick={() => setForm({ faq: null })} data-testid="faq-create">
              <LuPlus aria-hidden /> FAQ 추가
            </Button>
          )}
        </HStack>
      }
      summary={
        !query.error && (
          <>
            <FaqSummary summary={query.data?.summary} />
            <FaqPreview rows={query.data?.items} />
          </>
        )
      }
      list={list}
      query={query}
      searchPlaceholder="질문, 답변, 태그 검색"
      filters={FILTERS}
      label="FAQ 목록"
      errorTitle="FAQ 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 FAQ가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(f) => `${f.question} 상세 보기`}
    >
      <FaqDetailDialog
        faq={selected}
        canUpdate={canUpdate}
        canDelete={can('content.faqs.delete')}
        onClose={close}
        onEdit={(f) => setForm({ faq: f })}
      />
      <FaqFormDialog
        open={form !== null}
        faq={form?.faq ?? null}
        onClose={() => setForm(null)}
        onSaved={(f) => {
          if (!form?.faq) open(f);
        }}
      />
    </AdminListPage>
  );
}
