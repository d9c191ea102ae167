import { HeartGlyph } from '~/ui/card-icons';
import { useMessages } from '~/lib/i18n/i18n';
import { heartLabelMessages } from './heart-label-messages';
import { useWishlistHeart } from './use-wishlist-heart';

/** The heart on a product card: over the image's corner, named after the product, pressed when saved. */
export function WishlistHeartButton({
  productId,
  variantId,
  productName,
}: {
  productId: number;
  variantId: number;
  productName: string;
}) {
  const heart = useWishlistHeart(productId, variantId);
  const t = useMessages(heartLabelMessages);
  return (
    <button
      type="button"
      aria-label={t.heart(productName)}
      aria-pressed={heart.isFavorite}
      disabled={heart.isPending}
      onClick={() => heart.toggle()}
      data-testid="card-wishlist-toggle"
      className="absolute right-2 top-2 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-gray-700 shadow-sm ring-1 ring-gray-200 hover:text-brand-600 disabled:opacity-70"
    >
      <HeartGlyph filled={heart.isFavorite} className={`h-5 w-5 ${heart.isFavorite ? 'text-brand-600' : ''}`} />
    </button>
  );
}
