import { type Address, type AddressValues, MAX_ADDRESSES } from '@shringar/contracts/address';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/users.ts';
import { Conflict, NotFound, ValidationError } from '../../lib/errors.ts';
import { setSelectedAddress } from '../account/account.public.ts';
import { lookupPincode } from '../pincode/pincode.public.ts';

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow, selectedId: number | null): Address => ({
  id: row.id,
  name: row.name,
  address: row.address,
  state: row.state,
  city: row.city,
  pincode: row.pincode,
  landmark: row.landmark,
  phone: row.phone,
  isSelected: row.id === selectedId,
});

/** Beyond the form's rules, the pincode must be one India Post lists. */
function assertKnownPincode(values: AddressValues) {
  if (!lookupPincode(values.pincode))
    throw ValidationError.field('pincode', 'Please enter a valid pincode', 'PINCODE_UNKNOWN');
}

async function selectedIdOf(db: Db, userId: number): Promise<number | null> {
  const [u] = await db.select({ id: users.selectedAddressId }).from(users).where(eq(users.id, userId));
  return u?.id ?? null;
}

/** The shopper's own address; anyone else's is a 404, exactly like one that does not exist. */
async function ownAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw new NotFound('Address not found');
  return row;
}

export async function listAddresses(ctx: AppContext, userId: number): Promise<Address[]> {
  const [list, selected] = await Promise.all([
    ctx.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    selectedIdOf(ctx.db, userId),
  ]);
  return list.map((row) => toAddress(row, selected));
}

export async function getAddress(ctx: AppContext, userId: number, id: number): Promise<Address> {
  const row = await ownAddress(ctx.db, userId, id);
  return toAddress(row, await selectedIdOf(ctx.db, userId));
}

/** Saves a new address (at most MAX_ADDRESSES); the first one, or any while none is chosen, becomes selected. */
export async function createAddress(ctx: AppContext, userId: number, values: AddressValues): Promise<Address> {
  assertKnownPincode(values);
  return ctx.db.transaction(async (tx) => {
    // Locking the shopper's row serialises their creates, so parallel posts cannot pass the cap together.
    const [user] = await tx
      .select({ selected: users.selectedAddressId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (Number(n) >= MAX_ADDRESSES)
      throw new Conflict(`You can save up to ${MAX_ADDRESSES} addresses`, 'ADDRESS_LIMIT');
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values, createdAt: now, updatedAt: now })
      .returning();
    let selected = user?.selected ?? null;
    if (selected == null) {
      await setSelectedAddress(tx, userId, row!.id);
      selected = row!.id;
    }
    return toAddress(row!, selected);
  });
}

export async function updateAddress(
  ctx: AppContext,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<Address> {
  await ownAddress(ctx.db, userId, id);
  assertKnownPincode(values);
  const [row] = await ctx.db
    .update(addresses)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw new NotFound('Address not found');
  return toAddress(row, await selectedIdOf(ctx.db, userId));
}

/** Deletes the address; the users.selected_address_id foreign key (on delete set null) clears the selection. */
export async function deleteAddress(ctx: AppContext, userId: number, id: number): Promise<{ id: number }> {
  const deleted = await ctx.db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!deleted.length) throw new NotFound('Address not found');
  return { id };
}

export async function selectAddress(ctx: AppContext, userId: number, id: number): Promise<Address> {
  const row = await ownAddress(ctx.db, userId, id);
  await setSelectedAddress(ctx.db, userId, id, ctx.clock.now());
  return toAddress(row, id);
}
