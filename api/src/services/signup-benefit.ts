import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The sign-up benefit (spec 000: first purchase 30% off): every active coupon marked as a sign-up
 * benefit (the seeded WELCOME30) is issued to the new customer, in the sign-up's transaction.
 */
export async function issueSignupCoupons(db: Db, customerId: string): Promise<void> {
  await db.execute(sql`
    insert into customer_coupons (customer_id, coupon_id)
    select ${customerId}::uuid, k.id from coupons k where k.is_signup_benefit and k.status = 'active' and k.ends_at > now()
    on conflict (customer_id, coupon_id) do nothing`);
}
