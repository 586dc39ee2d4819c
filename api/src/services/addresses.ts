import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { ADDRESS_MESSAGES, MAX_ADDRESSES, type Address, type AddressInput, type UpdateAddress } from '@market/domain/address';
import type { Db } from '../db/client';
import { customerAddresses } from '../db/schema/engagement';
import { customers } from '../db/schema/identity';
import { AppError } from '../lib/errors';
import { isUuid } from '../lib/sql';

/**
 * The shopper's address book (배송지 관리). Every write runs in one transaction holding the
 * shopper's row lock, so the count limit and "exactly one default" hold under concurrent requests;
 * the partial unique index refuses a second default whatever happens.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof customerAddresses.$inferSelect;

function toAddress(r: Row): Address {
  return {
    id: r.id,
    label: r.label,
    name: r.name,
    phone: r.phone,
    zipCode: r.zipCode,
    address: r.address,
    detailAddress: r.detailAddress,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', ADDRESS_MESSAGES.notFound);

async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** The shopper's own row, or 404 (another shopper's id answers as an unknown one). */
async function ownRow(tx: Tx | Db, customerId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/me/addresses`: the default first, then the newest. */
export async function listAddresses(db: Db | Tx, customerId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(toAddress);
}

const stored = (input: UpdateAddress) => ({
  ...(input.label !== undefined ? { label: input.label || null } : {}),
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.phone !== undefined ? { phone: input.phone } : {}),
  ...(input.zipCode !== undefined ? { zipCode: input.zipCode } : {}),
  ...(input.address !== undefined ? { address: input.address } : {}),
  ...(input.detailAddress !== undefined ? { detailAddress: input.detailAddress } : {}),
});

/** Clears the shopper's default (before another row takes it: the unique index allows one). */
async function clearDefault(tx: Tx, customerId: string, except?: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.isDefault, true),
        except ? ne(customerAddresses.id, except) : undefined,
      ),
    );
}

/** Saves a new address; the first one, or one asked to be, becomes the default. 422 past 10. */
export async function createAddress(db: Db, customerId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [counted] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    const n = counted?.n ?? 0;
    if (n >= MAX_ADDRESSES) throw new AppError('VALIDATION', ADDRESS_MESSAGES.limit);
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({
        customerId,
        label: input.label || null,
        name: input.name,
        phone: input.phone,
        zipCode: input.zipCode,
        address: input.address,
        detailAddress: input.detailAddress ?? '',
        isDefault,
      })
      .returning();
    return toAddress(row!);
  });
}

/** Edits the shopper's own address (404 for anyone else's). */
export async function updateAddress(db: Db, customerId: string, id: string, input: UpdateAddress): Promise<Address> {
  const row = await ownRow(db, customerId, id);
  const changes = stored(input);
  if (Object.keys(changes).length === 0) return toAddress(row);
  const [updated] = await db
    .update(customerAddresses)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(customerAddresses.id, row.id), eq(customerAddresses.customerId, customerId)))
    .returning();
  if (!updated) throw notFound();
  return toAddress(updated);
}

/** Makes one address the default and every other not, in one transaction. */
export async function setDefaultAddress(db: Db, customerId: string, id: string): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownRow(tx, customerId, id);
    if (!row.isDefault) {
      await clearDefault(tx, customerId, row.id);
      await tx
        .update(customerAddresses)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(eq(customerAddresses.id, row.id));
    }
    return listAddresses(tx, customerId);
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Db, customerId: string, id: string): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownRow(tx, customerId, id);
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, row.id));
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.createdAt), asc(customerAddresses.id))
        .limit(1);
      if (next)
        await tx
          .update(customerAddresses)
          .set({ isDefault: true, updatedAt: sql`now()` })
          .where(eq(customerAddresses.id, next.id));
    }
    return listAddresses(tx, customerId);
  });
}
