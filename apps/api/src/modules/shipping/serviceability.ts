import type { AppContext } from '../../context.ts';
import type { Serviceability } from '../../integrations/courier/courier-provider.ts';
import { getStoreProfile } from '../settings/settings.public.ts';

/** A typical single parcel's weight, for the courier's rate and serviceability look-up before any cart exists. */
const LOOKUP_WEIGHT_GRAMS = 500;

/**
 * Whether the store's courier delivers to the pincode and in how many days, or null when the courier does not
 * say (the simulator) or cannot be asked right now: the caller then answers from the pincode directory.
 */
export async function courierServiceability(ctx: AppContext, pincode: string): Promise<Serviceability | null> {
  const store = await getStoreProfile(ctx);
  try {
    return await ctx.courier.serviceability({
      pickupPincode: store.pincode,
      deliveryPincode: pincode,
      weightGrams: LOOKUP_WEIGHT_GRAMS,
      cod: false,
    });
  } catch (err) {
    ctx.log.warn({ err, pincode }, 'the courier could not say whether it serves this pincode');
    return null;
  }
}
