import type { AddressInput } from '@shringar/contracts/address';
import { ADDRESS_FIELDS, checkAddressFields } from '@shringar/contracts/address-rules';

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
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as AddressFormValues;
  const issue = checkAddressFields(trimmed)[0];
  if (!issue) return { body: trimmed };
  const field = issue.field as AddressField;
  return { problem: { field: field in EMPTY_ADDRESS ? field : ADDRESS_FIELDS[0], message: issue.message } };
}
