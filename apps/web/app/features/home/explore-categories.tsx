import { storePaths } from '@shringar/contracts/store-paths';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { frameDataChanged } from '~/lib/frame-data';
import { useCategories } from '~/features/catalogue/catalogue.public';
import { ErrorState } from '~/ui/error-state';
import { HomeSection } from './home-section';
import { messages } from './messages';

const ROW = 'flex snap-x gap-3 overflow-x-auto pb-2 sm:grid sm:grid-cols-6 sm:overflow-visible lg:grid-cols-8';

/** Spec 2 'Explore Categories': a tile per category, opening /category/{id}. */
export function ExploreCategories() {
  const t = useMessages(messages);
  const { data } = useCategories();
  return (
    <HomeSection title={t.exploreCategories}>
      {!data ? (
        <ErrorState title={t.categoriesFailed} onRetry={frameDataChanged} />
      ) : (
        <ul className={ROW}>
          {data.map((c) => (
            <li key={c.categoryId} className="w-24 shrink-0 snap-start sm:w-auto">
              <LocaleLink
                to={storePaths.category(c.categoryId)}
                className="flex flex-col items-center gap-2 rounded-2xl p-2 text-center hover:bg-brand-50"
              >
                <img
                  src={c.categoryIcon}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-20 w-20 rounded-full bg-brand-50 object-cover ring-1 ring-brand-100"
                />
                <span className="text-xs font-medium text-gray-800 sm:text-sm">{c.categoryName}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
