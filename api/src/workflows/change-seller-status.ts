import { sql } from 'drizzle-orm';
import {
  illegalSellerTransitionMessage,
  SELLER_MESSAGES,
  sellerAction,
  sellerStatusChangedMessage,
  type AdminSellerResult,
  type ChangeSellerStatus,
} from '@market/domain/admin-sellers';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { queryRows } from '../lib/sql';
import { findSeller, toAdminSeller } from '../services/admin-sellers';
import { listingCache } from '../services/listing-cache';
import { createStep, runWorkflow, type StepContext } from './workflow';

/**
 * How a seller's status reaches the storefront: through its brands' status, which every
 * storefront read already checks (listing, search, product detail, brand page, cart, checkout,
 * wishlist: a product is listed when it is not inactive and its brand is active). Suspending (or
 * rejecting) a seller suspends its active brands and remembers which; reactivating puts back
 * exactly those (a brand suspended on its own stays suspended); approving opens its pending
 * brands. So listing queries stay as they are, with no join to sellers on 1M-row paths.
 */
export const applySellerStatusToBrandsStep = createStep({
  name: 'apply-seller-status-to-brands',
  async invoke({ tx }: StepContext, { sellerId, action }: { sellerId: string; action: 'approve' | 'reject' | 'suspend' | 'reactivate' }) {
    if (action === 'suspend' || action === 'reject') {
      const taken = await queryRows<{ id: string }>(
        tx,
        sql`update brands set status = 'suspended' where seller_id = ${sellerId}::uuid and status = 'active' returning id`,
      );
      await tx.execute(sql`update sellers set suspended_brand_ids = (select coalesce(array_agg(distinct x), '{}'::uuid[])
          from unnest(suspended_brand_ids || ${`{${taken.map((b) => b.id).join(',')}}`}::uuid[]) x)
        where id = ${sellerId}::uuid`);
      return taken.map((b) => b.id);
    }
    if (action === 'reactivate') {
      const back = await queryRows<{ id: string }>(
        tx,
        sql`update brands b set status = 'active' from sellers s
          where s.id = ${sellerId}::uuid and b.id = any(s.suspended_brand_ids) and b.seller_id = s.id and b.status = 'suspended' returning b.id`,
      );
      await tx.execute(sql`update sellers set suspended_brand_ids = '{}'::uuid[] where id = ${sellerId}::uuid`);
      return back.map((b) => b.id);
    }
    const opened = await queryRows<{ id: string }>(
      tx,
      sql`update brands set status = 'active' where seller_id = ${sellerId}::uuid and status = 'pending' returning id`,
    );
    return opened.map((b) => b.id);
  },
});

/**
 * `POST /api/admin/sellers/{id}/status`: pending → active (approve) or suspended (reject),
 * active → suspended (suspend), suspended → active (reactivate); anything else, or a status other
 * than `expectedStatus` (another operator was first), is a Korean 409. The row is locked, so of
 * two operators at once one wins. One transaction with the brands it moves and its audit row;
 * the listing caches are dropped after the commit so the storefront's counts follow at once.
 */
export async function changeSellerStatusWorkflow(
  db: Db,
  actor: AdminActor,
  id: string,
  input: ChangeSellerStatus,
): Promise<AdminSellerResult> {
  const result = await runWorkflow(db, 'change-seller-status', async (run, { tx }) => {
    const before = toAdminSeller(await findSeller(tx, id, true));
    if (input.expectedStatus && input.expectedStatus !== before.status) throw new AppError('CONFLICT', SELLER_MESSAGES.stale);
    const action = sellerAction(before.status, input.status);
    if (!action) throw new AppError('CONFLICT', illegalSellerTransitionMessage(before.status, input.status));
    await tx.execute(sql`update sellers set status = ${input.status}, updated_at = now() where id = ${before.id}::uuid`);
    const brandIds = await run(applySellerStatusToBrandsStep, { sellerId: before.id, action });
    const item = toAdminSeller(await findSeller(tx, before.id));
    await actor.audit(tx, {
      action: `sellers.list.${action}`,
      resource: 'seller',
      resourceId: before.id,
      resourceName: before.companyName,
      details: { brands: brandIds.length, brandIds },
      before: { status: before.status, brands: before.brands.map((b) => ({ name: b.name, status: b.status })) },
      after: { status: item.status, brands: item.brands.map((b) => ({ name: b.name, status: b.status })) },
      severity: action === 'suspend' || action === 'reject' ? 'HIGH' : 'MEDIUM',
    });
    return { item, title: SELLER_MESSAGES.statusChanged, message: sellerStatusChangedMessage(input.status) };
  });
  listingCache(db).clear();
  return result;
}
