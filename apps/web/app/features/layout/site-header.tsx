import { storePaths } from '@shringar/contracts/store-paths';
import { LanguageSwitcher, LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { CategoryMenu } from './category-menu';
import { HeaderIcons } from './header-icons';
import { messages } from './messages';
import { PromoStrip } from './promo-strip';

export function SiteHeader() {
  const t = useMessages(messages);
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <PromoStrip />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <LocaleLink to={storePaths.home} className="flex items-center gap-2 rounded-lg">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white"
          >
            S
          </span>
          {/* The visible word starts the link's name (what voice control users say), and the name says where it goes. */}
          <span className="text-lg font-bold tracking-tight text-gray-900 sm:text-xl">
            Shringar<span className="sr-only">{t.home}</span>
          </span>
        </LocaleLink>
        <div className="hidden md:block">
          <CategoryMenu />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher className="rounded-lg px-2 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100" />
          <HeaderIcons />
        </div>
      </div>
      <div className="border-t border-gray-100 px-1 md:hidden">
        <CategoryMenu />
      </div>
    </header>
  );
}
