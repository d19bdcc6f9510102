import { cropForAspectRatio, focalObjectPosition, focalOf, variantsOfCrop } from "~/lib/image-crops";
import type { FocalPoint, MediaVariant } from "~/lib/media-variant";

export interface ImageSource {
  url: string;
  width?: number | null;
  height?: number | null;
  variants?: MediaVariant[] | null;
  /** What matters in the picture (issue 27): uncropped variants are positioned around it. */
  focal?: FocalPoint | null;
}

/**
 * A stored picture as a row carries it (`imageUrl`, `imageWidth` …: an article, an advertorial),
 * for a row that has one (callers check `imageUrl` first).
 */
/**
 * A card's picture as the queries select it (`cardPictureColumns`): the article's address and alt
 * text, and from the media library its size, responsive variants and focal point.
 */
export interface CardPictureFields {
  imageUrl: string | null;
  imageAlt: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageVariants: MediaVariant[] | null;
  imageFocalX?: number | null;
  imageFocalY?: number | null;
}

export function imageOf(
  row: Pick<CardPictureFields, "imageUrl"> & Partial<Omit<CardPictureFields, "imageUrl" | "imageAlt">>,
): ImageSource {
  return {
    url: row.imageUrl ?? "",
    width: row.imageWidth,
    height: row.imageHeight,
    variants: row.imageVariants,
    focal: focalOf(row.imageFocalX, row.imageFocalY),
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
 * lazy below the fold. Images without variants (external URLs) render as a plain <img>. When the
 * picture has crops of the box's ratio (issue 27: 1:1, 16:9, 1.91:1, cut around its focal point)
 * the sources are those; otherwise the whole picture, positioned around its focal point.
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
  const crop = cropForAspectRatio(aspectRatio);
  const cropped = crop ? variantsOfCrop(image.variants, crop) : [];
  const variants = cropped.length > 0 ? cropped : variantsOfCrop(image.variants, null);
  const avif = srcSet(variants, "avif");
  const webp = srcSet(variants, "webp");
  // A crop's own size, so the intrinsic ratio is the box's.
  const largestCrop = cropped.reduce<MediaVariant | null>((a, v) => (a && a.width >= v.width ? a : v), null);
  const width = largestCrop?.width ?? image.width ?? 1200;
  const height = largestCrop?.height ?? image.height ?? Math.round(width / aspectRatio);
  const objectPosition = largestCrop ? undefined : focalObjectPosition(image.focal);
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
        style={objectPosition ? { objectPosition } : undefined}
      />
    </picture>
  );
}
