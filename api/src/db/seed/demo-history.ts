import { sql } from 'drizzle-orm';
import type { CarrierCode } from '@market/domain/carriers';
import type { PlaceOrder } from '@market/domain/order';
import type { Db } from '../client';
import type { AdminActor } from '../../lib/admin-actor';
import { queryRows } from '../../lib/sql';
import { writeSystemAudit } from '../../services/audit';
import { advanceOrderWorkflow } from '../../services/admin-orders';
import { getCurrentLegalVersions } from '../../services/legal';
import { confirmOrder, requestReturn } from '../../services/orders';
import { createReview } from '../../services/reviews';
import { addToWishlist } from '../../services/wishlist';
import { cancelOrderWorkflow } from '../../workflows/cancel-order';
import { placeOrderWorkflow } from '../../workflows/place-order';
import { DEMO_SHOPPERS, DEMO_STAFF } from './data';

/**
 * The demo buyer's history (issue 17 §3, "a demo shopper with a history"): on a demo start, the
 * buyer account that has never ordered gets orders in every state, points, a wishlist and a review,
 * so that every page of the account has something to show. Everything goes through the workflows
 * a shopper and the staff use (checkout, the admin's advance button, 구매확정, return request,
 * cancel), so the orders, payments, shipments, stock, points and the admin's lists agree exactly as
 * they would after real use. Runs once: a buyer with any order is left alone.
 */
export interface DemoHistoryResult {
  created: boolean;
  orders: number;
}

const BUYER_EMAIL = DEMO_SHOPPERS[0].email;

/** The demo operations manager moves the orders on; the audit log names the demo data as the source. */
const OPS_EMAIL = DEMO_STAFF.find((s) => s.role === 'OPS_MANAGER')!.email;
const SOURCE = { email: 'system', name: '데모 데이터' };

/** What each demo order goes through after checkout. */
type Story = 'paid' | 'processing' | 'shipped' | 'delivered' | 'confirmed' | 'returned' | 'cancelled' | 'bank';
const STORIES: Story[] = ['confirmed', 'confirmed', 'delivered', 'returned', 'shipped', 'processing', 'paid', 'cancelled', 'bank'];
const CARRIER_BY_STORY: CarrierCode[] = ['cj_logistics', 'hanjin', 'lotte', 'post'];

export async function buildDemoShopperHistory(db: Db): Promise<DemoHistoryResult> {
  const [buyer] = await queryRows<{
    id: string;
    email: string;
    name: string;
    phone: string | null;
    role: 'customer' | 'seller';
    created_at: string | Date;
  }>(db, sql`select id, email, name, phone, role, created_at from customers where email = ${BUYER_EMAIL} and is_demo`);
  if (!buyer) return { created: false, orders: 0 };
  const [had] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where customer_id = ${buyer.id}::uuid`);
  if (had!.n > 0) return { created: false, orders: 0 };
  const [ops] = await queryRows<{ id: string; name: string }>(db, sql`select id, name from staff_accounts where email = ${OPS_EMAIL}`);
  if (!ops) return { created: false, orders: 0 };
  const actor: AdminActor = {
    staffId: ops.id,
    staffName: ops.name,
    staffEmail: OPS_EMAIL,
    ip: null,
    brandId: null,
    audit: (tx, entry) => writeSystemAudit(tx, SOURCE, entry),
  };

  // Products a shopper would pick: listed, in stock, of distinct brands; priced so that the nine orders
  // of today stay well under the payment settings' daily maximum (1,000,000원), leaving room to shop.
  const picks = await queryRows<{ product_id: string; color: string; size: string }>(
    db,
    sql`select distinct on (p.brand_id) p.id as product_id, o.color, o.size
        from products p join brands b on b.id = p.brand_id and b.status = 'active'
        join product_options o on o.product_id = p.id and o.stock >= 5
        where p.status = 'active' and coalesce(p.sale_price, p.price) between 19000 and 49000
        order by p.brand_id, p.review_count desc, p.id, o.id
        limit ${STORIES.length + 3}`,
  );
  if (picks.length < STORIES.length + 3) return { created: false, orders: 0 };
  const legal = await getCurrentLegalVersions(db);
  const base = {
    shippingAddress: {
      name: buyer.name,
      phone: buyer.phone ?? '010-1234-5678',
      zipCode: '04799',
      address: '서울특별시 성동구 성수이로 113',
      detailAddress: '7층',
    },
    agreeToTerms: true as const,
    agreements: { termsVersionId: legal.terms.id, privacyVersionId: legal.privacy.id },
  };

  let orders = 0;
  for (const [i, story] of STORIES.entries()) {
    const pick = picks[i]!;
    const input = {
      ...base,
      paymentMethod: story === 'bank' ? 'bank' : 'card',
      items: [{ productId: pick.product_id, selectedColor: pick.color, selectedSize: pick.size, quantity: 1 }],
    } as PlaceOrder;
    const placed = await placeOrderWorkflow(db, { customerId: buyer.id }, `demo-history-${i}`, input);
    const order = placed.body;
    orders += 1;
    const advance = async (status: 'processing' | 'shipped' | 'delivered') =>
      advanceOrderWorkflow(db, actor, order.id, { status, ...(status === 'shipped' ? { carrierCode: CARRIER_BY_STORY[i % 4] } : {}) });
    if (story === 'cancelled') {
      await cancelOrderWorkflow(db, { customerId: buyer.id }, order.id, '단순 변심');
      continue;
    }
    if (story === 'paid' || story === 'bank') continue;
    await advance('processing');
    if (story === 'processing') continue;
    await advance('shipped');
    if (story === 'shipped') continue;
    await advance('delivered');
    if (story === 'returned') {
      await requestReturn(db, buyer.id, order.id, { type: 'return', reason: 'size', detail: '사이즈가 조금 작아요.' });
    }
    if (story !== 'confirmed') continue;
    await confirmOrder(db, buyer.id, order.id);
    if (i === 0) {
      await createReview(
        db,
        {
          id: buyer.id,
          email: buyer.email,
          name: buyer.name,
          phone: buyer.phone,
          role: buyer.role,
          createdAt: new Date(buyer.created_at).toISOString(),
        },
        {
          productId: pick.product_id,
          rating: 5,
          title: '핏이 예뻐요',
          content: '생각보다 소재가 좋고 핏이 예뻐서 자주 입게 되네요. 배송도 빨랐어요.',
        },
      );
    }
  }
  for (const pick of picks.slice(STORIES.length)) await addToWishlist(db, buyer.id, pick.product_id);
  return { created: true, orders };
}
