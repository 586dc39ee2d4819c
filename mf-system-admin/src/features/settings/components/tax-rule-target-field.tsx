import { Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import { ApiError } from '@market/api-client/api-fetch';
import type { TaxRuleType } from '@market/domain/settings-tax';
import { FormField } from '@market/ui/form-field';
import { useEffect, useRef, useState } from 'react';
import { TARGET_PRODUCT_LIMIT, useTargetBrands, useTargetCategories, useTargetProducts } from '../api/tax-rule-targets';

type AnyControl = NonNullable<Parameters<typeof FormField>[0]['control']>;
type RuleControl = object;

/** The add-rule dialog's form (useZodForm over CreateTaxRuleSchema), as far as the target needs it. */
export interface RuleTargetForm {
  control: object;
  watch(name: 'type' | 'targetId'): unknown;
  setValue(name: 'targetId', value: null): void;
}

const ID = 'rule-targetId';

/** The value once it has stopped changing for `ms` (one brand search per pause in typing). */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What a failed list says in the picker; without the catalogue's read permission the ID is typed instead. */
function listProblem(error: unknown): { forbidden: boolean; text: string } {
  const forbidden = error instanceof ApiError && error.status === 403;
  return {
    forbidden,
    text: forbidden ? '목록을 볼 권한이 없어 ID를 직접 입력합니다.' : '목록을 불러오지 못했습니다. ID를 직접 입력할 수 있습니다.',
  };
}

function IdInput({ control, label, helper }: { control: RuleControl; label: string; helper: string }) {
  return (
    <FormField control={control as AnyControl} id={ID} name="targetId" label={label} helper={helper}>
      {(field) => (
        <Input
          {...field}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
          size="sm"
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

function TargetSelect({
  control,
  label,
  placeholder,
  options,
  loading,
}: {
  control: RuleControl;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  loading: boolean;
}) {
  return (
    <FormField control={control as AnyControl} id={ID} name="targetId" label={label}>
      {(field) => (
        <NativeSelect.Root size="sm" disabled={loading}>
          <NativeSelect.Field
            {...field}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">{loading ? '불러오는 중…' : placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

/** The search box above a brand or product select (its label names what is searched). */
function TargetSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <Text fontSize="sm" fontWeight="500" asChild>
        <label htmlFor="rule-target-search">{label}</label>
      </Text>
      <Input
        id="rule-target-search"
        size="sm"
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

function CategoryTarget({ control }: { control: RuleControl }) {
  const { data, error } = useTargetCategories(true);
  if (error && !data) {
    const problem = listProblem(error);
    return <IdInput control={control} label="적용 대상 카테고리 ID" helper={problem.text} />;
  }
  // Parents, then each parent's children under it ("아우터 › 코트").
  const options = (data?.items ?? []).flatMap((c) => [
    { value: c.id, label: c.name },
    ...c.children.map((child) => ({ value: child.id, label: `${c.name} › ${child.name}` })),
  ]);
  return <TargetSelect control={control} label="적용 대상 카테고리" placeholder="카테고리 선택" options={options} loading={!data} />;
}

function BrandTarget({ control, chosen }: { control: RuleControl; chosen: string | null }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const { data, error } = useTargetBrands(true, q);
  const chosenLabel = useRef<{ id: string; name: string } | null>(null);
  if (error && !data) {
    const problem = listProblem(error);
    return <IdInput control={control} label="적용 대상 브랜드 ID" helper={problem.text} />;
  }
  const items = data?.items ?? [];
  const found = items.find((b) => b.id === chosen);
  if (found) chosenLabel.current = { id: found.id, name: found.name };
  // A brand chosen before the search changed stays selectable (and shown) while it is the value.
  const keep = chosen && !found && chosenLabel.current?.id === chosen ? [{ value: chosen, label: chosenLabel.current.name }] : [];
  const options = [...keep, ...items.map((b) => ({ value: b.id, label: b.nameEn ? `${b.name} (${b.nameEn})` : b.name }))];
  return (
    <Stack gap="2">
      <Stack gap="1">
        <TargetSearch label="브랜드 검색" placeholder="브랜드 이름" value={search} onChange={setSearch} />
        {data && data.total > items.length && (
          <Text fontSize="xs" color="fg.muted">
            {`검색 결과 ${data.total}개 중 ${items.length}개를 보여줍니다. 이름으로 좁혀 주세요.`}
          </Text>
        )}
      </Stack>
      <TargetSelect control={control} label="적용 대상 브랜드" placeholder="브랜드 선택" options={options} loading={!data} />
    </Stack>
  );
}

function ProductTarget({ control, chosen }: { control: RuleControl; chosen: string | null }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  // The keyset cursors of the pages before the current one (the first page has none).
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => setCursors([]), [q]);
  const { data, error } = useTargetProducts(true, q, cursors.at(-1));
  const chosenLabel = useRef<{ id: string; label: string } | null>(null);
  if (error && !data) {
    const problem = listProblem(error);
    return <IdInput control={control} label="적용 대상 상품 ID" helper={problem.text} />;
  }
  const items = data?.items ?? [];
  const label = (p: { name: string; brandName: string }) => `${p.name} · ${p.brandName}`;
  const found = items.find((p) => p.id === chosen);
  if (found) chosenLabel.current = { id: found.id, label: label(found) };
  // A product chosen on another page or before the search changed stays the value, and is shown.
  const keep = chosen && !found && chosenLabel.current?.id === chosen ? [{ value: chosen, label: chosenLabel.current.label }] : [];
  const options = [...keep, ...items.map((p) => ({ value: p.id, label: label(p) }))];
  const first = cursors.length * TARGET_PRODUCT_LIMIT + 1;
  return (
    <Stack gap="2">
      <Stack gap="1">
        <TargetSearch label="상품 검색" placeholder="상품 이름 또는 브랜드" value={search} onChange={setSearch} />
        {data && (
          <HStack justify="space-between" gap="2">
            <Text fontSize="xs" color="fg.muted" aria-live="polite">
              {items.length === 0 ? '검색 결과가 없습니다.' : `검색 결과 ${data.total}개 중 ${first}–${first + items.length - 1}번째`}
            </Text>
            <HStack gap="1">
              <Button
                type="button"
                size="xs"
                variant="outline"
                disabled={cursors.length === 0}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                이전 상품
              </Button>
              <Button
                type="button"
                size="xs"
                variant="outline"
                disabled={!data.nextCursor}
                onClick={() => data.nextCursor && setCursors((c) => [...c, data.nextCursor!])}
              >
                다음 상품
              </Button>
            </HStack>
          </HStack>
        )}
      </Stack>
      <TargetSelect control={control} label="적용 대상 상품" placeholder="상품 선택" options={options} loading={!data} />
    </Stack>
  );
}

/**
 * The add-rule dialog's target, by the rule's type: a category select (the admin category tree),
 * a brand select (the admin brand list, searched by name) or a product select (the admin product
 * list, searched by name or brand, paged); without the catalogue's read permission the ID is
 * typed instead. A general rule has no target. Changing the type clears the target, so a category's id
 * never goes out as a brand's.
 */
export function TaxRuleTargetField({ form }: { form: RuleTargetForm }) {
  const type = form.watch('type') as TaxRuleType;
  const chosen = (form.watch('targetId') as string | null) ?? null;
  const previous = useRef(type);
  const { setValue } = form;
  useEffect(() => {
    if (previous.current !== type) {
      previous.current = type;
      setValue('targetId', null);
    }
  }, [type, setValue]);

  const { control } = form;
  if (type === 'general') return null;
  if (type === 'category') return <CategoryTarget control={control} />;
  if (type === 'brand') return <BrandTarget control={control} chosen={chosen} />;
  return <ProductTarget control={control} chosen={chosen} />;
}
