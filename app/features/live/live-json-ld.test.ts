import { describe, expect, it } from "vitest";
import { liveBlogJsonLd } from "./live-json-ld";
import type { LiveBlogData } from "./live-queries.server";

const live: LiveBlogData = {
  articleId: "a1",
  liveStatus: "ended",
  coverageStartedAt: "2025-05-25T15:30:00.000Z",
  coverageEndedAt: "2025-05-25T18:10:00.000Z",
  lastSeq: 7,
  match: {
    id: "m1",
    status: "finished",
    homeScore: 2,
    awayScore: 1,
    phase: null,
    minute: null,
    kickoffAt: "2025-05-25T16:00:00.000Z",
    competition: "3F Superliga",
    home: { name: "FC København", slug: "fc-kobenhavn", logoUrl: null },
    away: { name: "Brøndby IF", slug: "brondby-if", logoUrl: null },
  },
  updates: [
    {
      id: "u2",
      body: "**MÅL!** [Elyounoussi](https://x.dk) sætter den ind.\nMere tekst",
      eventType: "goal",
      minute: 67,
      imageUrl: null,
      imageAlt: null,
      pinned: false,
      author: "Mads",
      createdAt: "2025-05-25T17:20:00.000Z",
      updatedAt: "2025-05-25T17:21:00.000Z",
    },
  ],
};

describe("LiveBlogPosting JSON-LD", () => {
  it("carries the coverage times, the match and each update as a BlogPosting", () => {
    const ld = liveBlogJsonLd(
      { url: "https://forsiden.test/article/live", title: "LIVE: FCK–Brøndby" },
      live,
    );
    expect(ld).toMatchObject({
      "@type": "LiveBlogPosting",
      coverageStartTime: "2025-05-25T15:30:00.000Z",
      coverageEndTime: "2025-05-25T18:10:00.000Z",
      about: { "@type": "SportsEvent", name: "FC København – Brøndby IF" },
    });
    expect(ld.liveBlogUpdate).toEqual([
      {
        "@type": "BlogPosting",
        "@id": "https://forsiden.test/article/live#update-u2",
        headline: "67' Mål: MÅL! Elyounoussi sætter den ind.",
        articleBody: live.updates[0].body,
        datePublished: "2025-05-25T17:20:00.000Z",
        dateModified: "2025-05-25T17:21:00.000Z",
      },
    ]);
  });

  it("leaves out the end time while the coverage runs", () => {
    const ld = liveBlogJsonLd(
      { url: "u", title: "t" },
      { ...live, coverageEndedAt: null, liveStatus: "live" },
    );
    expect(ld).not.toHaveProperty("coverageEndTime");
  });
});
