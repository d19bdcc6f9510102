import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AdvertorialCard, type AdvertorialCardData, FeaturedAdvertorial } from "./advertorial-cards";

const item: AdvertorialCardData = {
  id: "a1",
  slug: "fra-tribunen",
  title: "Fra tribunen til telefonen",
  // A row stored before the seed stopped writing the prefix.
  excerpt: "Annonce: Live-statistik og notifikationer.",
  imageUrl: null,
  imageAlt: null,
  imageWidth: null,
  imageHeight: null,
  imageVariants: null,
  partner: "Tribunetech",
  publishedAt: "2026-11-19T10:00:00.000Z",
  category: "teknologi",
};

// A data router: the cards read the root loader's data (the render time), falling back without it.
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: node }])} />);

describe("advertorial cards (issue 14)", () => {
  it("show a stored excerpt without its leading 'Annonce:'", () => {
    for (const html of [
      render(<AdvertorialCard item={item} />),
      render(<FeaturedAdvertorial item={item} />),
    ]) {
      expect(html).toContain(">Live-statistik og notifikationer.</p>");
      expect(html).not.toContain("Annonce:");
    }
  });

  it("carry the one 'ANNONCE' badge", () => {
    const html = render(<AdvertorialCard item={item} />);
    expect(html.match(/data-slot="annonce-badge"/g)).toHaveLength(1);
    expect(html).toMatch(/data-slot="annonce-badge"[^>]*>Annonce</);
  });

  it("span both grid columns when wide (the last of an odd number)", () => {
    expect(render(<AdvertorialCard item={item} wide />)).toContain("sm:col-span-2");
    expect(render(<AdvertorialCard item={item} />)).not.toContain("sm:col-span-2");
  });
});
