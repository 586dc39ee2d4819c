import { Box, Button, CloseButton, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { Table, Tag } from '@market/ui/chakra-more';
import type { ProductOptionInput } from '@market/domain/admin-products';
import { formatNumber } from '@market/domain/format';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import {
  addAxisValue,
  cellKey,
  gridFromOptions,
  numberFromInput,
  optionsFromGrid,
  removeAxisValue,
  SIZE_PRESETS,
  type OptionGrid,
} from './product-format';

function AxisInput({
  label,
  placeholder,
  values,
  onAdd,
  onRemove,
  testId,
}: {
  label: string;
  placeholder: string;
  values: string[];
  onAdd: (values: string[]) => void;
  onRemove: (v: string) => void;
  testId: string;
}) {
  const [text, setText] = useState('');
  const add = () => {
    onAdd(text.split(','));
    setText('');
  };
  return (
    <Stack gap="1.5">
      <HStack gap="2">
        <Input
          size="sm"
          value={text}
          placeholder={placeholder}
          aria-label={`${label} 추가`}
          data-testid={`${testId}-input`}
          maxLength={60}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button size="sm" variant="outline" onClick={add} aria-label={`${label} 추가하기`} data-testid={`${testId}-add`}>
          <LuPlus aria-hidden /> 추가
        </Button>
      </HStack>
      <HStack gap="1.5" wrap="wrap" minH="6">
        {values.map((v) => (
          <Tag.Root key={v} size="md" variant="subtle">
            <Tag.Label>{v}</Tag.Label>
            <Tag.EndElement>
              <CloseButton size="2xs" aria-label={`${label} ${v} 삭제`} onClick={() => onRemove(v)} />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </HStack>
    </Stack>
  );
}

/**
 * The options editor: colours and sizes, then the grid of colour × size with the stock of each
 * option. Every pair of the grid is an option (stock 0 when not typed); the product's stock is the sum.
 */
export function ProductOptionsEditor({
  value,
  onChange,
  invalid,
}: {
  value: ProductOptionInput[];
  onChange: (options: ProductOptionInput[]) => void;
  invalid?: boolean;
}) {
  const [grid, setGrid] = useState<OptionGrid>(() => gridFromOptions(value));
  const update = (next: OptionGrid) => {
    setGrid(next);
    onChange(optionsFromGrid(next));
  };
  const total = optionsFromGrid(grid).reduce((s, o) => s + (Number.isFinite(o.stock) ? o.stock : 0), 0);

  return (
    <Stack gap="3" data-testid="product-options-editor">
      <HStack gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Box flex="1" minW="220px">
          <Text fontSize="xs" color="fg.muted" mb="1">
            색상 (쉼표로 여러 개)
          </Text>
          <AxisInput
            label="색상"
            placeholder="블랙, 화이트"
            values={grid.colors}
            onAdd={(vs) => update(vs.reduce((g, v) => addAxisValue(g, 'colors', v), grid))}
            onRemove={(v) => update(removeAxisValue(grid, 'colors', v))}
            testId="option-color"
          />
        </Box>
        <Box flex="1" minW="220px">
          <HStack justify="space-between" mb="1">
            <Text fontSize="xs" color="fg.muted">
              사이즈
            </Text>
            <HStack gap="1">
              {SIZE_PRESETS.map((p) => (
                <Button
                  key={p.label}
                  size="2xs"
                  variant="ghost"
                  onClick={() => update(p.sizes.reduce((g, s) => addAxisValue(g, 'sizes', s), grid))}
                >
                  {p.label}
                </Button>
              ))}
            </HStack>
          </HStack>
          <AxisInput
            label="사이즈"
            placeholder="S, M, L"
            values={grid.sizes}
            onAdd={(vs) => update(vs.reduce((g, v) => addAxisValue(g, 'sizes', v), grid))}
            onRemove={(v) => update(removeAxisValue(grid, 'sizes', v))}
            testId="option-size"
          />
        </Box>
      </HStack>
      {grid.colors.length > 0 && grid.sizes.length > 0 ? (
        <Box overflowX="auto" borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="l2">
          <Table.Root size="sm" aria-label="옵션별 재고 (색상 × 사이즈)">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>색상 \ 사이즈</Table.ColumnHeader>
                {grid.sizes.map((s) => (
                  <Table.ColumnHeader key={s} textAlign="center">
                    {s}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {grid.colors.map((c) => (
                <Table.Row key={c}>
                  <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                    {c}
                  </Table.Cell>
                  {grid.sizes.map((s) => (
                    <Table.Cell key={s} p="1">
                      <Input
                        size="xs"
                        inputMode="numeric"
                        textAlign="end"
                        minW="16"
                        aria-label={`${c} ${s} 재고`}
                        data-testid={`option-stock-${c}-${s}`}
                        value={String(grid.stock[cellKey(c, s)] ?? 0)}
                        onChange={(e) =>
                          update({ ...grid, stock: { ...grid.stock, [cellKey(c, s)]: numberFromInput(e.currentTarget.value) ?? 0 } })
                        }
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          색상과 사이즈를 추가하면 옵션별 재고를 입력할 수 있습니다.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" data-testid="option-total">
        옵션 {formatNumber(grid.colors.length * grid.sizes.length)}개 · 총 재고 {formatNumber(total)}개
      </Text>
    </Stack>
  );
}
