import type { MediaVariant } from "~/lib/media-variant";

export interface ImageSource {
  url: string;
  width?: number | null;
  height?: number | null;
  variants?: MediaVariant[] | null;
}

/**
 * A stored picture as a row carries it (`imageUrl`, `imageWidth` …: an article, an advertorial),
 * for a row that has one (callers check `imageUrl` first).
 */
export function imageOf(row: {
  imageUrl: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
  imageVariants?: MediaVariant[] | null;
}): ImageSource {
  return {
    url: row.imageUrl ?? "",
    width: row.imageWidth,
    height: row.imageHeight,
    variants: row.imageVariants,
  };
}

interface ResponsiveImageProps {
  image: ImageSource;
  alt: string;
  /** The box's aspect ratio (width / height): space is reserved so nothing shifts. */
  aspectRatio?: number;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** The page's main image: loaded at once with high priority; others are lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

function srcSet(variants: MediaVariant[], format: MediaVariant["format"]) {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/**
 * An image with AVIF/WebP sources at several widths, intrinsic size set and an aspect-ratio box,
 * lazy below the fold. Images without variants (external URLs) render as a plain <img>.
 */
export function ResponsiveImage({
  image,
  alt,
  aspectRatio = 16 / 9,
  sizes,
  priority = false,
  className,
  imgClassName,
}: ResponsiveImageProps) {
  const variants = image.variants ?? [];
  const avif = srcSet(variants, "avif");
  const webp = srcSet(variants, "webp");
  const width = image.width ?? 1200;
  const height = image.height ?? Math.round(width / aspectRatio);
  return (
    // Four decimals are exact to a pixel at any width shown (1.7778, not 1.7777777777777777).
    <picture className={className} style={{ aspectRatio: String(+aspectRatio.toFixed(4)), display: "block" }}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={image.url}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // 'auto' is the default: not written out on every lazy image.
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName ?? "h-full w-full object-cover"}
      />
    </picture>
  );
}
