import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { type LeagueRules, type StandingsZone, ZONE_LABELS, zoneAt } from "~/lib/leagues";
import { cn } from "~/lib/utils";
import {
  formatGoalDifference,
  goalDifference,
  goalDifferenceClass,
  lastFiveForm,
  ZONE_BORDER,
  ZONE_SWATCH,
} from "./standings-format";
import type { StandingsRow } from "./standings-row";

/**
 * Spec §2 columns; the short ones carry their meaning for sight and screen readers. Below 640 px
 * the table is compact: V, U and T are left out so #, Hold and P fit a phone's width, # and Hold
 * stay put (sticky) and Form is reached by scrolling the table, not the page.
 */
const COLUMNS = [
  { label: "#", title: "Placering", className: "sticky left-0 z-10 w-10 min-w-10 bg-muted text-center" },
  { label: "Hold", title: null, className: "sticky left-10 z-10 min-w-[8.5rem] bg-muted text-left" },
  { label: "K", title: "Kampe", className: "text-center" },
  { label: "V", title: "Vundne", className: "hidden text-center sm:table-cell" },
  { label: "U", title: "Uafgjorte", className: "hidden text-center sm:table-cell" },
  { label: "T", title: "Tabte", className: "hidden text-center sm:table-cell" },
  { label: "+/-", title: "Målforskel", className: "text-center" },
  { label: "P", title: "Point", className: "text-center" },
  { label: "Form", title: null, className: "text-left" },
] as const;

const WIDE_ONLY = "hidden sm:table-cell";

export function StandingsTable({
  rows,
  rules,
  caption,
}: {
  rows: StandingsRow[];
  rules: LeagueRules;
  caption: string;
}) {
  return (
    <div>
      <p
        aria-hidden="true"
        className="mb-2 flex items-center justify-end gap-1 text-xs text-muted-foreground sm:hidden"
      >
        Stryg til siden for at se formen
        <ArrowRight className="size-3.5" />
      </p>
      {/* `relative` keeps the sr-only texts inside the scroll box (else they widen the page on phones). */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[600px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {COLUMNS.map((col) => (
                <th
                  key={col.label}
                  scope="col"
                  aria-label={col.title ?? undefined}
                  className={cn("px-2 py-3 font-bold first:pl-3 last:pr-4", col.className)}
                >
                  {col.title ? (
                    <abbr title={col.title} className="no-underline">
                      {col.label}
                    </abbr>
                  ) : (
                    col.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const zone = zoneAt(row.position, rules);
              const diff = goalDifference(row.goalsFor, row.goalsAgainst);
              return (
                <tr key={row.id} data-zone={zone ?? undefined} className="*:border-t *:border-t-border">
                  <td
                    className={cn(
                      "sticky left-0 z-10 w-10 min-w-10 border-l-4 bg-card py-3 pr-2 pl-2 text-center font-bold tabular-nums",
                      zone ? ZONE_BORDER[zone] : "border-l-transparent",
                    )}
                  >
                    {row.position}
                    {zone ? <span className="sr-only"> ({ZONE_LABELS[zone]})</span> : null}
                  </td>
                  <th
                    scope="row"
                    className="sticky left-10 z-10 min-w-[8.5rem] bg-card px-2 py-3 text-left font-semibold"
                  >
                    {row.clubSlug ? (
                      <Link to={`/klubber/${row.clubSlug}`} className="hover:text-primary hover:underline">
                        {row.team}
                      </Link>
                    ) : (
                      row.team
                    )}
                  </th>
                  <td className="px-2 py-3 text-center tabular-nums">{row.played}</td>
                  <td className={cn("px-2 py-3 text-center tabular-nums", WIDE_ONLY)}>{row.won}</td>
                  <td className={cn("px-2 py-3 text-center tabular-nums", WIDE_ONLY)}>{row.drawn}</td>
                  <td className={cn("px-2 py-3 text-center tabular-nums", WIDE_ONLY)}>{row.lost}</td>
                  <td
                    className={cn(
                      "px-2 py-3 text-center font-semibold tabular-nums",
                      goalDifferenceClass(diff),
                    )}
                  >
                    {formatGoalDifference(diff)}
                  </td>
                  <td className="px-2 py-3 text-center font-black tabular-nums">{row.points}</td>
                  <td className="py-3 pr-4 pl-2">
                    <ol className="flex gap-1" aria-label="Form, seneste 5 kampe">
                      {lastFiveForm(row.form).map((result, i) => (
                        <li
                          key={i}
                          title={result.label}
                          className={cn(
                            "flex size-6 items-center justify-center rounded-sm text-xs font-bold",
                            result.className,
                          )}
                        >
                          <span aria-hidden="true">{result.letter}</span>
                          <span className="sr-only">{result.label}</span>
                        </li>
                      ))}
                    </ol>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * Spec §2 legend, listing only the zones the table shows (in the league's order); nothing when
 * the rows shown are in no zone.
 */
export function StandingsLegend({
  zones,
  shown,
  teams,
}: {
  zones: readonly StandingsZone[];
  /** Rows shown and teams in the league: an excerpt says so, since its zones end at the last row. */
  shown: number;
  teams: number;
}) {
  const excerpt = shown > 0 && shown < teams ? `Viser ${shown} af ${teams} hold.` : null;
  if (zones.length === 0 && !excerpt) return null;
  return (
    <div className="mt-4 space-y-2">
      <h2 className="sr-only">Forklaring</h2>
      {zones.length > 0 ? (
        <ul
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground"
          data-testid="standings-legend"
        >
          {zones.map((zone) => (
            <li key={zone} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn("inline-block h-4 w-1.5 rounded-sm", ZONE_SWATCH[zone])}
              />
              {ZONE_LABELS[zone]}
            </li>
          ))}
        </ul>
      ) : null}
      {excerpt ? <p className="text-xs text-muted-foreground">{excerpt}</p> : null}
    </div>
  );
}
