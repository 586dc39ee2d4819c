import { Box, Button, HStack, Stack, Text, Wrap } from '@market/ui/chakra';
import { Accordion } from '@market/ui/chakra-interactive';
import { Checkbox, Slider } from '@market/ui/chakra-form-controls';
import type { ProductFacets } from '@market/domain/product';
import { useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@market/domain/catalog-rules';
import { SWATCH_COLOR_NAMES, colorLabel, swatchFor } from '../../lib/color-swatches';
import { snapPrice, type ListingFilters } from '../../lib/product-filters';
import { formatNumber, formatKRW } from '@market/domain/format';

export type ListingFiltersChange = (patch: Partial<ListingFilters>, options?: { replace?: boolean }) => void;

/** Spec 9: the brand group lists the first 10 brands. */
const BRAND_LIMIT = 10;
const GROUPS = ['brand', 'color', 'size', 'price', 'flags'] as const;

function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function Group({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <Accordion.Item value={value} borderColor="border">
      <Accordion.ItemTrigger py="3" fontWeight="700" fontSize="sm" cursor="pointer">
        <Text flex="1" textAlign="start">
          {title}
        </Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody pt="1" pb="4">
          {children}
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

function FlagCheckbox({ checked, label, onChange }: { checked: boolean; label: string; onChange: (v: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="500">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Two-thumb price slider (0-1,000,000 won, step 10,000); commits when the drag ends. */
function PriceSlider({ min, max, onCommit }: { min: number; max: number; onCommit: (range: [number, number]) => void }) {
  const [draft, setDraft] = useState<[number, number]>([min, max]);
  const [shown, setShown] = useState<[number, number]>([min, max]);
  if (shown[0] !== min || shown[1] !== max) {
    setShown([min, max]);
    setDraft([min, max]);
  }
  return (
    <Stack gap="3">
      <Slider.Root
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        minStepsBetweenThumbs={1}
        value={draft}
        size="sm"
        colorPalette="brand"
        aria-label={['최소 가격', '최대 가격']}
        getAriaValueText={({ value }) => formatKRW(value)}
        onValueChange={(e) => setDraft([e.value[0] ?? PRICE_MIN, e.value[1] ?? PRICE_MAX])}
        onValueChangeEnd={(e) => onCommit([snapPrice(e.value[0] ?? PRICE_MIN), snapPrice(e.value[1] ?? PRICE_MAX)])}
        data-testid="price-slider"
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-live="polite">
        <Text>{formatKRW(draft[0])}</Text>
        <Text>{draft[1] >= PRICE_MAX ? `${formatKRW(PRICE_MAX)} 이상` : formatKRW(draft[1])}</Text>
      </HStack>
    </Stack>
  );
}

/**
 * The listing's filter panel: brand (first 10 from the facets), colour swatches, sizes, price
 * slider and new/best/sale/in-stock. Groups collapse; all are open at first (spec 4).
 */
export function FilterSidebar({
  filters,
  facets,
  onChange,
}: {
  filters: ListingFilters;
  facets: ProductFacets | undefined;
  onChange: ListingFiltersChange;
}) {
  const brands = facets?.brands.slice(0, BRAND_LIMIT) ?? [];
  const colorCounts = new Map(facets?.colors.map((c) => [c.value, c.count]));
  const sizes = facets?.sizes ?? [];
  return (
    <Box as="section" aria-label="상품 필터" data-testid="filter-sidebar">
      <Accordion.Root multiple defaultValue={[...GROUPS]} variant="plain" size="sm">
        <Group value="brand" title="브랜드">
          {brands.length === 0 && !filters.brand ? (
            <Text fontSize="sm" color="fg.subtle">
              {facets ? '표시할 브랜드가 없습니다' : '불러오는 중...'}
            </Text>
          ) : (
            <Stack gap="2">
              {brands.map((b) => (
                <Checkbox.Root
                  key={b.id}
                  size="sm"
                  checked={filters.brand === b.id}
                  onCheckedChange={(e) => onChange({ brand: e.checked === true ? b.id : '' })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="500" flex="1">
                    {b.name}
                  </Checkbox.Label>
                  <Text as="span" fontSize="xs" color="fg.subtle">
                    {formatNumber(b.count)}
                  </Text>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
        </Group>
        <Group value="color" title="색상">
          <Wrap gap="2.5" role="group" aria-label="색상">
            {SWATCH_COLOR_NAMES.map((color) => {
              const selected = filters.colors.includes(color);
              const count = colorCounts.get(color);
              return (
                <Button
                  key={color}
                  variant="plain"
                  p="0"
                  minW="0"
                  h="auto"
                  flexDirection="column"
                  gap="1"
                  aria-pressed={selected}
                  aria-label={`${colorLabel(color)} (${color})${count !== undefined ? `, ${count}개` : ''}`}
                  title={colorLabel(color)}
                  onClick={() => onChange({ colors: toggle(filters.colors, color) })}
                  data-testid="color-swatch"
                >
                  <Box
                    as="span"
                    w="7"
                    h="7"
                    rounded="full"
                    borderWidth="1px"
                    borderColor="border.emphasized"
                    outline={selected ? '2px solid' : 'none'}
                    outlineColor="fg"
                    outlineOffset="2px"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    css={{ background: swatchFor(color) }}
                  >
                    {selected && (
                      <Box as="span" bg="bg" color="fg" rounded="full" p="0.5" display="inline-flex" fontSize="2xs">
                        <LuCheck />
                      </Box>
                    )}
                  </Box>
                  <Text as="span" fontSize="2xs" color={selected ? 'fg' : 'fg.muted'} fontWeight={selected ? '700' : '500'}>
                    {colorLabel(color)}
                  </Text>
                </Button>
              );
            })}
          </Wrap>
        </Group>
        <Group value="size" title="사이즈">
          {sizes.length === 0 && filters.sizes.length === 0 ? (
            <Text fontSize="sm" color="fg.subtle">
              {facets ? '표시할 사이즈가 없습니다' : '불러오는 중...'}
            </Text>
          ) : (
            <Wrap gap="1.5" role="group" aria-label="사이즈">
              {[...new Set([...filters.sizes, ...sizes.map((s) => s.value)])].map((size) => {
                const selected = filters.sizes.includes(size);
                return (
                  <Button
                    key={size}
                    size="xs"
                    minW="11"
                    variant={selected ? 'solid' : 'outline'}
                    aria-pressed={selected}
                    onClick={() => onChange({ sizes: toggle(filters.sizes, size) })}
                  >
                    {size}
                  </Button>
                );
              })}
            </Wrap>
          )}
        </Group>
        <Group value="price" title="가격">
          <PriceSlider
            min={filters.minPrice}
            max={filters.maxPrice}
            onCommit={([minPrice, maxPrice]) => onChange({ minPrice, maxPrice })}
          />
        </Group>
        <Group value="flags" title="상품 구분">
          <Stack gap="2.5">
            <FlagCheckbox checked={filters.isNew} label="신상품" onChange={(isNew) => onChange({ isNew })} />
            <FlagCheckbox checked={filters.best} label="베스트" onChange={(best) => onChange({ best })} />
            <FlagCheckbox checked={filters.sale} label="세일 상품" onChange={(sale) => onChange({ sale })} />
            <FlagCheckbox checked={filters.inStock} label="재고 있는 상품만" onChange={(inStock) => onChange({ inStock })} />
          </Stack>
        </Group>
      </Accordion.Root>
    </Box>
  );
}
