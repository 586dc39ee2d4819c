import { Box, Button, HStack, IconButton, Stack, Text } from '@market/ui/chakra';
import { CATEGORY_STATUS_LABELS } from '@market/domain/admin-categories';
import { formatDate, formatNumber } from '@market/domain/format';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { CategoryTreeRow } from './category-tree';

interface Handlers {
  onToggleOpen: (row: CategoryTreeRow) => void;
  onEdit: (row: CategoryTreeRow) => void;
  onToggleActive: (row: CategoryTreeRow) => void;
  canUpdate: boolean;
  pending: string | null;
}

/** The tree table's columns (spec: category with description and slug, products, display order, status, created, edit and toggle). */
export function categoryColumns({
  onToggleOpen,
  onEdit,
  onToggleActive,
  canUpdate,
  pending,
}: Handlers): DataTableColumn<CategoryTreeRow>[] {
  return [
    {
      key: 'category',
      header: '카테고리',
      sortKey: 'name',
      minW: '280px',
      cell: (c) => (
        <HStack gap="2" pl={c.level === 1 ? '8' : '0'} align="start">
          {c.level === 0 ? (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={`${c.name} ${c.open ? '접기' : '펼치기'}`}
              aria-expanded={c.open}
              disabled={c.childCount === 0}
              onClick={(e) => {
                e.stopPropagation();
                onToggleOpen(c);
              }}
              data-testid="category-expand"
            >
              {c.open ? <LuChevronDown /> : <LuChevronRight />}
            </IconButton>
          ) : (
            <Box w="1" h="5" borderLeftWidth="2px" borderColor="border" flexShrink={0} aria-hidden />
          )}
          <Stack gap="0" minW="0">
            <Text fontWeight={c.level === 0 ? 'semibold' : 'medium'} truncate data-testid="category-name">
              {c.name}
              {c.level === 0 && c.childCount > 0 && (
                <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" ms="1.5">
                  하위 {c.childCount}
                </Text>
              )}
            </Text>
            {c.description && (
              <Text fontSize="xs" color="fg.muted" truncate maxW="360px">
                {c.description}
              </Text>
            )}
            <Text fontSize="xs" color="fg.subtle" fontFamily="mono">
              {c.slug}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { key: 'products', header: '상품 수', sortKey: 'products', align: 'end', cell: (c) => formatNumber(c.productCount) },
    { key: 'order', header: '표시 순서', sortKey: 'order', align: 'end', cell: (c) => formatNumber(c.displayOrder) },
    {
      key: 'status',
      header: '상태',
      sortKey: 'status',
      cell: (c) => (
        <StatusBadge tone={c.isActive ? 'success' : 'neutral'} data-testid="category-status">
          {CATEGORY_STATUS_LABELS[c.isActive ? 'active' : 'inactive']}
        </StatusBadge>
      ),
    },
    { key: 'created', header: '생성일', sortKey: 'created', cell: (c) => formatDate(c.createdAt) },
    {
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (c) =>
        canUpdate ? (
          <HStack gap="1" justify="end">
            <Button size="xs" variant="outline" disabled={pending !== null} onClick={() => onEdit(c)} aria-label={`${c.name} 수정`}>
              수정
            </Button>
            <Button
              size="xs"
              variant={c.isActive ? 'outline' : 'solid'}
              colorPalette={c.isActive ? 'red' : undefined}
              loading={pending === `toggle:${c.id}`}
              disabled={pending !== null}
              onClick={() => onToggleActive(c)}
              aria-label={`${c.name} ${c.isActive ? '비활성화' : '활성화'}`}
              data-testid="category-toggle"
            >
              {c.isActive ? '비활성화' : '활성화'}
            </Button>
          </HStack>
        ) : (
          '-'
        ),
    },
  ];
}
