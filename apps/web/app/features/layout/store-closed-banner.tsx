import { useSettings } from '~/features/settings/settings.public';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * Spec 3: while the operator has closed the store (isAppActive off) every page of the store says so in the
 * operator's words, and asks search engines not to index what is, for now, a shop window without a door.
 * The pages stay readable; carts and orders are refused by the API until it reopens.
 */
export function StoreClosedBanner() {
  const { data } = useSettings();
  const t = useMessages(messages);
  if (!data || data.isAppActive) return null;
  return (
    <section
      aria-label={t.storeClosed}
      data-testid="store-closed-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950"
    >
      {/* React places this in the document's head. */}
      <meta name="robots" content="noindex" />
      <p>
        <strong className="font-semibold">{t.storeClosedNow}</strong> {data.appInactiveMessage.trim() || t.reopens}
      </p>
    </section>
  );
}
