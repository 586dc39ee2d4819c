import { Button } from '@market/ui/chakra';
import type { SearchSynonym } from '@market/domain/search-synonyms';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage } from '@market/ui/admin-list';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useSearchSynonyms, useSearchSynonymWrites } from '../api/search-synonyms-api';
import { synonymColumns } from '../components/synonym-columns';
import { DIRECTION_FILTER } from '../components/synonym-format';
import { SynonymFormDialog } from '../components/synonym-form-dialog';
import { SynonymSummary } from '../components/synonym-summary';

const LIST_DEFAULTS: ListParamsDefaults<'direction'> = { sort: 'term', order: 'asc', filterKeys: ['direction'] };
const FILTERS = [{ key: 'direction', label: '방향', options: DIRECTION_FILTER }] as const;
const ASCENDING_FIRST = ['term'];

/**
 * 검색 사전 (/admin/catalog/search-synonyms): the storefront search's synonym and spelling
 * dictionary (issue 17), searched, filtered, sorted and paged on the server; add, edit, delete.
 * A write applies to the next storefront search (the API drops the search caches).
 */
export default function SearchSynonymsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useSearchSynonyms(list.apiQuery);
  const { can } = useStaffSession();
  const { pending, remove } = useSearchSynonymWrites();
  const [form, setForm] = useState<{ synonym: SearchSynonym | null } | null>(null);
  const [deleting, setDeleting] = useState<SearchSynonym | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a delete the row's button is gone: focus goes to 동의어 추가 (or the search box).
  const deleted = useRef(false);
  const columns = useMemo(
    () =>
      synonymColumns({
        onEdit: can('catalog.categories.update') ? (s) => setForm({ synonym: s }) : null,
        onDelete: can('catalog.categories.delete') ? (s) => setDeleting(s) : null,
        busy: pending !== null,
      }),
    [can, pending],
  );

  return (
    <AdminListPage
      title="검색 사전"
      description="스토어 검색이 쓰는 동의어·철자 사전입니다. 양방향은 모든 단어가 서로를 대신하고, 단방향은 검색어만 동의어까지 넓혀 찾습니다. 저장하면 다음 검색부터 바로 반영됩니다."
      actions={
        can('catalog.categories.create') && (
          <Button ref={addButton} size="sm" onClick={() => setForm({ synonym: null })} data-testid="synonym-create">
            <LuPlus aria-hidden /> 동의어 추가
          </Button>
        )
      }
      summary={!query.error && <SynonymSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="검색어 또는 동의어 검색"
      filters={FILTERS}
      label="검색 사전 목록"
      errorTitle="검색 사전을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 검색어가 없습니다"
      columns={columns}
      ascendingFirst={ASCENDING_FIRST}
    >
      {form && <SynonymFormDialog key={form.synonym?.id ?? 'new'} synonym={form.synonym} onClose={() => setForm(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && pending !== 'delete') setDeleting(null);
        }}
        title={deleting ? `'${deleting.term}' 검색어를 사전에서 삭제할까요?` : ''}
        description="삭제하면 되돌릴 수 없고, 다음 검색부터 이 검색어의 동의어가 쓰이지 않습니다."
        confirmLabel="삭제"
        destructive
        busy={pending === 'delete'}
        testId="synonym-delete"
        finalFocusEl={() => {
          if (!deleted.current) return null;
          deleted.current = false;
          return addButton.current ?? document.querySelector<HTMLElement>('[data-testid="filter-search"]');
        }}
        onConfirm={() =>
          void remove(deleting!.id).then(
            () => {
              deleted.current = true;
              setDeleting(null);
            },
            // The error notice is shown; the dialog stays for another try.
            () => undefined,
          )
        }
      />
    </AdminListPage>
  );
}
