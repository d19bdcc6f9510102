import { parseHTML } from "linkedom";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { staticIslandsReady } from "~/components/static-island";
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

function render(
  data: Pick<MatchCentreData, "table"> & { matches: CentreMatch[]; live?: MatchCentreData["live"] },
  followFrom?: string,
) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MatchCentre data={data} serverNow={NOW} followFrom={followFrom} />
    </MemoryRouter>,
  );
}

// The teams' 'Følg' buttons are a static island: the server loads its component before a render.
beforeAll(() => staticIslandsReady());

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

  it("gives a match whose live blog is live now 'Få besked' for that live blog, and no other match (issue 25)", () => {
    const liveArticle = { id: "0f3c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c", slug: "live-fck-hviderusland" };
    const html = render({
      matches: [
        { ...live, liveSlug: liveArticle.slug },
        { ...live, id: "m-other", liveSlug: null },
      ],
      table: [],
      live: [{ ...liveArticle, title: "Live", latestAt: NOW, matchId: live.id }],
    });
    expect(html.match(/data-push-bell=/g)).toHaveLength(1);
    expect(html).toContain(
      `<button type="button" class="push-bell" data-push-bell="FC København–Hviderusland" data-push-topics="article:${liveArticle.id}" aria-haspopup="dialog">Få besked<span class="sr-only"> om FC København–Hviderusland</span></button>`,
    );
    expect(render({ matches: [live], table: [] })).not.toContain("data-push-bell");
  });

  it("says so in Danish when there are no matches and no table", () => {
    const html = render({ matches: [], table: [] });
    expect(html).toContain("Ingen kampe i dag eller de næste dage.");
    expect(html).toContain("Stillingen er ikke tilgængelig endnu.");
    expect(html).not.toContain("LIVE");
  });
});

describe("'Følg' on the match centre's teams (issue 24)", () => {
  const away: CentreMatch = {
    ...live,
    id: "m-derby",
    homeTeam: "Brøndby IF",
    homeClubSlug: "brondby-if",
    awayTeam: "AGF",
    awayClubSlug: "agf",
  };
  const page = (html: string) => parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;

  it("gives each team with a club page a 'Følg {team}' button that posts to its club and comes back", () => {
    const doc = page(render({ matches: [live, away], table: [] }, "/"));
    const buttons = [...doc.querySelectorAll("[data-match-centre] button")];
    expect(buttons.map((b) => b.getAttribute("data-follow-club"))).toEqual([
      "fc-kobenhavn",
      "brondby-if",
      "agf",
    ]);
    const [fck] = buttons;
    // Its name: the star is drawn by the stylesheet, the text is 'Følg' and the team.
    expect(fck.textContent).toBe("Følg FC København");
    expect(fck.querySelector("svg")).toBeNull();
    expect(fck.querySelector("[data-follow-label]")?.textContent).toBe("Følg");
    // A plain submit (works without JavaScript), a toggle the account script can mark 'Følger'.
    expect(fck.getAttribute("type")).toBe("submit");
    expect(fck.getAttribute("aria-pressed")).toBe("false");
    // (React writes `formAction`; HTML attribute names are case-insensitive, linkedom keeps the case.)
    const formAction = [...fck.attributes].find((a) => a.name.toLowerCase() === "formaction");
    expect(formAction?.value).toBe("/api/klubber/fc-kobenhavn/foelg");
    expect(fck.getAttribute("name")).toBe("intent");
    expect(fck.getAttribute("value")).toBe("follow");
    // It submits the one form of the match centre: a post that comes back to the page.
    const form = doc.getElementById(fck.getAttribute("form") ?? "");
    expect(form?.tagName).toBe("FORM");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector("input[name=redirectTo]")?.getAttribute("value")).toBe("/");
    expect(doc.querySelectorAll("[data-match-centre] form")).toHaveLength(1);
    // It follows the team's name, before the score, in the team's line.
    const line = fck.closest("[data-island]")?.parentElement;
    expect([...(line?.children ?? [])].map((c) => c.tagName)).toEqual(["A", "DIV", "SPAN"]);
    expect(line?.lastElementChild?.hasAttribute("data-score")).toBe(true);
  });

  it("has none for a team without a club page, and none at all without `followFrom`", () => {
    const doc = page(render({ matches: [live], table: [] }, "/"));
    const hviderusland = [...doc.querySelectorAll(".match-card > div")].find((line) =>
      line.textContent?.startsWith("Hviderusland"),
    );
    expect(hviderusland?.querySelector("button, [data-island]")).toBeNull();
    expect(doc.querySelectorAll("[data-follow-club]")).toHaveLength(1);

    const html = render({ matches: [live, away], table: [] });
    expect(html).not.toContain("data-follow-club");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("<button");
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
