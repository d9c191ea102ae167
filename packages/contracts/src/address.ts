import { z } from 'zod';
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, checkAddressFields } from './address-rules.ts';

export { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES } from './address-rules.ts';

/** The address form's rules (spec 5) live in address-rules.ts; the server parses bodies through them here. */
const trimmed = (v: string | number | null | undefined) => (v == null ? '' : String(v).trim());
/** Name, address, state, city and landmark are text: a number there is refused, as the description says. */
const text = z.string().optional().nullable().transform(trimmed);
/** Pincode and phone may arrive as JSON numbers (spec clients send them so). */
const digitText = z.union([z.string(), z.number()]).optional().nullable().transform(trimmed);

/**
 * What the API description says of each field: the rules checkAddressFields enforces, as JSON Schema, so a
 * generated client knows which fields are required and what they look like. The parse itself stays with
 * checkAddressFields, whose messages (in the spec's order) are the ones shoppers read.
 */
// `anyOf: undefined` replaces the generator's own string | null.
const nonBlank = (field: keyof typeof ADDRESS_MAX_LENGTH) => ({
  type: 'string',
  pattern: '\\S',
  maxLength: ADDRESS_MAX_LENGTH[field],
  anyOf: undefined,
});
const digits = (count: number) => ({
  anyOf: [
    { type: 'string', pattern: `^\\s*\\d{${count}}\\s*$` },
    { type: 'integer', minimum: 10 ** (count - 1), maximum: 10 ** count - 1 },
  ],
});

export const addressInput = z
  .object({
    name: text.meta(nonBlank('name')),
    address: text.meta(nonBlank('address')),
    state: text.meta(nonBlank('state')),
    city: text.meta(nonBlank('city')),
    pincode: digitText.meta({ ...digits(6), description: 'Six digits; the store must know the pincode' }),
    phone: digitText.meta({ ...digits(10), description: 'Ten digits' }),
    landmark: text.meta({ type: ['string', 'null'], maxLength: ADDRESS_MAX_LENGTH.landmark, anyOf: undefined }),
  })
  .superRefine((v, ctx) => {
    for (const { field, message } of checkAddressFields(v)) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => ({ ...v, landmark: v.landmark || null }))
  .meta({ required: [...ADDRESS_FIELDS] });
export type AddressInput = z.input<typeof addressInput>;
export type AddressValues = z.output<typeof addressInput>;

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  phone: z.string(),
  isSelected: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** How many addresses one shopper may keep. */
export const MAX_ADDRESSES = 20;

export const addressListSchema = z.array(addressSchema);

/** `{ id }` of an address in a path: a positive whole number that fits the database's integer. */
export const addressIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive whole number')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'id must be a positive whole number')),
});

export const deletedAddressSchema = z.object({ id: z.number().int() });
