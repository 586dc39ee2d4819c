import {
  ADMIN_PRODUCT_STATUS_LABELS,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PRODUCT_STOCK_FILTER_LABELS,
  ADMIN_PRODUCT_STOCK_FILTERS,
  LOW_STOCK_THRESHOLD,
  PRODUCT_BADGE_LABELS,
  productBadge,
  type AdminProduct,
  type AdminProductChoices,
  type AdminProductDetail,
  type ProductInput,
  type ProductInputValues,
  type ProductOptionInput,
  type ProductUpdate,
} from '@market/domain/admin-products';
import type { StatusTone } from '@market/ui/status-badge';

export type ProductBadge = ReturnType<typeof productBadge>;

export const BADGE_TONES: Record<ProductBadge, StatusTone> = {
  on_sale: 'success',
  low_stock: 'warning',
  sold_out: 'danger',
  inactive: 'neutral',
};

/** The status badge of a row (spec 001 section 4): 품절 / 재고 부족 / 판매중, or 판매 중지 for an archived product. */
export function badgeOf(p: Pick<AdminProduct, 'status' | 'stock'>): { badge: ProductBadge; label: string; tone: StatusTone } {
  const badge = productBadge(p.status, p.stock);
  return { badge, label: PRODUCT_BADGE_LABELS[badge], tone: BADGE_TONES[badge] };
}

/** How the stock figure is shown (spec 001 section 9): 0 red, under 20 orange with the warning icon. */
export function stockLevel(stock: number): 'out' | 'low' | 'ok' {
  if (stock <= 0) return 'out';
  return stock < LOW_STOCK_THRESHOLD ? 'low' : 'ok';
}

export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...ADMIN_PRODUCT_STATUSES.map((s) => ({ value: s, label: ADMIN_PRODUCT_STATUS_LABELS[s] })),
];

export const STOCK_OPTIONS = [
  { value: '', label: '전체 재고' },
  ...ADMIN_PRODUCT_STOCK_FILTERS.map((s) => ({ value: s, label: ADMIN_PRODUCT_STOCK_FILTER_LABELS[s] })),
];

/** The statuses an operator picks in the form (low stock follows the stock by itself). */
export const FORM_STATUS_OPTIONS = (['active', 'out_of_stock', 'inactive'] as const).map((s) => ({
  value: s,
  label: ADMIN_PRODUCT_STATUS_LABELS[s],
}));

export function brandOptions(choices: AdminProductChoices | undefined) {
  return [{ value: '', label: '전체 브랜드' }, ...(choices?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))];
}

/** Top-level categories (which take their children's products) and their children, indented. */
export function categoryOptions(choices: AdminProductChoices | undefined) {
  return [
    { value: '', label: '전체 카테고리' },
    ...(choices?.categories ?? []).flatMap((top) => [
      { value: top.id, label: top.name },
      ...top.children.map((c) => ({ value: c.id, label: `\u00a0\u00a0└ ${c.name}` })),
    ]),
  ];
}

/** '1,000' or '' for a price-range box. */
export function parseWon(text: string): number | undefined {
  const digits = text.replace(/[,\s원]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  return Number(digits);
}

// ---- the options editor (colours × sizes, stock per option)

/** The grid the editor shows: the colours and sizes in order, and the stock of each pair. */
export interface OptionGrid {
  colors: string[];
  sizes: string[];
  stock: Record<string, number>;
}

export const cellKey = (color: string, size: string) => `${color}\u0000${size}`;

export function gridFromOptions(options: readonly ProductOptionInput[]): OptionGrid {
  const colors = [...new Set(options.map((o) => o.color))];
  const sizes = [...new Set(options.map((o) => o.size))];
  return { colors, sizes, stock: Object.fromEntries(options.map((o) => [cellKey(o.color, o.size), o.stock])) };
}

/** Every colour × size of the grid as options (a pair never typed in holds 0). */
export function optionsFromGrid(grid: OptionGrid): ProductOptionInput[] {
  return grid.colors.flatMap((color) => grid.sizes.map((size) => ({ color, size, stock: grid.stock[cellKey(color, size)] ?? 0 })));
}

/** Adds a colour or size (trimmed, once); answers the grid unchanged for an empty or repeated name. */
export function addAxisValue(grid: OptionGrid, axis: 'colors' | 'sizes', value: string): OptionGrid {
  const v = value.trim();
  if (!v || grid[axis].includes(v)) return grid;
  return { ...grid, [axis]: [...grid[axis], v] };
}

export function removeAxisValue(grid: OptionGrid, axis: 'colors' | 'sizes', value: string): OptionGrid {
  return { ...grid, [axis]: grid[axis].filter((v) => v !== value) };
}

export const SIZE_PRESETS = [
  { label: 'S~XL', sizes: ['S', 'M', 'L', 'XL'] },
  { label: 'FREE', sizes: ['FREE'] },
  { label: '230~280', sizes: ['230', '240', '250', '260', '270', '280'] },
];

// ---- the form

export const EMPTY_PRODUCT_FORM: ProductInputValues = {
  name: '',
  nameEn: '',
  description: '',
  brandId: '',
  categoryId: '',
  price: undefined as unknown as number,
  salePrice: null,
  status: 'active',
  weightGrams: 500,
  options: [],
};

/** A product as the edit form's values. */
export function productFormValues(p: AdminProductDetail): ProductInputValues {
  return {
    name: p.name,
    nameEn: p.nameEn,
    description: p.description,
    brandId: p.brandId,
    categoryId: p.categoryId,
    price: p.price,
    salePrice: p.salePrice,
    status: p.status === 'low_stock' ? 'active' : p.status,
    weightGrams: p.weightGrams,
    options: p.options.map((o) => ({ color: o.color, size: o.size, stock: o.stock })),
  };
}

/** What an edit sends: only the fields that differ from the product (options compared as a whole). */
export function changedProductFields(before: AdminProductDetail, after: ProductInput): ProductUpdate {
  const was = productFormValues(before);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductInput)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(was[key])) out[key] = after[key];
  }
  return out as ProductUpdate;
}

/** An input's text as the form's number ('' → undefined, so the schema names the field). */
export function numberFromInput(text: string): number | undefined {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : (t as unknown as number);
}
