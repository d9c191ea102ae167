import { PHONE_MESSAGE } from '@shringar/contracts/auth';
import { type appFeedbackBody, helpAndSupportBody } from '@shringar/contracts/engagement';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { appFeedback, callbackRequests } from '../../db/schema/engagement.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';

const HOUR = 60 * 60 * 1000;
const CALLBACK_PER_NUMBER: LimitRule = { limit: 3, windowMs: 24 * HOUR, kind: 'sliding' };
const CALLBACK_PER_IP: LimitRule = { limit: 10, windowMs: HOUR, kind: 'sliding' };
export const FEEDBACK_PER_IP: LimitRule = { limit: 10, windowMs: HOUR, kind: 'sliding' };
export const TOO_MANY = 'Too many requests. Please try again later.';

/** The call-back number: 10 digits, else the spec's 'Please enter a valid 10-digit phone number'. */
export function parseMobileNumber(raw: unknown): string {
  const parsed = helpAndSupportBody.shape.mobile_number.safeParse(raw);
  if (!parsed.success) throw ValidationError.field('mobile_number', PHONE_MESSAGE);
  return parsed.data;
}

type Requester = { ip: string; userId: number | null };

/** A call-back request (contact page); limited per number and per IP so nobody can flood the support team. */
export async function requestCallback(ctx: AppContext, mobile10: string, who: Requester): Promise<{ requested: true }> {
  const now = ctx.clock.now();
  await ctx.limiter.enforce(
    [
      { key: `callback:ip:${clientNetwork(who.ip)}`, rule: CALLBACK_PER_IP },
      { key: `callback:number:${mobile10}`, rule: CALLBACK_PER_NUMBER },
    ],
    now.getTime(),
    TOO_MANY,
  );
  await ctx.db
    .insert(callbackRequests)
    .values({ phone: `+91${mobile10}`, userId: who.userId, ip: who.ip, createdAt: now });
  return { requested: true };
}

export async function saveAppFeedback(
  ctx: AppContext,
  input: z.infer<typeof appFeedbackBody>,
  who: Requester,
): Promise<{ id: number }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(appFeedback)
    .values({
      userId: who.userId,
      rating: input.rating,
      feedback: input.feedback || null,
      email: input.email?.toLowerCase() || null,
      createdAt: now,
    })
    .returning({ id: appFeedback.id });
  return { id: row!.id };
}
