import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { leagueRules } from "~/lib/leagues";
import { zonesShown } from "./standings-format";
import type { StandingsRow } from "./standings-row";
import { StandingsLegend, StandingsTable } from "./standings-table";

function rows(positions: number[]): StandingsRow[] {
  return positions.map((position) => ({
    id: `r${position}`,
    position,
    team: `Hold ${position}`,
    clubSlug: null,
    played: 10,
    won: 5,
    drawn: 2,
    lost: 3,
    goalsFor: 12,
    goalsAgainst: 10,
    points: 17,
    form: ["W", "D", "L"],
  }));
}

function render(leagueKey: string, positions: number[]) {
  const rules = leagueRules(leagueKey, positions);
  return renderToString(
    <MemoryRouter>
      <StandingsTable rows={rows(positions)} rules={rules} caption="Stillingen" />
      <StandingsLegend zones={zonesShown(positions, rules)} shown={positions.length} teams={rules.teams} />
    </MemoryRouter>,
  );
}

/** The texts of the legend's items, in order. */
function legend(html: string): string[] {
  const list = html.split('data-testid="standings-legend"')[1]?.split("</ul>")[0] ?? "";
  return [...list.matchAll(/<\/span>([^<]+)<\/li>/g)].map((m) => m[1]);
}

/** The visually hidden zone text of each position cell, in row order ("" for no zone). */
function positionTexts(html: string): string[] {
  return [...html.matchAll(/<tr[^>]*>(<td[^>]*>.*?<\/td>)/g)].map((m) =>
    m[1].replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""),
  );
}

describe("standings legend and screen-reader zones (issue 14, WCAG 1.4.1)", () => {
  it("lists only the zones a 10-row Premier League excerpt shows: no Nedrykning", () => {
    const html = render("premier-league", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(legend(html)).toEqual(["Champions League", "Europa League", "Conference League-kvalifikation"]);
    expect(html).not.toContain("Nedrykning");
    expect(html).not.toContain('data-zone="relegation"');
    expect(html).toContain("Viser 10 af 20 hold.");
  });

  it("tells screen readers each row's zone in its position cell", () => {
    const html = render("premier-league", [1, 5, 6, 8, 18]);
    expect(positionTexts(html)).toEqual([
      "1 (Champions League)",
      "5 (Europa League)",
      "6 (Conference League-kvalifikation)",
      "8",
      "18 (Nedrykning)",
    ]);
    expect(html).toContain('<span class="sr-only"> (<!-- -->Nedrykning<!-- -->)</span>');
    expect(legend(html)).toEqual([
      "Champions League",
      "Europa League",
      "Conference League-kvalifikation",
      "Nedrykning",
    ]);
  });

  it("shows the 3F Superliga split as Mesterskabsspil and Nedrykningsspil", () => {
    const html = render("3f-superliga", [5, 6, 7, 12]);
    expect(positionTexts(html)).toEqual([
      "5 (Mesterskabsspil)",
      "6 (Mesterskabsspil)",
      "7 (Nedrykningsspil)",
      "12 (Nedrykning)",
    ]);
    expect(legend(html)).toEqual(["Mesterskabsspil", "Nedrykningsspil", "Nedrykning"]);
  });

  it("marks the Champions League league phase: Ottendedelsfinale, Play-off, Ude", () => {
    const html = render("champions-league", [8, 9, 25]);
    expect(positionTexts(html)).toEqual(["8 (Ottendedelsfinale)", "9 (Play-off)", "25 (Ude)"]);
    expect(legend(html)).toEqual(["Ottendedelsfinale", "Play-off", "Ude"]);
  });

  it("lists no zone when no row shown is in one, and says the table is an excerpt", () => {
    const html = render("premier-league", [7, 8, 9]);
    expect(html).not.toContain("standings-legend");
    expect(html).toContain("Viser 3 af 20 hold.");
  });

  it("has no legend at all for a full table in no zone", () => {
    const html = render("unknown-league", []);
    expect(html).not.toContain("Forklaring");
  });

  it("keeps #, Hold and P on a phone and leaves V, U and T for wider screens", () => {
    const html = render("premier-league", [1]);
    const heads = [...html.matchAll(/<th scope="col"[^>]*class="([^"]*)"/g)].map((m) => m[1]);
    expect(heads).toHaveLength(9);
    const hiddenOnPhone = heads.map((c) => c.split(" ").includes("hidden"));
    // #, Hold, K, V, U, T, +/-, P, Form
    expect(hiddenOnPhone).toEqual([false, false, false, true, true, true, false, false, false]);
    expect(html).toContain("Stryg til siden for at se formen");
  });
});
