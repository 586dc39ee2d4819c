import { sql } from 'drizzle-orm';
import { rebuildSalesRollups } from '../../services/sales-rollups';
import type { Executor } from './bulk';

/**
 * Stored statistics (counts, sums, averages) recomputed from the rows they summarise, set-based,
 * so they agree with the orders, reviews and follows the seed wrote. The invariant tests compare
 * them with the same definitions. `now` fixes the 30-day revenue window.
 */
export async function refreshStatistics(db: Executor, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  await db.execute(sql`
    with s as (
      select p.id, coalesce(sum(l.quantity) filter (where o.status <> 'cancelled'), 0)::int as sold
      from products p left join order_lines l on l.product_id = p.id left join orders o on o.id = l.order_id
      group by p.id)
    update products p set sold_count = s.sold from s where s.id = p.id and p.sold_count <> s.sold`);
  await db.execute(sql`
    with r as (
      select p.id, count(rv.id) filter (where rv.status = 'approved')::int as n,
             coalesce(round(avg(rv.rating) filter (where rv.status = 'approved'), 2), 0) as avg
      from products p left join reviews rv on rv.product_id = p.id group by p.id)
    update products p set review_count = r.n, rating = r.avg from r where r.id = p.id and (p.review_count <> r.n or p.rating <> r.avg)`);
  await db.execute(sql`
    with pc as (select brand_id, count(*)::int as n from products group by brand_id),
         fc as (select brand_id, count(*)::int as n from brand_follows group by brand_id),
         rev as (select l.brand_id, sum(l.line_total)::bigint as amount from order_lines l join orders o on o.id = l.order_id
                 where o.status <> 'cancelled' and o.created_at >= ${since}::timestamptz group by l.brand_id),
         rt as (select p.brand_id, round(avg(rv.rating), 2) as avg from reviews rv join products p on p.id = rv.product_id where rv.status = 'approved' group by p.brand_id)
    update brands b set product_count = coalesce(pc.n, 0), followers = coalesce(fc.n, 0), monthly_revenue = coalesce(rev.amount, 0), average_rating = coalesce(rt.avg, 0)
    from brands b2 left join pc on pc.brand_id = b2.id left join fc on fc.brand_id = b2.id left join rev on rev.brand_id = b2.id left join rt on rt.brand_id = b2.id
    where b2.id = b.id`);
  await db.execute(sql`
    with pc as (select seller_id, count(*)::int as n, (count(*) filter (where status <> 'inactive'))::int as active from products group by seller_id),
         rev as (select l.seller_id, sum(l.line_total)::bigint as amount from order_lines l join orders o on o.id = l.order_id
                 where o.status <> 'cancelled' and o.created_at >= ${since}::timestamptz group by l.seller_id)
    update sellers s set product_count = coalesce(pc.n, 0), active_product_count = coalesce(pc.active, 0), monthly_revenue = coalesce(rev.amount, 0)
    from sellers s2 left join pc on pc.seller_id = s2.id left join rev on rev.seller_id = s2.id
    where s2.id = s.id`);
  await db.execute(sql`
    with direct as (select category_id, count(*)::int as n from products group by category_id),
         total as (select c.id, coalesce(d.n, 0) + coalesce((select sum(d2.n) from categories k join direct d2 on d2.category_id = k.id where k.parent_id = c.id), 0)::int as n
                   from categories c left join direct d on d.category_id = c.id)
    update categories c set product_count = total.n from total where total.id = c.id`);
  await db.execute(sql`
    with o as (
      select customer_id,
             (count(*) filter (where status <> 'cancelled'))::int as orders,
             coalesce(sum(total) filter (where status not in ('pending', 'cancelled')), 0)::bigint as paid,
             coalesce(sum(coupon_discount + points_used) filter (where status <> 'cancelled'), 0)::bigint as saved,
             max(created_at) filter (where status <> 'cancelled') as last_order
      from orders where customer_id is not null group by customer_id),
    rf as (select o.customer_id, count(*)::int as n, coalesce(sum(r.amount) filter (where r.return_id is not null), 0)::bigint as returned
           from refunds r join orders o on o.id = r.order_id where r.status = 'completed' and o.customer_id is not null group by o.customer_id),
    rv as (select customer_id, count(*)::int as n from reviews where customer_id is not null group by customer_id),
    q as (select customer_id, count(*)::int as n from qnas where customer_id is not null group by customer_id),
    cu as (select customer_id, count(*)::int as n from coupon_redemptions where released_at is null and customer_id is not null group by customer_id),
    pt as (select customer_id, sum(delta)::int as n from points_ledger group by customer_id)
    update customers c set
      total_orders = coalesce(o.orders, 0), total_spent = coalesce(o.paid, 0) - coalesce(rf.returned, 0), total_saved = coalesce(o.saved, 0),
      last_order_at = o.last_order, refund_count = coalesce(rf.n, 0), review_count = coalesce(rv.n, 0), qna_count = coalesce(q.n, 0),
      coupon_used = coalesce(cu.n, 0), points = coalesce(pt.n, 0)
    from customers c2 left join o on o.customer_id = c2.id left join rf on rf.customer_id = c2.id left join rv on rv.customer_id = c2.id
      left join q on q.customer_id = c2.id left join cu on cu.customer_id = c2.id left join pt on pt.customer_id = c2.id
    where c2.id = c.id`);
  await db.execute(sql`
    with u as (select coupon_id, count(*)::int as n from coupon_redemptions where released_at is null group by coupon_id)
    update coupons c set used_quantity = coalesce(u.n, 0), total_quantity = greatest(c.total_quantity, coalesce(u.n, 0))
    from coupons c2 left join u on u.coupon_id = c2.id where c2.id = c.id`);
  // The dashboard's daily sales rollups, from the orders just written (the job keeps them current).
  await rebuildSalesRollups(db);
}

/**
 * Monthly VAT reports from real sales: paid orders by month (Korea time), VAT included in prices.
 * Months whose due date (the 25th of the next month) has passed are filed; the rest are drafts.
 */
export async function generateTaxReports(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`
    insert into tax_reports (period, type, period_start, period_end, total_sales, taxable_amount, vat_amount, exempt_amount, status, due_date, filed_at, created_at)
    select to_char(m, 'YYYY-MM'), 'monthly', m::date, (m + interval '1 month - 1 day')::date, sales, sales, sales - round(sales / 1.1)::bigint, 0,
           case when (m + interval '1 month 24 days')::date < (${now.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date then 'filed' else 'draft' end,
           (m + interval '1 month 24 days')::date,
           case when (m + interval '1 month 24 days')::date < (${now.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date then (m + interval '1 month 20 days') at time zone 'Asia/Seoul' else null end,
           ${now.toISOString()}::timestamptz
    from (select date_trunc('month', paid_at at time zone 'Asia/Seoul') as m, sum(total)::bigint as sales
          from orders where paid_at is not null and status <> 'cancelled' group by 1) s
    order by m`);
}
