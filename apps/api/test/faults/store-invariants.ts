import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The rows of an `execute` answer: postgres.js answers an array, PGlite an object holding `rows`. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

async function rows<T>(db: Db, text: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

/**
 * What must hold after any crash, restart or failure, read straight from the database: every unit of stock is
 * on the shelf or in a live order, and every variant's stock is its movements' sum and last balance; every wallet balance is its ledger's sum and last balance; every coupon's use
 * count is its live orders; every order is whole (items, timeline, and its wallet part in the ledger).
 * Answers the broken rules, empty when all hold. `stockCountedAt`: when `initialStock` was read; orders placed
 * before it (the demo store's delivered review orders) sold their units before the count, so only later ones
 * hold units of it.
 */
export async function storeInvariantProblems(
  db: Db,
  initialStock: Map<number, number>,
  stockCountedAt?: Date,
): Promise<string[]> {
  const problems: string[] = [];
  const since = stockCountedAt ? `and o.created_at >= '${stockCountedAt.toISOString()}'::timestamptz` : '';
  const held = await rows<{ id: number; stock: number; held: number }>(
    db,
    `select v.id, v.stock, coalesce(sum(oi.quantity) filter (where r.is_released is not true ${since}), 0)::int as held
     from product_variants v
     left join order_items oi on oi.variant_id = v.id
     left join orders o on o.id = oi.order_id
     left join order_releases r on r.order_id = oi.order_id
     group by v.id, v.stock`,
  );
  for (const v of held) {
    const initial = initialStock.get(v.id);
    if (initial !== undefined && v.stock + v.held !== initial)
      problems.push(`variant ${v.id}: stock ${v.stock} + held ${v.held} ≠ initial ${initial}`);
  }

  const ledger = await rows<{ id: number; stock: number; sum: number | null; last: number | null }>(
    db,
    `select v.id, v.stock,
       (select sum(m.delta) from stock_movements m where m.variant_id = v.id)::int as sum,
       (select m.balance from stock_movements m where m.variant_id = v.id order by m.id desc limit 1) as last
     from product_variants v`,
  );
  for (const v of ledger) {
    if (v.stock !== (v.sum ?? 0)) problems.push(`variant ${v.id}: stock ${v.stock} ≠ movements' sum ${v.sum}`);
    if (v.stock !== (v.last ?? 0))
      problems.push(`variant ${v.id}: stock ${v.stock} ≠ last movement's balance ${v.last}`);
  }

  const wallets = await rows<{ id: number; balance: string; last: string | null; net: string }>(
    db,
    `select u.id, u.wallet_balance_paise::text as balance,
       (select l.balance_after_paise::text from wallet_ledger l where l.user_id = u.id order by l.id desc limit 1) as last,
       coalesce((select sum(case when l.type = 'CREDIT' then l.amount_paise else -l.amount_paise end)
                 from wallet_ledger l where l.user_id = u.id), 0)::text as net
     from users u`,
  );
  for (const w of wallets) {
    if (w.balance !== (w.last ?? '0')) problems.push(`user ${w.id}: balance ${w.balance} ≠ last ledger row ${w.last}`);
    if (w.balance !== w.net) problems.push(`user ${w.id}: balance ${w.balance} ≠ ledger sum ${w.net}`);
  }

  const coupons = await rows<{ code: string; used: number; live: number }>(
    db,
    `select c.code, c.used_count as used,
       (select count(*) from orders o left join order_releases r on r.order_id = o.id
        where o.coupon_id = c.id and r.is_released is not true)::int as live
     from coupons c`,
  );
  for (const c of coupons)
    if (c.used !== c.live) problems.push(`coupon ${c.code}: used ${c.used} ≠ live orders ${c.live}`);

  const orders = await rows<{
    id: string;
    items: number;
    steps: number;
    wallet: string;
    debited: string;
    released: boolean;
  }>(
    db,
    `select o.id,
       (select count(*) from order_items i where i.order_id = o.id)::int as items,
       (select count(*) from order_status_history h where h.order_id = o.id)::int as steps,
       o.wallet_paise::text as wallet,
       coalesce((select sum(case when l.type = 'DEBIT' then l.amount_paise else -l.amount_paise end)
                 from wallet_ledger l where l.order_id = o.id), 0)::text as debited,
       coalesce(r.is_released, false) as released
     from orders o left join order_releases r on r.order_id = o.id`,
  );
  for (const o of orders) {
    if (o.items === 0) problems.push(`order ${o.id} has no items`);
    if (o.steps === 0) problems.push(`order ${o.id} has no status history`);
    const expected = o.released ? '0' : o.wallet;
    if (o.debited !== expected) problems.push(`order ${o.id}: wallet debited ${o.debited}, expected ${expected}`);
  }
  return problems;
}

export async function orderCount(db: Db): Promise<number> {
  return (await rows<{ n: number }>(db, 'select count(*)::int as n from orders'))[0]!.n;
}
