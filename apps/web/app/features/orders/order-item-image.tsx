import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** An ordered item's picture, or a placeholder when it has none or it fails to load. */
export function OrderItemImage({ src, className = 'size-20' }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className={`flex shrink-0 items-center justify-center rounded-xl bg-gray-100 text-gray-400 ${className}`}>
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-xl bg-gray-100 object-cover ${className}`}
    />
  );
}
