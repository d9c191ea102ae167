import { listOffers } from '@shringar/contracts/endpoints/catalogue';
import { callApiList } from '~/lib/call-api';

/** The active special offers: the home strip. */
export const fetchOffers = (signal?: AbortSignal) => callApiList(listOffers, {}, { signal });
