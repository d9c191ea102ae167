import { CHARGE_RULES } from '@shringar/contracts/pricing';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { orderCharges } from '../src/db/schema/orders.ts';

/**
 * An order's charge rows as placement writes them, from amounts by charge code (a code left out: the order has
 * no such charge). Labels and refundability are the rules'.
 */
export function chargeRows(orderId: string, amounts: Partial<Record<string, number>>, gstRateBp: number) {
  return CHARGE_RULES.flatMap((rule, position) => {
    const amountPaise = amounts[rule.code];
    return amountPaise === undefined
      ? []
      : [
          {
            orderId,
            code: rule.code,
            position,
            label: rule.label,
            amountPaise,
            gstRateBp,
            refundable: rule.refundable,
          },
        ];
  });
}

/**
 * An order row with each charge rule's amount as a field named `<code>ChargePaise` (0 when absent), the shape
 * the money tests read orders in since before charges were rows.
 */
export async function withNamedCharges<T extends { id: string }>(db: Db, order: T) {
  const rows = await db.select().from(orderCharges).where(eq(orderCharges.orderId, order.id));
  const named = Object.fromEntries(
    CHARGE_RULES.map((r) => [`${r.code}ChargePaise`, rows.find((c) => c.code === r.code)?.amountPaise ?? 0]),
  );
  return { ...order, ...named } as T & Record<string, number>;
}
