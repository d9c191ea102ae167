import { ADDRESS_FIELDS, type AddressInput, addressInput } from '@shringar/contracts/address';

export type AddressFormValues = {
  name: string;
  address: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
  phone: string;
};
export type AddressField = keyof AddressFormValues;

export const EMPTY_ADDRESS: AddressFormValues = {
  name: '',
  address: '',
  landmark: '',
  pincode: '',
  city: '',
  state: '',
  phone: '',
};

export type AddressProblem = { field: AddressField; message: string };

/**
 * Spec 5 through the same rules the server checks (contracts/address): the first problem in the spec's order
 * (name, address, state, city, pincode, phone required; then the pincode's and the phone's digits), or the
 * trimmed values to send.
 */
export function checkAddress(values: AddressFormValues): { problem: AddressProblem } | { body: AddressInput } {
  const result = addressInput.safeParse(values);
  if (result.success) return { body: { ...result.data, landmark: result.data.landmark ?? '' } };
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0]) as AddressField;
  return { problem: { field: field in EMPTY_ADDRESS ? field : ADDRESS_FIELDS[0], message: issue.message } };
}
