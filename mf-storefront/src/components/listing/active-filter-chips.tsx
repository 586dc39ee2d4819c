import { Button, HStack, Wrap } from '@market/ui/chakra';
import { LuRotateCcw, LuX } from 'react-icons/lu';
import type { FilterChip } from '../../lib/product-filters';

/** Active filters as removable chips, plus 'reset all filters' (spec 4). */
export function ActiveFilterChips({
  chips,
  onRemove,
  onReset,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onReset: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <HStack gap="2" align="start" wrap="wrap" aria-label="적용된 필터" role="group">
      <Wrap gap="1.5" flex="1">
        {chips.map((chip) => (
          <Button
            key={chip.key}
            size="xs"
            variant="subtle"
            rounded="full"
            data-testid="filter-chip"
            aria-label={`${chip.label} 필터 삭제`}
            onClick={() => onRemove(chip)}
          >
            {chip.label}
            <LuX aria-hidden />
          </Button>
        ))}
      </Wrap>
      <Button size="xs" variant="ghost" rounded="full" color="fg.muted" onClick={onReset} data-testid="reset-filters">
        <LuRotateCcw aria-hidden /> 필터 전체 초기화
      </Button>
    </HStack>
  );
}
