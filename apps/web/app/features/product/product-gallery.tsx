import { ChevronLeft, ChevronRight } from '~/ui/icons';
import { useEffect, useState } from 'react';
import { CatalogueImage } from '~/ui/catalogue-image';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec 9: the gallery advances every 3 s (paused on hover) and shows up to 4 thumbnails. */
export const GALLERY_ROTATION_MS = 3000;
export const MAX_THUMBNAILS = 4;
/** How wide the main image shows: half the page beside the details, the full width on phones. */
export const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';

const ARROW =
  'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow hover:bg-white';

/** Mounted per variant (keyed by its id), so the image index starts at 0 whenever the variant changes. */
export function ProductGallery({ images, alts = [], name }: { images: string[]; alts?: string[]; name: string }) {
  const t = useMessages(messages);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), GALLERY_ROTATION_MS);
    return () => clearInterval(t);
  }, [paused, count]);

  const go = (i: number) => setIndex(((i % count) + count) % count);
  const current = count ? index % count : 0;

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="product-gallery"
        data-index={current}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        className="relative aspect-square overflow-hidden rounded-2xl border border-gray-200 bg-gray-50"
      >
        {images.map((src, i) => (
          <CatalogueImage
            key={src + i}
            src={src}
            alt={alts[i] || t.imageAlt(name, i + 1, count)}
            sizes={GALLERY_SIZES}
            width={800}
            height={800}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            aria-hidden={i !== current}
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-500 motion-reduce:transition-none ${i === current ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t.previousImage}
              onClick={() => go(current - 1)}
              className={`${ARROW} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={t.nextImage}
              onClick={() => go(current + 1)}
              className={`${ARROW} right-3`}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1">
              {images.map((src, i) => (
                <button
                  key={src + i}
                  type="button"
                  aria-label={t.showImage(i + 1, count)}
                  aria-current={i === current}
                  onClick={() => go(i)}
                  className="flex h-6 w-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full ${i === current ? 'w-5 bg-brand-600' : 'w-2 bg-gray-400'}`}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-4 gap-2">
          {images.slice(0, MAX_THUMBNAILS).map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                aria-label={t.viewImage(i + 1)}
                aria-current={i === current}
                onClick={() => go(i)}
                className={`block aspect-square w-full overflow-hidden rounded-xl border-2 ${i === current ? 'border-brand-600' : 'border-transparent hover:border-gray-300'}`}
              >
                <CatalogueImage
                  src={src}
                  alt=""
                  sizes="160px"
                  width={160}
                  height={160}
                  loading="lazy"
                  className="h-full w-full bg-gray-50 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
