/**
 * The icons a product card repeats (the Add to Cart button's cart, the wishlist heart), each one element masked by
 * app.css's `.mask-icon-*` rather than an inline SVG: a grid page has 24-42 cards, and the SVGs were most of its
 * elements. Decorative: the buttons carry the names.
 */
export function CartGlyph({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`mask-icon mask-icon-cart ${className}`} />;
}

export function HeartGlyph({ filled, className = '' }: { filled: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`mask-icon ${filled ? 'mask-icon-heart-filled' : 'mask-icon-heart'} ${className}`}
    />
  );
}
