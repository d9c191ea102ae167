import type { Category, Policy } from '@shringar/contracts/catalogue';
import { listCategories } from '@shringar/contracts/endpoints/catalogue';
import { getSettings, listPolicies } from '@shringar/contracts/endpoints/content';
import type { PublicSettings } from '@shringar/contracts/settings';
import { useRouteLoaderData } from 'react-router';
import { callApi, callApiList } from './call-api';
import type { Locale } from './i18n/locale';
import { type Loaded, loadParts } from './page-loader';

/** What the footer lists of a policy: its id and title (the documents' HTML stays out of every page). */
export type PolicyLink = Pick<Policy, 'id' | 'title'>;

/**
 * The store frame's data (spec 7 'On load': settings, categories and policies come with the first HTML), read
 * by the header, the footer, the menu and every page that quotes a setting, from the frame's loader: no query
 * cache and no observer per reader.
 */
export type FrameData = {
  settings: Loaded<PublicSettings>;
  categories: Loaded<Category[]>;
  policies: Loaded<PolicyLink[]>;
};

export const FRAME_ROUTE_ID = 'routes/frame-layout';

/** The footer's policy titles are in the page's language: the operator's Hindi title where written (lang=hi). */
export const loadFrameData = (locale: Locale): Promise<FrameData> =>
  loadParts({
    settings: () => callApi(getSettings),
    categories: () => callApiList(listCategories),
    policies: async () =>
      (await callApiList(listPolicies, { query: locale === 'hi' ? { lang: locale } : {} })).map(({ id, title }) => ({
        id,
        title,
      })),
  });

const NOT_LOADED: Loaded<never> = { ok: false, data: null, status: null, message: 'Not loaded' };
const OUTSIDE_FRAME: FrameData = { settings: NOT_LOADED, categories: NOT_LOADED, policies: NOT_LOADED };

/** The frame's data; outside the frame (the console) every part reads as not loaded. */
export function useFrameData(): FrameData {
  return (useRouteLoaderData(FRAME_ROUTE_ID) as FrameData | undefined) ?? OUTSIDE_FRAME;
}

/**
 * The frame's data is kept across navigations until the store changes. The browser learns of a change when an
 * answer says so (a change refused because the operator closed the store): `frameDataChanged()` marks the kept
 * data stale and asks the frame to load it again; the frame's `shouldRevalidate` reads the mark.
 */
let stale = false;
export const FRAME_DATA_CHANGED = 'shringar:frame-data-changed';

export function frameDataChanged() {
  stale = true;
  window.dispatchEvent(new Event(FRAME_DATA_CHANGED));
}

/** For the frame's `shouldRevalidate`: true once after a change, then kept again. */
export function takeFrameDataStale(): boolean {
  const was = stale;
  stale = false;
  return was;
}
