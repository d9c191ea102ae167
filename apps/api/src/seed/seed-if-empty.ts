import { sql } from 'drizzle-orm';
import { storeProfile } from '../config.ts';
import type { AppContext } from '../context.ts';
import { rows } from '../db/client.ts';
import { seedDemoStore } from './demo-store.ts';

/** A new store gets the demo catalogue on its first start; an existing one is never touched. */
export async function seedIfEmpty(ctx: AppContext) {
  const [row] = await rows<{ n: number }>(ctx.db, sql`select count(*)::int as n from products`);
  if ((row?.n ?? 0) > 0) return;
  ctx.log.info('empty database: seeding the demo store');
  await seedDemoStore(ctx.db, storeProfile(ctx.config));
  ctx.log.info('demo store seeded');
}
