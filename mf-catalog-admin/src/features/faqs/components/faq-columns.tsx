import { HStack, IconButton, Stack, Text } from '@market/ui/chakra';
import { preview } from '@market/domain/admin-content';
import { FAQ_STATUS_LABELS, type AdminFaq } from '@market/domain/admin-faqs';
import { formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { LuArrowDown, LuArrowUp, LuThumbsDown, LuThumbsUp } from 'react-icons/lu';
import { FAQ_STATUS_TONES, rateText } from './faq-format';

export interface FaqMoveControls {
  /** Null without the update permission: the arrows are not shown. */
  move: ((id: string, direction: 'up' | 'down') => void) | null;
  busy: boolean;
  /** The arrows only mean something in the display order (priority, ascending). */
  enabled: boolean;
}

/** The FAQ table (spec 001): question with the answer's first 100 characters and tags, category, priority with the arrows, views, votes, status. */
export function faqColumns(onOpen: (f: AdminFaq) => void, moving: FaqMoveControls): DataTableColumn<AdminFaq>[] {
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return [
    {
      key: 'question',
      header: '질문',
      sortKey: 'question',
      minW: '300px',
      cell: (f) => (
        <Stack gap="0.5" maxW="440px" minW="0">
          <Text fontWeight="medium" truncate data-testid="faq-question">
            {f.question}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {preview(f.answer, 100)}
          </Text>
          {f.tags.length > 0 && (
            <HStack gap="1" wrap="wrap">
              {f.tags.slice(0, 4).map((t) => (
                <StatusBadge key={t} tone="neutral" variant="outline">{`#${t}`}</StatusBadge>
              ))}
            </HStack>
          )}
        </Stack>
      ),
    },
    { key: 'category', header: '분류', sortKey: 'category', cell: (f) => <Text whiteSpace="nowrap">{f.categoryName}</Text> },
    {
      key: 'priority',
      header: '우선순위',
      sortKey: 'priority',
      cell: (f) => (
        <HStack gap="1" onClick={stop} onKeyDown={stop}>
          <Text fontVariantNumeric="tabular-nums" minW="6" textAlign="end" data-testid="faq-priority">
            {f.priority}
          </Text>
          {moving.move && (
            <>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`${f.question} 위로`}
                disabled={!moving.enabled || moving.busy}
                onClick={() => moving.move!(f.id, 'up')}
                data-testid="faq-up"
              >
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`${f.question} 아래로`}
                disabled={!moving.enabled || moving.busy}
                onClick={() => moving.move!(f.id, 'down')}
                data-testid="faq-down"
              >
                <LuArrowDown />
              </IconButton>
            </>
          )}
        </HStack>
      ),
    },
    {
      key: 'views',
      header: '조회수',
      sortKey: 'views',
      align: 'end',
      cell: (f) => <Text fontVariantNumeric="tabular-nums">{formatNumber(f.views)}</Text>,
    },
    {
      key: 'helpful',
      header: '도움됨',
      sortKey: 'helpful',
      cell: (f) => (
        <Stack gap="0" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text fontSize="sm">{rateText(f.helpfulRate)}</Text>
          <HStack gap="2" fontSize="xs" color="fg.muted">
            <HStack gap="0.5" aria-label={`도움됨 ${formatNumber(f.helpful)}`}>
              <LuThumbsUp size={11} aria-hidden />
              <Text>{formatNumber(f.helpful)}</Text>
            </HStack>
            <HStack gap="0.5" aria-label={`도움 안 됨 ${formatNumber(f.notHelpful)}`}>
              <LuThumbsDown size={11} aria-hidden />
              <Text>{formatNumber(f.notHelpful)}</Text>
            </HStack>
          </HStack>
        </Stack>
      ),
    },
    { ...statusColumn(FAQ_STATUS_TONES, FAQ_STATUS_LABELS, 'faq-status'), sortKey: 'status' },
    detailColumn(onOpen),
  ];
}
