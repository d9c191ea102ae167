import { useSettings } from '~/features/settings/settings.public';

/**
 * Spec 3: while the operator has closed the store (isAppActive off) every page of the store says so in the
 * operator's words, and asks search engines not to index what is, for now, a shop window without a door.
 * The pages stay readable; carts and orders are refused by the API until it reopens.
 */
export function StoreClosedBanner() {
  const { data } = useSettings();
  if (!data || data.isAppActive) return null;
  return (
    <section
      aria-label="Store closed"
      data-testid="store-closed-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950"
    >
      {/* React places this in the document's head. */}
      <meta name="robots" content="noindex" />
      <p>
        <strong className="font-semibold">The store is closed for now.</strong>{' '}
        {data.appInactiveMessage.trim() || 'Orders can be placed again once it reopens.'}
      </p>
    </section>
  );
}
