import { Link } from "react-router";
import { cn } from "~/lib/utils";
import {
  formatGoalDifference,
  goalDifference,
  goalDifferenceClass,
  lastFiveForm,
  STANDINGS_ZONES,
  standingsZone,
  ZONE_BORDER,
  ZONE_LABELS,
  ZONE_SWATCH,
} from "./standings-format";

export interface StandingsTableRow {
  id: string;
  position: number;
  team: string;
  clubSlug: string | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  form: string[];
}

/** Spec §2 columns; the short ones carry their meaning for sight and screen readers. */
const COLUMNS = [
  { label: "#", title: "Placering", className: "w-10 text-center" },
  { label: "Hold", title: null, className: "text-left" },
  { label: "K", title: "Kampe", className: "text-center" },
  { label: "V", title: "Vundne", className: "text-center" },
  { label: "U", title: "Uafgjorte", className: "text-center" },
  { label: "T", title: "Tabte", className: "text-center" },
  { label: "+/-", title: "Målforskel", className: "text-center" },
  { label: "P", title: "Point", className: "text-center" },
  { label: "Form", title: null, className: "text-left" },
] as const;

export function StandingsTable({ rows, caption }: { rows: StandingsTableRow[]; caption: string }) {
  return (
    // `relative` keeps the sr-only texts inside the scroll box (else they widen the page on phones).
    <div className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {COLUMNS.map((col) => (
              <th
                key={col.label}
                scope="col"
                aria-label={col.title ?? undefined}
                className={cn("px-2 py-3 font-bold first:pl-4 last:pr-4", col.className)}
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
          {rows.map((row, index) => {
            const zone = standingsZone(index + 1, rows.length);
            const diff = goalDifference(row.goalsFor, row.goalsAgainst);
            return (
              <tr key={row.id} data-zone={zone ?? undefined} className="border-t border-border">
                <td
                  className={cn(
                    "border-l-4 py-3 pr-2 pl-3 text-center font-bold tabular-nums",
                    zone ? ZONE_BORDER[zone] : "border-l-transparent",
                  )}
                >
                  {row.position}
                  {zone ? <span className="sr-only"> ({ZONE_LABELS[zone]})</span> : null}
                </td>
                <th scope="row" className="px-2 py-3 text-left font-semibold">
                  {row.clubSlug ? (
                    <Link to={`/klubber/${row.clubSlug}`} className="hover:text-primary hover:underline">
                      {row.team}
                    </Link>
                  ) : (
                    row.team
                  )}
                </th>
                <td className="px-2 py-3 text-center tabular-nums">{row.played}</td>
                <td className="px-2 py-3 text-center tabular-nums">{row.won}</td>
                <td className="px-2 py-3 text-center tabular-nums">{row.drawn}</td>
                <td className="px-2 py-3 text-center tabular-nums">{row.lost}</td>
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
    </div>
  );
}

/** Spec §2: the legend of the three zones. */
export function StandingsLegend() {
  return (
    <div className="mt-4">
      <h2 className="sr-only">Forklaring</h2>
      <ul
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground"
        data-testid="standings-legend"
      >
        {STANDINGS_ZONES.map((zone) => (
          <li key={zone} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn("inline-block h-4 w-1.5 rounded-sm", ZONE_SWATCH[zone])} />
            {ZONE_LABELS[zone]}
          </li>
        ))}
      </ul>
    </div>
  );
}
