import { Button, HStack, Text, Wrap } from '@market/ui/chakra';
import { SYNONYM_DIRECTION_LABELS, type SearchSynonym } from '@market/domain/search-synonyms';
import type { DataTableColumn } from '@market/ui/data-table';
import { DateTimeText } from '@market/ui/date-time-text';
import { StatusBadge } from '@market/ui/status-badge';
import { DIRECTION_TONES, directionOf } from './synonym-format';

export interface SynonymRowActions {
  /** Null without the permission: the button is not shown. */
  onEdit: ((s: SearchSynonym) => void) | null;
  onDelete: ((s: SearchSynonym) => void) | null;
  busy: boolean;
}

/** The dictionary table: word, its synonyms, direction, last change, and 수정 / 삭제. */
export function synonymColumns({ onEdit, onDelete, busy }: SynonymRowActions): DataTableColumn<SearchSynonym>[] {
  const columns: DataTableColumn<SearchSynonym>[] = [
    {
      key: 'term',
      header: '검색어',
      sortKey: 'term',
      cell: (s) => (
        <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="synonym-term">
          {s.term}
        </Text>
      ),
    },
    {
      key: 'synonyms',
      header: '동의어',
      minW: '280px',
      cell: (s) => (
        <Wrap gap="1" maxW="520px" data-testid="synonym-words-cell">
          {s.synonyms.map((w) => (
            <StatusBadge key={w} tone="neutral" variant="outline">
              {w}
            </StatusBadge>
          ))}
        </Wrap>
      ),
    },
    {
      key: 'direction',
      header: '방향',
      cell: (s) => (
        <StatusBadge tone={DIRECTION_TONES[directionOf(s)]} data-testid="synonym-direction">
          {SYNONYM_DIRECTION_LABELS[directionOf(s)]}
        </StatusBadge>
      ),
    },
    { key: 'updated', header: '최근 수정', sortKey: 'updated', cell: (s) => <DateTimeText value={s.updatedAt} /> },
  ];
  if (onEdit || onDelete)
    columns.push({
      key: 'actions',
      header: '관리',
      align: 'end',
      sticky: true,
      cell: (s) => (
        <HStack gap="1" justify="end">
          {onEdit && (
            <Button size="xs" variant="outline" disabled={busy} onClick={() => onEdit(s)} aria-label={`${s.term} 수정`}>
              수정
            </Button>
          )}
          {onDelete && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => onDelete(s)}
              aria-label={`${s.term} 삭제`}
            >
              삭제
            </Button>
          )}
        </HStack>
      ),
    });
  return columns;
}
