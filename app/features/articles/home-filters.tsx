import { useId } from "react";
import { LEAGUES } from "~/lib/leagues";
import { splitTag } from "~/lib/tags";
import type { HomeFilterPrefix } from "./home-filter";
import {
  NATIONALITY_OPTIONS,
  POSITION_OPTIONS,
  TAG_PREFIX_LABELS,
  type TagOption,
  TRANSFER_OPTIONS,
} from "./tag-vocabulary";

interface FilterFormProps {
  prefix: HomeFilterPrefix;
  options: readonly TagOption[];
  current: string | null;
}

/**
 * One GET form per prefix, plain HTML (the filters are a static island, ADR 0023): it sends
 * `/?liga=premier-league`, which the front page redirects to the spec's `/?liga:premier-league`.
 */
function FilterForm({ prefix, options, current }: FilterFormProps) {
  const id = useId();
  const parsed = current ? splitTag(current) : null;
  const selected = parsed?.prefix === prefix ? parsed.value : "";
  const label = TAG_PREFIX_LABELS[prefix];

  return (
    // Native controls styled by `filter-*` in public-components.css: the small outline button and
    // select of components/ui, without their class lists and chevron SVG repeated four times.
    <form method="get" action="/" className="filter-form">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="filter-label">
          {label}
        </label>
        <select id={id} name={prefix} defaultValue={selected} key={selected} className="filter-select">
          <option value="">Alle</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="filter-button" aria-label={`Vis ${label.toLowerCase()}`}>
        Vis
      </button>
    </form>
  );
}

interface HomeFiltersProps {
  current: string | null;
  /** In a column beside 'Mest læste': at most two forms a row. */
  narrow?: boolean;
}

/** Filter controls for the four prefixes of the spec's home query (liga, transfer, position, nationalitet). */
// The overview's leagues first; the tournaments (VM, EM) are filters too.
const LEAGUE_OPTIONS = LEAGUES.map((l) => ({ value: l.key, label: l.name }));

export function HomeFilters({ current, narrow = false }: HomeFiltersProps) {
  return (
    <section aria-labelledby="filtrer-nyheder" className="rounded-lg border border-border bg-card p-4">
      <h2 id="filtrer-nyheder" className="mb-3 font-display text-base font-black">
        Filtrer nyheder
      </h2>
      <div className={narrow ? "grid gap-3 sm:grid-cols-2" : "grid gap-3 sm:grid-cols-2 lg:grid-cols-4"}>
        <FilterForm prefix="liga" options={LEAGUE_OPTIONS} current={current} />
        <FilterForm prefix="transfer" options={TRANSFER_OPTIONS} current={current} />
        <FilterForm prefix="position" options={POSITION_OPTIONS} current={current} />
        <FilterForm prefix="nationalitet" options={NATIONALITY_OPTIONS} current={current} />
      </div>
    </section>
  );
}
