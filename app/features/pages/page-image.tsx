// A locally drawn page picture under /pages/ (scripts/generate-page-media.ts): AVIF and WebP at
// 320 and 640 px through srcset, width and height set so nothing shifts while it loads.
const WIDTHS = [320, 640] as const;

export function PageImage({
  base,
  alt,
  width,
  height,
  sizes = '(max-width: 700px) 100vw, 400px',
  priority = false,
}: {
  /** e.g. "/pages/project-flight" (files are "<base>-<width>.<format>"). */
  base: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
}) {
  const set = (format: string) => WIDTHS.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      <img
        src={`${base}-640.webp`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
