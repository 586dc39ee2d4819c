import type { AdminCategory } from '@market/domain/admin-categories';
import { categoryFormValues, parentOptions, visibleRows } from './category-tree';

const node = (id: string, children: string[] = []): AdminCategory => ({
  id,
  name: id,
  slug: id,
  description: '',
  parentId: null,
  level: 0,
  displayOrder: 0,
  isActive: true,
  productCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  children: children.map((c) => ({ ...node(c), parentId: id, level: 1, children: [] as [] })) as AdminCategory['children'],
});

describe('category tree rows', () => {
  const items = [node('a', ['a1', 'a2']), node('b', ['b1']), node('c', ['c1'])];

  it('opens the first two parents by default', () => {
    expect(visibleRows(items, new Map(), false).map((r) => r.id)).toEqual(['a', 'a1', 'a2', 'b', 'b1', 'c']);
  });

  it('follows the operator and opens every parent while searching', () => {
    const toggled = new Map([
      ['a', false],
      ['c', true],
    ]);
    expect(visibleRows(items, toggled, false).map((r) => r.id)).toEqual(['a', 'b', 'b1', 'c', 'c1']);
    expect(visibleRows(items, new Map(), true)).toHaveLength(7);
  });

  it('offers top level or another top-level category as parent, never itself', () => {
    expect(parentOptions(items, 'b').map((o) => o.value)).toEqual(['', 'a', 'c']);
    expect(categoryFormValues(items[0]!.children[0]!)).toMatchObject({ parentId: 'a', displayOrder: '0' });
  });
});
