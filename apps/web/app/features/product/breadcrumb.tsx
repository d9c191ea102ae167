import { storePaths } from '@shringar/contracts/store-paths';
import { ChevronRight } from '~/ui/icons';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec 2: Home > category (→ /category/{id}) > product name. */
export function Breadcrumb({
  categoryId,
  categoryName,
  productName,
}: {
  categoryId: number;
  categoryName: string;
  productName: string;
}) {
  const t = useMessages(messages);
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <LocaleLink to={storePaths.home} className="hover:text-brand-700 hover:underline">
            {t.home}
          </LocaleLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li>
          <LocaleLink to={storePaths.category(categoryId)} className="hover:text-brand-700 hover:underline">
            {categoryName}
          </LocaleLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li aria-current="page" className="line-clamp-1 font-medium text-gray-900">
          {productName}
        </li>
      </ol>
    </nav>
  );
}
