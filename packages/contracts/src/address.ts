import { z } from 'zod';

/**
 * The address form's rules (spec 5), the one place they live: the web form and the server both use
 * addressInput. Checked in the spec's order — name, address, state, city, pincode, phone must be non-blank
 * ('{Field} is required'), then 'Pincode must be 6 digits', then 'Phone number must be 10 digits' — so the
 * first message is the one the form shows. Values are trimmed; pincode and phone may arrive as numbers.
 */
export const ADDRESS_FIELDS = ['name', 'address', 'state', 'city', 'pincode', 'phone'] as const;
type RequiredField = (typeof ADDRESS_FIELDS)[number];

const LABELS: Record<RequiredField, string> = {
  name: 'Name',
  address: 'Address',
  state: 'State',
  city: 'City',
  pincode: 'Pincode',
  phone: 'Phone',
};

export const ADDRESS_MESSAGES = {
  required: (field: RequiredField) => `${LABELS[field]} is required`,
  pincode: 'Pincode must be 6 digits',
  phone: 'Phone number must be 10 digits',
} as const;

const MAX_LENGTH: Record<RequiredField | 'landmark', number> = {
  name: 100,
  address: 300,
  state: 60,
  city: 60,
  pincode: 6,
  phone: 10,
  landmark: 120,
};

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
    for (const field of ADDRESS_FIELDS)
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: ADDRESS_MESSAGES.required(field) });
    if (v.pincode && !/^\d{6}$/.test(v.pincode))
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: ADDRESS_MESSAGES.pincode });
    if (v.phone && !/^\d{10}$/.test(v.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: ADDRESS_MESSAGES.phone });
    for (const field of ['name', 'address', 'state', 'city', 'landmark'] as const)
      if (v[field].length > MAX_LENGTH[field])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field === 'landmark' ? 'Landmark' : LABELS[field]} must be at most ${MAX_LENGTH[field]} characters`,
        });
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
