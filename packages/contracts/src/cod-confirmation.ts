import { z } from 'zod';
import { COD_CONFIRMATION_STATES } from './order-statuses.ts';

/**
 * COD confirmation by link (issue 30): the order-placed message of a COD order that waits for confirmation
 * carries a link to /cod-confirm/{id}?expires=…&sig=…, HMAC-signed for that order and that purpose only. The
 * page reads the order's summary with it, and confirms or cancels with it; no session needed.
 */

const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const codConfirmParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'id is required')
    .max(40, 'id must be at most 40 characters')
    .regex(ORDER_ID_PATTERN, 'id must be an order id'),
});

const expiresField = (n: z.ZodNumber) =>
  n
    .int('expires must be a whole number')
    .min(0, 'expires must be a time')
    .max(99_999_999_999, 'expires must be a time');
const sigField = z.string().regex(/^[0-9a-f]{64}$/, 'sig must be the 64 hexadecimal characters of the link');

/** The link's own proof in a JSON body: its expiry (Unix seconds) and the signature over order id and expiry. */
export const codLinkProof = z.object({
  expires: expiresField(z.number({ error: 'expires must be a number' })),
  sig: sigField,
});
/** The same proof as the page's address carries it, in the query (text read as a number). */
export const codLinkProofQuery = z.object({
  expires: expiresField(z.coerce.number({ error: 'expires must be a number' })),
  sig: sigField,
});
export type CodLinkProof = z.infer<typeof codLinkProof>;

/**
 * Where the order stands for the page: waiting, confirmed, cancelled, or the link expired (only while it still
 * waits: a decided order says what was decided).
 */
export const COD_LINK_STATES = [...COD_CONFIRMATION_STATES, 'CANCELLED', 'EXPIRED'] as const;

export const codConfirmationView = z.object({
  orderId: z.string(),
  state: z.enum(COD_LINK_STATES),
  /** Rupees the courier collects on delivery (the COD remainder). */
  amountDue: z.number(),
  totalAmount: z.number(),
  placedAt: z.string(),
  items: z.array(z.object({ productName: z.string(), variantName: z.string(), quantity: z.number().int() })),
  /** The delivery address's city and pincode, so the shopper recognises the order (no full address by link). */
  deliverTo: z.string(),
});
export type CodConfirmationView = z.infer<typeof codConfirmationView>;

/** Staff confirming on the shopper's behalf (a phone call): an optional note for the order's history. */
export const staffCodConfirmBody = z.object({
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});

export const codConfirmAnswer = z.object({
  orderId: z.string(),
  codConfirmation: z.enum(COD_CONFIRMATION_STATES),
  /** False when the order was already confirmed: confirming twice changes nothing. */
  changed: z.boolean(),
});
