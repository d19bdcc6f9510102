import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MediaVariant } from "~/lib/media-variant";
import { imageOf, ResponsiveImage } from "./responsive-image";

const v = (
  width: number,
  height: number,
  format: MediaVariant["format"],
  crop?: MediaVariant["crop"],
): MediaVariant => ({
  width,
  height,
  format,
  url: `/storage/article-images/p${crop ? `-${crop}` : ""}-${width}w.${format}`,
  ...(crop ? { crop } : {}),
});

const variants: MediaVariant[] = [
  v(480, 320, "webp"),
  v(800, 533, "webp"),
  v(480, 320, "avif"),
  v(240, 240, "webp", "square"),
  v(480, 480, "webp", "square"),
  v(240, 240, "avif", "square"),
  v(480, 480, "avif", "square"),
  v(480, 270, "webp", "wide"),
  v(800, 450, "webp", "wide"),
  v(800, 419, "jpeg", "og"),
];

const image = { url: "/storage/article-images/p.jpg", width: 1200, height: 800, variants };

function render(props: Partial<React.ComponentProps<typeof ResponsiveImage>> = {}) {
  return renderToStaticMarkup(<ResponsiveImage image={image} alt="Målscoreren" sizes="300px" {...props} />);
}

describe("ResponsiveImage and the crops (issue 27)", () => {
  it("a square box uses the square crop's variants and the crop's intrinsic size", () => {
    const html = render({ aspectRatio: 1, image: { ...image, focal: { x: 0.2, y: 0.3 } } });
    expect(html).toContain(
      'srcSet="/storage/article-images/p-square-240w.avif 240w, /storage/article-images/p-square-480w.avif 480w"',
    );
    expect(html).toContain(
      'srcSet="/storage/article-images/p-square-240w.webp 240w, /storage/article-images/p-square-480w.webp 480w"',
    );
    expect(html).toContain('width="480" height="480"');
    // The crop is already cut around the focal point: no positioning on top.
    expect(html).not.toContain("object-position");
  });

  it("a 16:9 box uses the wide crop (within 1 % of its ratio), WebP only when that is all there is", () => {
    const html = render({ aspectRatio: 1.7778 });
    expect(html).toContain(
      'srcSet="/storage/article-images/p-wide-480w.webp 480w, /storage/article-images/p-wide-800w.webp 800w"',
    );
    expect(html).not.toContain("image/avif");
    expect(html).toContain('width="800" height="450"');
  });

  it("a box without a crop of its ratio uses the whole picture, positioned around the focal point", () => {
    const html = render({ aspectRatio: 4 / 3, image: { ...image, focal: { x: 0.2, y: 0.75 } } });
    expect(html).toContain(
      'srcSet="/storage/article-images/p-480w.webp 480w, /storage/article-images/p-800w.webp 800w"',
    );
    expect(html).toContain('style="object-position:20% 75%"');
    expect(html).toContain('width="1200" height="800"');
    expect(render({ aspectRatio: 4 / 3 })).not.toContain("object-position");
  });

  it("a picture stored before crops existed keeps its uncropped sources, centred on its focal point", () => {
    const html = render({
      aspectRatio: 1,
      image: { ...image, variants: variants.filter((x) => !x.crop), focal: { x: 0.5, y: 0.1 } },
    });
    expect(html).toContain('srcSet="/storage/article-images/p-480w.avif 480w"');
    expect(html).toContain('style="object-position:50% 10%"');
  });

  it("imageOf reads a row's focal point columns", () => {
    expect(
      imageOf({
        imageUrl: "/a.jpg",
        imageWidth: 10,
        imageHeight: 10,
        imageVariants: [],
        imageFocalX: 0.25,
        imageFocalY: 0.5,
      }).focal,
    ).toEqual({ x: 0.25, y: 0.5 });
    expect(imageOf({ imageUrl: "/a.jpg", imageFocalX: null, imageFocalY: null }).focal).toBeNull();
  });
});
