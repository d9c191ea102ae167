import { storePaths } from '@shringar/contracts/store-paths';
import { Link } from 'react-router';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useBrands } from '~/features/catalogue/catalogue.public';
import { HomeSection } from './home-section';

const ROW = 'grid grid-flow-col auto-cols-[7rem] gap-3 overflow-x-auto pb-2 sm:auto-cols-[9rem]';

/** Spec 2 'Explore Brands': a tile per brand, opening /brand/{id}. */
export function ExploreBrands() {
  const { data, isPending, isError, refetch } = useBrands();
  return (
    <HomeSection title="Explore Brands">
      {isPending ? (
        <div className={ROW}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ul className={ROW}>
          {data.map((b) => (
            <li key={b.brandId}>
              <Link
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
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
