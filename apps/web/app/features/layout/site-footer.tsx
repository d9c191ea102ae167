import { lazy, memo } from 'react';
import { useSettings } from '~/features/settings/settings.public';
import { Island } from '~/ui/island';

const loadColumns = () => import('./footer-columns');
const FooterColumns = lazy(loadColumns);

/**
 * Spec 2 footer: its columns (footer-columns.tsx) in an island whose code loads and hydrates when it comes near
 * the viewport or on first input; the server's HTML shows them complete until then. A memo without props: the
 * frame's re-renders (a shopper's sign-in state after hydration) must not update the island before it has
 * hydrated, or React would drop its server HTML (ui/island.tsx).
 */
export const SiteFooter = memo(function SiteFooter() {
  const profile = useSettings().data?.storeProfile;
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <Island
        load={loadColumns}
        className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5"
      >
        <FooterColumns />
      </Island>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-gray-400 sm:px-6">
          © {profile ? `${profile.legalName}. All rights reserved.` : 'All rights reserved.'}
        </p>
      </div>
    </footer>
  );
});
