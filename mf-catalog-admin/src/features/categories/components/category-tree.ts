import type { AdminCategory, AdminCategoryChild } from '@market/domain/admin-categories';

/** A row of the tree table: a parent (with whether it is open) or a child. */
export type CategoryTreeRow = (AdminCategory | AdminCategoryChild) & { open?: boolean; childCount: number };

/** How many parents are open before the operator touches anything (spec section 9). */
export const DEFAULT_OPEN_PARENTS = 2;

/**
 * The rows shown: each parent, then its children when open. A parent's own choice (`toggled`)
 * wins; otherwise the first two are open, or all of them while searching (to show what matched).
 */
export function visibleRows(items: readonly AdminCategory[], toggled: ReadonlyMap<string, boolean>, searching: boolean): CategoryTreeRow[] {
  const rows: CategoryTreeRow[] = [];
  items.forEach((parent, index) => {
    const open = toggled.get(parent.id) ?? (searching || index < DEFAULT_OPEN_PARENTS);
    rows.push({ ...parent, open, childCount: parent.children.length });
    if (open) for (const child of parent.children) rows.push({ ...child, childCount: 0 });
  });
  return rows;
}

/** The form's values: every field a string. */
export interface CategoryFormValues {
  name: string;
  slug: string;
  parentId: string;
  displayOrder: string;
  description: string;
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { name: '', slug: '', parentId: '', displayOrder: '0', description: '' };

export function categoryFormValues(c: Omit<AdminCategoryChild, 'children'>): CategoryFormValues {
  return { name: c.name, slug: c.slug, parentId: c.parentId ?? '', displayOrder: String(c.displayOrder), description: c.description };
}

/** The parent choices of the form: top level, or any top-level category other than the one edited. */
export function parentOptions(items: readonly AdminCategory[], editedId: string | null): { value: string; label: string }[] {
  return [{ value: '', label: '최상위 카테고리' }, ...items.filter((c) => c.id !== editedId).map((c) => ({ value: c.id, label: c.name }))];
}
