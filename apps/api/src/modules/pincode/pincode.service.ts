import type { PincodeCheck } from '@shringar/contracts/catalogue';
import type { AppContext } from '../../context.ts';
import { courierServiceability } from '../shipping/shipping.public.ts';
import { estimateDelivery } from './delivery-estimate.ts';
import { lookupPincode } from './pincode-directory.ts';

/** A well-formed pincode India Post does not list is not an error: it is simply not valid. */
export function checkPincode(pincode: string): PincodeCheck {
  const entry = lookupPincode(pincode);
  if (!entry) return { isValid: false, pincode, isServiceable: false };
  return { isValid: true, ...entry, ...estimateDelivery(entry) };
}

/**
 * The product page's delivery check: the courier's own answer (serviceable, days) where it gives one, the
 * pincode directory's estimate otherwise. A pincode India Post does not list is not asked about.
 */
export async function checkDelivery(ctx: AppContext, pincode: string): Promise<PincodeCheck> {
  const directory = checkPincode(pincode);
  if (!directory.isValid) return directory;
  const courier = await courierServiceability(ctx, pincode);
  if (!courier) return directory;
  const { estimatedDeliveryDays: _directoryDays, ...place } = directory;
  if (!courier.serviceable) return { ...place, isServiceable: false };
  const days = courier.estimatedDeliveryDays ?? directory.estimatedDeliveryDays;
  return { ...place, isServiceable: true, ...(days ? { estimatedDeliveryDays: days } : {}) };
}
