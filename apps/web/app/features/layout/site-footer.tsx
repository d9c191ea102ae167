import { lazy, memo } from 'react';
import { useSettings } from '~/features/settings/settings.public';
import { LanguageSwitcher, useMessages } from '~/lib/i18n/i18n';
import { Island } from '~/ui/island';
import { messages } from './messages';

const loadColumns = () => import('./footer-columns');
const FooterColumns = lazy(loadColumns);

export const SiteFooter = memo(function SiteFooter() {
  const profile = useSettings().data?.storeProfile;
  const t = useMessages(messages);
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
          © {profile ? t.rightsOf(profile.legalName) : t.rights}
        </p>
        <p className="mx-auto max-w-7xl px-4 pb-4 text-xs text-gray-400 sm:px-6">
          {t.language}: <LanguageSwitcher className="text-gray-200 underline hover:text-white" />
        </p>
      </div>
    </footer>
  );
});
