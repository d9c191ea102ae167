import { Link } from 'react-router';
import { CategoryMenu } from './category-menu';
import { HeaderIcons } from './header-icons';
import { PromoStrip } from './promo-strip';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <PromoStrip />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white"
          >
            S
          </span>
          <span className="text-lg font-bold tracking-tight text-gray-900 sm:text-xl">Shringar</span>
          <span className="sr-only"> home</span>
        </Link>
        <div className="hidden md:block">
          <CategoryMenu />
        </div>
        <div className="ml-auto">
          <HeaderIcons />
        </div>
      </div>
      <div className="border-t border-gray-100 px-1 md:hidden">
        <CategoryMenu />
      </div>
    </header>
  );
}
