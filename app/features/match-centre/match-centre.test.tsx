import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LiveNowStrip } from "./live-now-strip";
import { MatchCentre } from "./match-centre";
import type { MatchCentreData } from "./match-centre.server";
import type { CentreMatch } from "./match-centre-days";

const NOW = "2026-11-24T09:00:00.000Z";

const live: CentreMatch & { kickoffAt: string } = {
  id: "m-live",
  homeTeam: "FC København",
  awayTeam: "Hviderusland",
  homeClubSlug: "fc-kobenhavn",
  awayClubSlug: null,
  kickoffAt: "2026-11-24T08:30:00.000Z",
  competition: "3F Superliga",
  leagueKey: "3f-superliga",
  status: "live",
  homeScore: 2,
  awayScore: 0,
  phase: "second_half",
  minute: 67,
};

function render(data: Pick<MatchCentreData, "table"> & { matches: CentreMatch[] }) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MatchCentre data={data} serverNow={NOW} />
    </MemoryRouter>,
  );
}

describe("match centre HTML (what a reader without JavaScript sees)", () => {
  it("shows a live match with the red LIVE marker, minute and phase, score, and club links", () => {
    const html = render({ matches: [live], table: [] });
    expect(html).toContain(">LIVE</span>");
    expect(html).toContain("67&#x27; · 2. halvleg");
    expect(html).toMatch(/data-score="true"[^>]*>2<\/span>/);
    expect(html).toContain('href="/klubber/fc-kobenhavn"');
    // No club slug: the name without a link.
    expect(html).toContain(">Hviderusland</span>");
    expect(html).toContain(">I dag</h3>");
  });

  it("shows the top of the Superliga table with links to the full table and the clubs", () => {
    const html = render({
      matches: [],
      table: [
        { position: 1, team: "FC København", clubSlug: "fc-kobenhavn", points: 65 },
        { position: 2, team: "Ukendt IF", clubSlug: null, points: 62 },
      ],
    });
    expect(html.match(/href="\/stillinger\/3f-superliga"/g)).toHaveLength(2);
    expect(html).toContain("Se hele stillingen");
    expect(html).toContain('href="/klubber/fc-kobenhavn"');
    expect(html).toContain(">65</td>");
  });

  it("links a match with a live article to its live blog, naming the match (issue 22)", () => {
    const html = render({ matches: [{ ...live, liveSlug: "live-fck-hviderusland" }], table: [] });
    expect(html).toContain('href="/article/live-fck-hviderusland"');
    expect(html).toContain(
      'href="/article/live-fck-hviderusland" data-discover="true">Følg kampen live<span class="sr-only">(FC København–Hviderusland)</span></a>',
    );
    expect(render({ matches: [live], table: [] })).not.toContain("data-live-link");
  });

  it("says so in Danish when there are no matches and no table", () => {
    const html = render({ matches: [], table: [] });
    expect(html).toContain("Ingen kampe i dag eller de næste dage.");
    expect(html).toContain("Stillingen er ikke tilgængelig endnu.");
    expect(html).not.toContain("LIVE");
  });
});

describe("'LIVE NU' strip (issue 22)", () => {
  const strip = (items: Parameters<typeof LiveNowStrip>[0]["items"]) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <LiveNowStrip items={items} matches={[live]} />
      </MemoryRouter>,
    );

  it("is a labelled region of links that say the match, the score and the minute", () => {
    const html = strip([
      { id: "a1", slug: "live-fck", title: "LIVE: FCK", latestAt: NOW, matchId: "m-live" },
      { id: "a2", slug: "live-landshold", title: "LIVE: Landsholdet samles", latestAt: NOW, matchId: null },
    ]);
    expect(html).toContain('aria-labelledby="live-nu"');
    expect(html).toMatch(/<h2 id="live-nu"[^>]*>.*LIVE NU<\/h2>/);
    expect(html).toMatch(
      /href="\/article\/live-fck"[^>]*><span>FC København <span data-live-now-score="true"[^>]*>2–0<\/span> Hviderusland<\/span><span data-live-now-status="true"[^>]*>67&#x27; · 2. halvleg<\/span>/,
    );
    expect(html).toMatch(/href="\/article\/live-landshold"[^>]*>LIVE: Landsholdet samles<\/a>/);
  });

  it("renders nothing while nothing is live", () => {
    expect(strip([])).toBe("");
  });
});
