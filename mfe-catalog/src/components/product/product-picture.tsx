import { PHOTO_FORMATS, PHOTO_FILES, photoOf, photoSrcSet } from '@shop/shared/catalog-url';

export interface ProductPictureProps {
  /** A picture's address as the product stores it. */
  address: string;
  alt: string;
  /** The box it is drawn in, CSS pixels (its square's side): a photo's own proportions keep within it. */
  box: number;
  /** How wide it is drawn at each screen width (the `sizes` of its renditions). */
  sizes: string;
  /** In the first screen: fetched at once and ahead of the rest (the LCP). */
  priority?: boolean;
}

/**
 * A product's picture: an uploaded photo as a `<picture>` offering AVIF, then WebP, then JPEG at every width made
 * (the browser takes the first format it reads, at the width `sizes` asks for its screen), any other picture (a
 * drawing, a photo on another host) as it is. Width and height give the browser its proportions before it loads.
 */
export function ProductPicture({ address, alt, box, sizes, priority = false }: ProductPictureProps) {
  const loading = { loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : 'auto' } as const;
  const photo = photoOf(address);
  if (!photo) return <img src={address} alt={alt} width={box} height={box} {...loading} decoding="async" />;
  // The longer side fills the box.
  const scale = box / Math.max(photo.width, photo.height);
  return (
    <picture>
      {PHOTO_FORMATS.filter((format) => format !== 'jpeg').map((format) => (
        <source key={format} type={PHOTO_FILES[format].contentType} srcSet={photoSrcSet(photo, format)} sizes={sizes} />
      ))}
      <img
        src={address}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={Math.max(1, Math.round(photo.width * scale))}
        height={Math.max(1, Math.round(photo.height * scale))}
        {...loading}
        decoding="async"
      />
    </picture>
  );
}
