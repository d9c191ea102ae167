import { z } from 'zod';
import { checkAddressFields } from './address-rules.ts';

export { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES } from './address-rules.ts';

/** The address form's rules (spec 5) live in address-rules.ts; the server parses bodies through them here. */
const text = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v == null ? '' : String(v).trim()));

export const addressInput = z
  .object({
    name: text,
    address: text,
    state: text,
    city: text,
    pincode: text,
    phone: text,
    landmark: text,
  })
  .superRefine((v, ctx) => {
    for (const { field, message } of checkAddressFields(v)) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => ({ ...v, landmark: v.landmark || null }));
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
