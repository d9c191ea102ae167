import { storePaths } from '@shringar/contracts/store-paths';
import { LanguageSwitcher, LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { CategoryMenu } from './category-menu';
import { HeaderIcons } from './header-icons';
import { messages } from './messages';
import { PromoStrip } from './promo-strip';

/** What the header shows: the promo strip, the logo, the category menu, the language switcher and the icons. */
export default function HeaderBar() {
  const t = useMessages(messages);
  return (
    <>
      <PromoStrip />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-4 sm:px-6">
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
        <div className="ml-auto flex items-center sm:gap-1">
          <LanguageSwitcher className="hidden rounded-lg px-2 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 md:inline" />
          <HeaderIcons />
        </div>
      </div>
      {/* On a phone the icon row has no room left: the switcher sits beside the categories on the second row. */}
      <div className="flex items-center justify-between border-t border-gray-100 px-1 md:hidden">
        <CategoryMenu />
        <LanguageSwitcher className="rounded-lg px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100" />
      </div>
    </>
  );
}
