import { sql } from 'drizzle-orm';
import type { CategoryChild, CategoryNode, CategoryTree } from '@market/domain/product';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';

/** The storefront's category tree (routes/categories). */

/** `GET /api/categories`: active categories as a tree, counting listed products of active brands. */
export async function categoryTree(db: Db): Promise<CategoryTree> {
  const rows = await queryRows<{ id: string; parent_id: string | null; slug: string; name: string; icon: string | null; n: number }>(
    db,
    sql`select c.id, c.parent_id, c.slug, c.name, c.icon, coalesce(n.n, 0)::int as n
        from categories c
        left join (
          select p.category_id, count(*)::int as n from products p
          where p.status <> 'inactive' and p.brand_id <> all(array(select id from brands where status <> 'active'))
          group by p.category_id
        ) n on n.category_id = c.id
        where c.is_active
        order by c.display_order, c.name`,
  );
  const node = (r: (typeof rows)[number]) => ({ id: r.id, slug: r.slug, name: r.name, icon: r.icon, productCount: Number(r.n) });
  const roots = new Map<string, CategoryNode>(rows.filter((r) => !r.parent_id).map((r) => [r.id, { ...node(r), children: [] }]));
  for (const r of rows) {
    if (r.parent_id) roots.get(r.parent_id)?.children.push({ ...node(r), children: [] } satisfies CategoryChild);
  }
  for (const root of roots.values()) root.productCount += root.children.reduce((s, c) => s + c.productCount, 0);
  return { items: [...roots.values()] };
}
