import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleKicker } from "./article-cards";
import { BreakingTicker } from "./breaking-ticker";
import type { CardArticle } from "./card-article";

const card = (liveStatus: string | null): CardArticle => ({
  id: "a1",
  slug: "live-derby",
  title: "LIVE: Brøndby IF – FC København",
  excerpt: "",
  category: "Superliga",
  imageUrl: null,
  imageAlt: null,
  publishedAt: new Date("2026-11-24T10:00:00Z"),
  partner: null,
  imageWidth: null,
  imageHeight: null,
  imageVariants: null,
  liveStatus,
});

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const NOW = "2026-11-24T12:00:00Z";

describe("LIVE badge (issue 15)", () => {
  it("cards and club news (the kicker) carry LIVE only while the article is live", () => {
    expect(html(<ArticleKicker article={card("live")} serverNow={NOW} />)).toContain(">LIVE</span>");
    for (const status of ["pre", "ended", null]) {
      expect(html(<ArticleKicker article={card(status)} serverNow={NOW} />)).not.toContain("LIVE</span>");
    }
  });

  it("the BREAKING ticker marks a live article", () => {
    const ticker = html(<BreakingTicker articles={[card("live")]} serverNow={NOW} />);
    expect(ticker).toContain('data-slot="live-badge"');
    expect(html(<BreakingTicker articles={[card("ended")]} serverNow={NOW} />)).not.toContain("live-badge");
  });
});
