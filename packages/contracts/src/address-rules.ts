/**
 * The address form's rules (spec 5), the one place they live: the web form and the server both use
 * checkAddressFields (Zod-free, so the storefront bundles no schemas; addressInput wraps it for the
 * server). Checked in the spec's order — name, address, state, city, pincode, phone must be non-blank
 * ('{Field} is required'), then 'Pincode must be 6 digits', then 'Phone number must be 10 digits' — so the
 * first message is the one the form shows. Values are trimmed; pincode and phone may arrive as numbers.
 */
export const ADDRESS_FIELDS = ['name', 'address', 'state', 'city', 'pincode', 'phone'] as const;
export type RequiredAddressField = (typeof ADDRESS_FIELDS)[number];

const LABELS: Record<RequiredAddressField, string> = {
  name: 'Name',
  address: 'Address',
  state: 'State',
  city: 'City',
  pincode: 'Pincode',
  phone: 'Phone',
};

export const ADDRESS_MESSAGES = {
  required: (field: RequiredAddressField) => `${LABELS[field]} is required`,
  pincode: 'Pincode must be 6 digits',
  phone: 'Phone number must be 10 digits',
} as const;

/** The longest each field may be: the form's input limits and the server's check. */
export const ADDRESS_MAX_LENGTH: Record<RequiredAddressField | 'landmark', number> = {
  name: 100,
  address: 300,
  state: 60,
  city: 60,
  pincode: 6,
  phone: 10,
  landmark: 120,
};

export type AddressText = Record<RequiredAddressField | 'landmark', string>;
export type AddressIssue = { field: RequiredAddressField | 'landmark'; message: string };

/** Every problem with trimmed address values, in the spec's order: the first is the one the form shows. */
export function checkAddressFields(v: AddressText): AddressIssue[] {
  const issues: AddressIssue[] = [];
  for (const field of ADDRESS_FIELDS) if (!v[field]) issues.push({ field, message: ADDRESS_MESSAGES.required(field) });
  if (v.pincode && !/^\d{6}$/.test(v.pincode)) issues.push({ field: 'pincode', message: ADDRESS_MESSAGES.pincode });
  if (v.phone && !/^\d{10}$/.test(v.phone)) issues.push({ field: 'phone', message: ADDRESS_MESSAGES.phone });
  for (const field of ['name', 'address', 'state', 'city', 'landmark'] as const)
    if (v[field].length > ADDRESS_MAX_LENGTH[field])
      issues.push({
        field,
        message: `${field === 'landmark' ? 'Landmark' : LABELS[field]} must be at most ${ADDRESS_MAX_LENGTH[field]} characters`,
      });
  return issues;
}
