import type { ReturnPhoto } from '@shringar/contracts/orders';

/**
 * The shopper's photos beside the decision: thumbnails that open the larger view in a new tab (the console's
 * session opens it), each with its alt text. Nothing when the shopper sent none.
 */
export function ReturnPhotos({ photos }: { photos: ReturnPhoto[] }) {
  if (!photos.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Shopper’s photos">
      {photos.map((photo) => (
        <li key={photo.photoId}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <img
              src={photo.thumbUrl}
              alt={photo.alt}
              width={72}
              height={72}
              loading="lazy"
              className="size-18 rounded border border-gray-300 bg-white object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
