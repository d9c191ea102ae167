import { z } from 'zod';

/** GET /health answers without the envelope: the process is alive and answering (no database asked). */
export const healthSchema = z.object({ status: z.literal('ok') });

/**
 * GET /ready answers without the envelope: 200 when this process should get traffic (its database, and Redis
 * when configured, answer and it is not shutting down), else 503 with what is wrong.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unready']),
  /** True from SIGTERM until the process exits: a load balancer should stop sending it requests. */
  draining: z.boolean(),
  db: z.enum(['ok', 'down']),
  /** 'none' when this store runs without Redis. */
  redis: z.enum(['ok', 'down', 'none']),
});
export type Readiness = z.infer<typeof readinessSchema>;
