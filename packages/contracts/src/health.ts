import { z } from 'zod';

/** GET /health answers without the envelope, for load balancers. */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export const healthDownSchema = z.object({ status: z.literal('degraded'), db: z.literal('down') });
