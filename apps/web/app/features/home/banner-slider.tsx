import { storePaths } from '@shringar/contracts/store-paths';
import type { Banner } from '@shringar/contracts/catalogue';
import { ChevronLeft, ChevronRight } from '~/ui/icons';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { whenIdle } from '~/lib/when-idle';
import { fetchBannerFirstProduct } from './api/banners';
import { messages } from './messages';

/** Spec 9: the home banner advances every 6 s. */
export const BANNER_ROTATION_MS = 6000;

const ARROW =
  'absolute top-1/2 z-10 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-gray-900 shadow hover:bg-white sm:h-10 sm:w-10';

/**
 * Each banner's first promoted product, which its slide opens; a banner that promotes none (or whose answer
 * failed) stays a picture. Asked for all together once the hydrated page is quiet, and taken in as one update:
 * the pictures paint first, and the calls, their answers and the slides' new links stay off hydration's long task.
 */
function useFirstProducts(banners: Banner[] | null): Record<number, { productId: number } | null> {
  const [products, setProducts] = useState<Record<number, { productId: number } | null>>({});
  const ids = banners?.map((b) => b.id).join(',') ?? '';
  useEffect(() => {
    if (!ids) return;
    const abort = new AbortController();
    const cancel = whenIdle(() => {
      const asked = ids.split(',').map(Number);
      void Promise.all(asked.map((id) => fetchBannerFirstProduct(id, abort.signal).catch(() => null))).then((found) => {
        if (!abort.signal.aborted) setProducts(Object.fromEntries(asked.map((id, i) => [id, found[i] ?? null])));
      });
    });
    return () => {
      cancel();
      abort.abort();
    };
  }, [ids]);
  return products;
}

function Slide({
  banner,
  active,
  eager,
  product,
}: {
  banner: Banner;
  active: boolean;
  eager: boolean;
  product: { productId: number } | null | undefined;
}) {
  const img = (
    <img
      src={banner.imageUrl}
      alt={banner.subtitle ? `${banner.title}: ${banner.subtitle}` : banner.title}
      width={1600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // The slides behind the first are transparent until the slider turns to them, but lie in the viewport, where
      // Chromium would raise them to high priority beside the one the page paints first.
      fetchPriority={eager ? 'high' : 'low'}
      className="h-full w-full object-cover"
    />
  );
  return (
    <div
      aria-hidden={!active}
      data-testid="banner-slide"
      data-active={active}
      className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    >
      {product ? (
        <LocaleLink
          to={storePaths.product(product.productId)}
          tabIndex={active ? 0 : -1}
          className="block h-full w-full"
        >
          {img}
        </LocaleLink>
      ) : (
        img
      )}
    </div>
  );
}

/** Spec 2 banner slider: auto-advance every 6 s, previous/next arrows, dots and a progress bar; pauses on hover or focus. */
export function BannerSlider({ banners }: { banners: Banner[] | null }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const products = useFirstProducts(banners);

  // The first banner is the largest thing above the fold: fetch it before anything else.
  if (banners?.[0]) preload(banners[0].imageUrl, { as: 'image', fetchPriority: 'high' });

  const t = useMessages(messages);
  if (!banners || banners.length === 0) return null;

  const count = banners.length;
  const current = index % count;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const paused = hovered || focused;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.featuredOffers}
      data-testid="banner-slider"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative overflow-hidden rounded-2xl bg-gray-100"
    >
      <div className="relative aspect-[8/3] w-full">
        {banners.map((b, i) => (
          <Slide key={b.id} banner={b} active={i === current} eager={i === 0} product={products[b.id]} />
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t.previousBanner}
            onClick={() => go(current - 1)}
            className={`${ARROW} left-2 sm:left-3`}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-label={t.nextBanner}
            onClick={() => go(current + 1)}
            className={`${ARROW} right-2 sm:right-3`}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
          <div className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-1">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={t.showBanner(i + 1, count)}
                aria-current={i === current}
                onClick={() => go(i)}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${i === current ? 'w-5 bg-white' : 'w-2 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
          <div className="absolute inset-x-0 bottom-0 z-10 h-1 bg-black/10">
            <div
              key={current}
              data-testid="banner-progress"
              onAnimationEnd={() => go(current + 1)}
              className="h-full origin-left animate-grow-x bg-brand-600"
              style={{
                animationDuration: `${BANNER_ROTATION_MS}ms`,
                animationPlayState: paused ? 'paused' : 'running',
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
