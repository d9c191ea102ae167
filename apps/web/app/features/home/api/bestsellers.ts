import { listRandomFromCategories } from '@shringar/contracts/endpoints/products';
import { callApiList } from '~/lib/call-api';
import { type BestsellerStrip, toBestsellerStrip } from '../bestseller-strip';

/** Spec 9: ten products per category for the Bestsellers strip. */
export const BESTSELLERS_PER_CATEGORY = 10;

export const fetchBestsellers = (signal?: AbortSignal) =>
  callApiList(listRandomFromCategories, { query: { limit: BESTSELLERS_PER_CATEGORY } }, { signal });

/** The home page's part of it: every tab, with the opening tab's products only (bestseller-strip.ts). */
export const fetchBestsellerStrip = (): Promise<BestsellerStrip> => fetchBestsellers().then(toBestsellerStrip);
