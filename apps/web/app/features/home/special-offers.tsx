import { storePaths } from '@shringar/contracts/store-paths';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import type { HomeData } from './home-data';
import { HomeSection } from './home-section';
import { messages } from './messages';

/** Spec 2 'Special Offers': image and title tiles, each opening its offer page /offer/{offerId}. */
export function SpecialOffers({ offers }: { offers: HomeData['offers'] }) {
  const t = useMessages(messages);
  if (!offers.ok || offers.data.length === 0) return null;
  return (
    <HomeSection title={t.specialOffers}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {offers.data.map((o) => (
          <li key={o.id}>
            <LocaleLink
              to={storePaths.offer(o.offerId)}
              className="group block overflow-hidden rounded-2xl border border-gray-200 bg-white hover:shadow-md"
            >
              <div className="aspect-square overflow-hidden bg-gray-50">
                <img
                  src={o.image}
                  alt=""
                  width={600}
                  height={600}
                  loading="lazy"
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <div className="p-3">
                <h3 className="text-sm font-semibold text-gray-900">{o.title}</h3>
                {o.description && <p className="mt-0.5 line-clamp-2 text-xs text-gray-600">{o.description}</p>}
              </div>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
