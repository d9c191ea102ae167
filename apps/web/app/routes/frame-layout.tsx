import { useEffect } from 'react';
import { Outlet, useMatches, useRevalidator } from 'react-router';
import {
  frameMessages,
  SiteFooter,
  SiteHeader,
  StoreClosedBanner,
  WhatsappButton,
} from '~/features/layout/layout.public';
import { localeFromPath, useMessages } from '~/lib/i18n/i18n';
import { RememberedLocale } from '~/lib/i18n/remembered-locale';
import { FRAME_DATA_CHANGED, loadFrameData, takeFrameDataStale } from '~/lib/frame-data';

/** The store's frame (a closed store's notice, header, footer, WhatsApp button) around the store and account groups. */

/** Spec 7 'On load': settings, policies and categories come with the first HTML (lib/frame-data.ts). */
export const loader = ({ request }: { request: Request }) =>
  loadFrameData(localeFromPath(new URL(request.url).pathname));
export const clientLoader = ({ request }: { request: Request }) =>
  loadFrameData(localeFromPath(new URL(request.url).pathname));

/**
 * Kept across navigations (a search or a filter in the URL would otherwise reload it) until the store changes
 * (`frameDataChanged()` marks it stale) or the language does (the footer's policy titles are in it).
 */
export const shouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  takeFrameDataStale() || localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

export default function FrameLayout() {
  // A shopper's own pages put their actions at the right edge (View Updates, the wallet amount, Contact
  // Support): on a phone the floating button would sit on them, so there it stays on the store's pages only.
  const onAccountPage = useMatches().some((m) => m.id === 'routes/account/account-layout');
  const { revalidate } = useRevalidator();
  const t = useMessages(frameMessages);
  useEffect(() => {
    const reload = () => void revalidate();
    window.addEventListener(FRAME_DATA_CHANGED, reload);
    return () => window.removeEventListener(FRAME_DATA_CHANGED, reload);
  }, [revalidate]);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.skipToContent}
      </a>
      <RememberedLocale />
      <div className="flex min-h-screen flex-col bg-white">
        <StoreClosedBanner />
        <SiteHeader />
        <div id="main" className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
        {/* In the column: the room it keeps below the footer is part of the page (whatsapp-button.tsx). */}
        <WhatsappButton phoneHidden={onAccountPage} />
      </div>
    </>
  );
}
