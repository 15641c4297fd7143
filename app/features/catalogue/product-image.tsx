import { productImageUrl } from '../../../shared/catalog.ts';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../../shared/constants.ts';

/** A stored product image with AVIF/WebP variants through srcset; width and height set to avoid layout shift. */
export function ProductImage({
  filename,
  alt,
  sizes = '(max-width: 600px) 50vw, 240px',
  priority = false,
  width = 400,
  height = 400,
}: {
  filename: string | null;
  alt: string;
  sizes?: string;
  priority?: boolean;
  width?: number;
  height?: number;
}) {
  if (!filename) return <div className="img-placeholder" role="img" aria-label={alt} style={{ aspectRatio: `${width} / ${height}` }} />;
  const base = productImageUrl(filename);
  const srcSet = (format: string) => IMAGE_WIDTHS.map((w) => `${base}&w=${w}&format=${format} ${w}w`).join(', ');
  return (
    <picture>
      {IMAGE_FORMATS.map((f) => (
        <source key={f} type={`image/${f}`} srcSet={srcSet(f)} sizes={sizes} />
      ))}
      <img
        src={`${base}&w=640&format=webp`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
