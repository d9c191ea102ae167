import { storePaths } from '@shringar/contracts/store-paths';
import { useRevalidator } from 'react-router';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { ErrorState } from '~/ui/error-state';
import type { HomeData } from './home-data';
import { HomeSection } from './home-section';
import { messages } from './messages';

const ROW = 'grid grid-flow-col auto-cols-[7rem] gap-3 overflow-x-auto pb-2 sm:auto-cols-[9rem]';

/** Spec 2 'Explore Brands': a tile per brand, opening /brand/{id}. */
export function ExploreBrands({ brands }: { brands: HomeData['brands'] }) {
  const t = useMessages(messages);
  const { revalidate } = useRevalidator();
  return (
    <HomeSection title={t.exploreBrands}>
      {!brands.ok ? (
        <ErrorState onRetry={() => void revalidate()} />
      ) : (
        <ul className={ROW}>
          {brands.data.map((b) => (
            <li key={b.brandId}>
              <LocaleLink
                to={storePaths.brand(b.brandId)}
                aria-label={b.brandName}
                className="block overflow-hidden rounded-2xl border border-gray-200 bg-white hover:border-brand-300 hover:shadow-sm"
              >
                <img
                  src={b.brandLogo}
                  alt=""
                  width={144}
                  height={144}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
