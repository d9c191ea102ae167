import type { PincodeCheck } from '@shringar/contracts/catalogue';
import { estimateDelivery } from './delivery-estimate.ts';
import { lookupPincode } from './pincode-directory.ts';

/** A well-formed pincode India Post does not list is not an error: it is simply not valid. */
export function checkPincode(pincode: string): PincodeCheck {
  const entry = lookupPincode(pincode);
  if (!entry) return { isValid: false, pincode, isServiceable: false };
  return { isValid: true, ...entry, ...estimateDelivery(entry) };
}
