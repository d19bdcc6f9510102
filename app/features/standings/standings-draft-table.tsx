import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { type DraftRow, NUMBER_COLUMNS } from "./standings-draft";
import { formatGoalDifference } from "./standings-format";

interface DraftTableProps {
  caption: string;
  draft: DraftRow[];
  errors: Partial<Record<string, string>>;
  clubListId: string;
  update: (key: number, field: keyof DraftRow, value: string) => void;
  removeRow: (key: number) => void;
}

function DraftTableHead() {
  return (
    <thead className="border-b bg-muted/50 text-left">
      <tr>
        <th scope="col" className="px-1 py-2">
          <abbr title="Placering">#</abbr>
        </th>
        <th scope="col" className="px-1 py-2">
          Hold
        </th>
        <th scope="col" className="px-1 py-2">
          Klub (slug)
        </th>
        {NUMBER_COLUMNS.map((c) => (
          <th key={c.key} scope="col" className="px-1 py-2 text-center">
            <abbr title={c.label}>{c.short}</abbr>
          </th>
        ))}
        <th scope="col" className="px-1 py-2 text-center">
          +/-
        </th>
        <th scope="col" className="px-1 py-2">
          Form <span className="font-normal text-muted-foreground">(V/U/T, seneste sidst)</span>
        </th>
        <th scope="col" className="px-1 py-2">
          <span className="sr-only">Handlinger</span>
        </th>
      </tr>
    </thead>
  );
}

/** One editable cell: the row's `field`, marked invalid when the server named it. */
function DraftCell({
  row,
  field,
  invalid,
  update,
  transform = (value) => value,
  ...input
}: Omit<React.ComponentProps<typeof Input>, "value" | "onChange"> & {
  row: DraftRow;
  field: Exclude<keyof DraftRow, "key">;
  invalid: boolean;
  update: DraftTableProps["update"];
  transform?: (value: string) => string;
}) {
  return (
    <td className="px-1 py-1">
      <Input
        {...input}
        aria-invalid={invalid}
        value={row[field]}
        onChange={(e) => update(row.key, field, transform(e.target.value))}
      />
    </td>
  );
}

/** One team's editable row; inputs are named after the team (or 'række N' while it has none). */
function DraftTableRow({
  row,
  index,
  errors,
  clubListId,
  update,
  removeRow,
}: Omit<DraftTableProps, "caption" | "draft"> & { row: DraftRow; index: number }) {
  const name = row.team.trim() || `række ${index + 1}`;
  const cell = (field: Exclude<keyof DraftRow, "key">) => ({
    row,
    field,
    update,
    invalid: Boolean(errors[`rows.${index}.${field}`]),
  });
  const gd = Number(row.goalsFor) - Number(row.goalsAgainst);
  return (
    <tr className="border-b last:border-0" data-testid="standings-edit-row">
      <DraftCell
        {...cell("position")}
        className="h-8 w-12 px-1.5 tabular-nums"
        inputMode="numeric"
        aria-label={`Placering, ${name}`}
      />
      <DraftCell
        {...cell("team")}
        className="h-8 min-w-32"
        aria-label={`Hold, række ${index + 1}`}
        maxLength={80}
      />
      <DraftCell
        {...cell("clubSlug")}
        className="h-8 min-w-28"
        list={clubListId}
        aria-label={`Klub, ${name}`}
        placeholder="valgfri"
      />
      {NUMBER_COLUMNS.map((c) => (
        <DraftCell
          key={c.key}
          {...cell(c.key)}
          className="h-8 w-12 px-1 text-center tabular-nums"
          inputMode="numeric"
          aria-label={`${c.label}, ${name}`}
        />
      ))}
      <td
        className={cn(
          "px-1 py-1 text-center tabular-nums",
          gd > 0 ? "text-[#15803d]" : gd < 0 ? "text-[#b91c1c]" : "text-muted-foreground",
        )}
      >
        {Number.isFinite(gd) ? formatGoalDifference(gd) : "–"}
      </td>
      <DraftCell
        {...cell("form")}
        className="h-8 w-24 uppercase"
        aria-label={`Form, ${name}`}
        maxLength={9}
        placeholder="fx VVUTV"
        transform={(value) => value.toUpperCase()}
      />
      <td className="px-1 py-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Fjern ${name}`}
          title="Fjern"
          onClick={() => removeRow(row.key)}
        >
          <Trash2 aria-hidden className="text-destructive" />
        </Button>
      </td>
    </tr>
  );
}

/** The league table as inputs, one row per team. */
export function StandingsDraftTable({ caption, draft, ...rowProps }: DraftTableProps) {
  return (
    // `relative` makes the box the sr-only texts' containing block: without it they sat outside
    // the scroll box and widened the whole page to 1304 px at 1280. The inputs are sized so
    // the whole table fits beside the admin menu at 1280.
    <div className="relative overflow-x-auto rounded-md border border-border bg-card">
      <table className="w-full text-sm" aria-label={caption}>
        <DraftTableHead />
        <tbody>
          {draft.map((row, index) => (
            <DraftTableRow key={row.key} row={row} index={index} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
