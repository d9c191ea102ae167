import { listRandomFromCategories } from '@shringar/contracts/endpoints/products';
import { callApiList } from '~/lib/call-api';

/** Spec 9: ten products per category for the Bestsellers strip. */
export const BESTSELLERS_PER_CATEGORY = 10;

export const fetchBestsellers = (signal?: AbortSignal) =>
  callApiList(listRandomFromCategories, { query: { limit: BESTSELLERS_PER_CATEGORY } }, { signal });
