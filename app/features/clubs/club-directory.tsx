import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { toSlugValue } from "~/lib/slug";
import { cn } from "~/lib/utils";
import { ClubCard, type ClubCardData } from "./club-card";
import { type ClubFilter, COUNTRY_FILTERS } from "./club-geography";
import { filterClubs, groupClubsByLeague, suggestClubName } from "./club-search";

interface ClubDirectoryProps {
  filter: ClubFilter;
  clubs: (ClubCardData & { shortName: string | null })[];
  initialQuery: string;
}

function filterHref(filter: string, query: string) {
  const params = new URLSearchParams({ land: filter });
  if (query.trim()) params.set("q", query.trim());
  return `/alle-klubber?${params}`;
}

/**
 * Spec §2 club list: country filter, search and clubs grouped by league. The search is a GET form
 * (works without JavaScript); with JavaScript it filters the loaded clubs while typing.
 */
export function ClubDirectory({ filter, clubs, initialQuery }: ClubDirectoryProps) {
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const groups = groupClubsByLeague(filterClubs(clubs, query), filter, query);
  const suggestion = groups.length === 0 ? suggestClubName(clubs, query) : null;
  const total = groups.reduce((n, g) => n + g.clubs.length, 0);

  function onQueryChange(value: string) {
    setQuery(value);
    // Keep the address shareable without a new request (React Router's own state is kept).
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <>
      <nav aria-label="Vælg land" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {COUNTRY_FILTERS.map((option) => {
            const active = option === filter;
            return (
              <li key={option}>
                <Link
                  to={filterHref(option, query)}
                  aria-current={active ? "true" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                    active
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-input bg-card hover:border-primary hover:text-primary",
                  )}
                >
                  {option}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <search className="mt-4 block max-w-xl">
        <form
          method="get"
          action="/alle-klubber"
          className="flex gap-2"
          onSubmit={(event) => {
            // The list is already filtered; no request needed.
            event.preventDefault();
          }}
        >
          <input type="hidden" name="land" value={filter} />
          <label htmlFor={inputId} className="sr-only">
            Søg efter klub eller liga
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder="Søg efter klub eller liga..."
              autoComplete="off"
              className="pl-9"
            />
          </div>
          <Button type="submit">Søg</Button>
        </form>
      </search>

      <p aria-live="polite" className="sr-only">
        {total === 1 ? "1 klub" : `${total} klubber`}
      </p>

      {groups.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          <p>Ingen klubber fundet</p>
          {suggestion ? (
            <p className="mt-2 text-foreground" data-club-suggestion>
              Mente du{" "}
              <Link to={filterHref(filter, suggestion)} className="font-semibold text-primary underline">
                {suggestion}
              </Link>
              ?
            </p>
          ) : null}
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.league} aria-labelledby={`liga-${toSlugValue(group.league)}`} className="mt-10">
            <h2
              id={`liga-${toSlugValue(group.league)}`}
              className="border-b-2 border-primary pb-2 text-xl font-black tracking-tight"
            >
              {group.league}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.clubs.map((club) => (
                <li key={club.slug}>
                  <ClubCard club={club} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
