import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  clubInitials,
  rasterizeSvg,
  renderClubCrestSvg,
  renderPhotoSvg,
  renderPlaceholderSvg,
} from "./illustrations.server";

describe("illustrations", () => {
  it("crest escapes text and rasterizes", async () => {
    const svg = renderClubCrestSvg({
      name: "<&> Klub",
      shortName: "<&>",
      primaryColor: "#123456",
      secondaryColor: '"/><script>',
    });
    expect(svg).toContain("&lt;&amp;&gt;");
    expect(svg).not.toContain("<&>");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain('font-family="Arial, Helvetica, sans-serif"');
    expect(svg).toContain('font-weight="700"');
    const png = await rasterizeSvg(svg, "png");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 256, 256]);
  });

  it("drops characters XML can't hold, so odd names still rasterize", async () => {
    const svg = renderClubCrestSvg({
      name: "Klub\u0001\u0000 \ud800FC",
      primaryColor: null,
      secondaryColor: null,
    });
    for (const bad of ["\u0000", "\u0001", "\ud800"]) expect(svg.includes(bad)).toBe(false);
    expect((await sharp(await rasterizeSvg(svg, "png")).metadata()).width).toBe(256);
  });

  it("derives up to three initials", () => {
    expect(clubInitials("FC København", "FCK")).toBe("FCK");
    expect(clubInitials("FC København")).toBe("FCK");
    expect(clubInitials("Brøndby IF")).toBe("BIF");
    expect(clubInitials("Manchester United")).toBe("MU");
    expect(clubInitials("Odense Boldklub", "  ob ")).toBe("OB");
    expect(clubInitials("Borussia Verein für Leibesübungen Mönchengladbach")).toHaveLength(3);
  });

  it("renders every scene deterministically and rasterizes it", async () => {
    const scenes = ["pitch", "stadium", "crowd", "training", "celebration", "ball", "history"] as const;
    for (const scene of scenes) {
      const photo = { key: `test-${scene}`, scene, colors: ["#c8102e", "#ffffff"] as [string, string] };
      const svg = renderPhotoSvg(photo, 320, 180);
      expect(svg).toBe(renderPhotoSvg(photo, 320, 180));
      expect(svg).not.toBe(renderPhotoSvg({ ...photo, key: `${photo.key}-2` }, 320, 180));
      const jpg = await rasterizeSvg(svg);
      const meta = await sharp(jpg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 320, 180]);
    }
  }, 60_000);

  it("never puts raw colours into the SVG", () => {
    const svg = renderPhotoSvg({
      key: "x",
      scene: "pitch",
      colors: ['red"/><script>', "#fff"] as [string, string],
    });
    expect(svg).not.toContain("<script>");
  });

  it("placeholder escapes its label", async () => {
    const svg = renderPlaceholderSvg('Mangler "billede" <&>');
    expect(svg).toContain("&lt;&amp;&gt;");
    expect(svg).not.toContain("<&>");
    expect((await sharp(await rasterizeSvg(svg)).metadata()).width).toBe(1600);
  });
});
