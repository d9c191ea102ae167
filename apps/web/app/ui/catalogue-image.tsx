import { responsiveImage } from '@shringar/contracts/responsive-image';
import { ImageOff } from './icons';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser's choice of size (the `sizes` attribute). */
  sizes: string;
  width: number;
  height: number;
};

/**
 * A catalogue image. An uploaded photo is a <picture> offering AVIF, then WebP, in every stored width, with its
 * own width and height (so the box is reserved before it loads); the demo store's SVG art is a plain <img>
 * with the size the caller gives. A product with no photo yet (added by CSV, its photos removed) shows a named
 * placeholder in the same box, not a broken image.
 */
export function CatalogueImage({ src, alt, sizes, width, height, ...img }: Props) {
  if (!src)
    return (
      <span
        role="img"
        aria-label={alt}
        aria-hidden={img['aria-hidden']}
        className={`${img.className ?? ''} flex items-center justify-center bg-gray-100 text-gray-400`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </span>
    );
  const photo = responsiveImage(src);
  if (!photo) return <img src={src} alt={alt} width={width} height={height} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
      <img src={photo.url} alt={alt} width={photo.width} height={photo.height} {...img} />
    </picture>
  );
}
