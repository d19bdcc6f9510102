import { ExternalLink, Pencil, Search } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CLUB_COUNTRIES } from "~/lib/club-countries";
import { clubPath } from "~/lib/public-paths";
import {
  ALL_LEAGUES,
  type ClubAdminFilters,
  type ClubInput,
  clubGaps,
  LOGO_KIND_LABEL,
  LOGO_KINDS,
  leagueChoices,
} from "./club-admin-schema";
import { ClubLogo } from "./club-logo";

/** What the list and the dialog need of a club (dates arrive as strings after serialisation). */
export interface AdminClub extends Omit<ClubInput, "country"> {
  id: string;
  slug: string;
  country: string;
  logoUrl: string | null;
  updatedAt: Date | string;
}

export interface ClubStatsView {
  total: number;
  withLogo: number;
  generatedShield: number;
  withoutWebsite: number;
  withoutDescription: number;
}

function StatCard({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Card className="h-full" data-testid={`club-stat-${id}`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const bigNumber = "text-3xl font-bold tabular-nums";

/**
 * The four stat cards (spec §2). Every club shows readers a logo, an uploaded one or a generated
 * shield, so the logo card counts the two kinds (issue 14), in the filter's terms.
 */
export function ClubStatCards({ stats }: { stats: ClubStatsView }) {
  const gaps = [
    { id: "without-website", label: "Uden hjemmeside", value: stats.withoutWebsite },
    { id: "without-description", label: "Uden beskrivelse", value: stats.withoutDescription },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Nøgletal">
      <li>
        <StatCard id="total" label="Klubber i alt">
          <p className={bigNumber}>{stats.total}</p>
        </StatCard>
      </li>
      <li>
        <StatCard id="logos" label="Logoer">
          <dl className="grid gap-1">
            {LOGO_KINDS.map((kind) => (
              <div key={kind} className="flex items-baseline justify-between gap-3">
                <dt className="text-sm text-muted-foreground">{LOGO_KIND_LABEL[kind]}</dt>
                <dd className="text-2xl font-bold tabular-nums" data-testid={`club-stat-${kind}`}>
                  {kind === "med-logo" ? stats.withLogo : stats.generatedShield}
                </dd>
              </div>
            ))}
          </dl>
        </StatCard>
      </li>
      {gaps.map((card) => (
        <li key={card.id}>
          <StatCard id={card.id} label={card.label}>
            <p className={bigNumber}>{card.value}</p>
          </StatCard>
        </li>
      ))}
    </ul>
  );
}

const ALL = "";

/**
 * Text search, country and league (each with 'Alle'), kept in the URL and applied by the server.
 * The league choices follow the chosen country (spec §9); changing the country resets the league.
 */
export function ClubFilters({ filters }: { filters: ClubAdminFilters }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const leagues = filters.country ? leagueChoices(filters.country) : ALL_LEAGUES;
  // Empty filters ('Alle') are left out of the address.
  const send = (form: HTMLFormElement | null) => {
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    void submit(params, { method: "get", action: "/admin/clubs", replace: true, preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action="/admin/clubs"
      role="search"
      aria-label="Filtrer klubber"
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="klub-soeg">Søg</Label>
        <Input
          key={filters.q}
          id="klub-soeg"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Navn, liga, by eller stadion…"
          onChange={(e) => {
            const form = e.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(form), 300);
          }}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="klub-land">Land</Label>
        <NativeSelect
          key={`land-${filters.country}`}
          id="klub-land"
          name="land"
          defaultValue={filters.country}
          onChange={(e) => {
            const form = e.currentTarget.form;
            const league = form?.elements.namedItem("liga");
            if (league instanceof HTMLSelectElement) league.value = ALL;
            send(form);
          }}
        >
          <NativeSelectOption value={ALL}>Alle lande</NativeSelectOption>
          <NativeSelectOptions items={CLUB_COUNTRIES} />
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="klub-liga">Liga</Label>
        <NativeSelect
          key={`liga-${filters.country}-${filters.league}`}
          id="klub-liga"
          name="liga"
          defaultValue={filters.league}
          onChange={(e) => send(e.currentTarget.form)}
        >
          <NativeSelectOption value={ALL}>Alle ligaer</NativeSelectOption>
          <NativeSelectOptions items={leagues} />
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="klub-logo-filter">Logo</Label>
        <NativeSelect
          key={`logo-${filters.logo}`}
          id="klub-logo-filter"
          name="logo"
          defaultValue={filters.logo}
          onChange={(e) => send(e.currentTarget.form)}
        >
          <NativeSelectOption value={ALL}>Alle logoer</NativeSelectOption>
          <NativeSelectOptions items={LOGO_KINDS} toLabel={(kind) => LOGO_KIND_LABEL[kind]} />
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Filtrer
        </Button>
        {filters.q || filters.country || filters.league || filters.logo ? (
          <Button asChild variant="ghost">
            <Link to="/admin/clubs" replace preventScrollReset>
              Nulstil
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

const GAP_LABEL = {
  logo: LOGO_KIND_LABEL["genereret-skjold"],
  website: "Mangler hjemmeside",
  beskrivelse: "Mangler beskrivelse",
};

/** Status: 'Komplet' when the club page has logo, website and description, else what it lacks. */
export function ClubStatus({ club }: { club: AdminClub }) {
  const gaps = clubGaps(club);
  if (gaps.length === 0) return <Badge variant="success">Komplet</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {gaps.map((gap) => (
        <Badge key={gap} variant="outline">
          {GAP_LABEL[gap]}
        </Badge>
      ))}
    </span>
  );
}

/** Spec §2 table: Logo, Navn, Liga, Land, Stadion, Status, Handlinger; empty 'Ingen klubber fundet'. */
export function ClubsTable({ rows, onEdit }: { rows: AdminClub[]; onEdit: (club: AdminClub) => void }) {
  return (
    <Table aria-label="Klubber">
      <TableHeader>
        <TableRow>
          <TableHead className="w-14">Logo</TableHead>
          <TableHead>Navn</TableHead>
          <TableHead>Liga</TableHead>
          <TableHead>Land</TableHead>
          <TableHead>Stadion</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Handlinger</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
              Ingen klubber fundet
            </TableCell>
          </TableRow>
        ) : (
          rows.map((club) => (
            <TableRow key={club.id} data-testid="club-row">
              <TableCell>
                <ClubLogo
                  key={club.logoUrl ?? club.slug}
                  club={club}
                  size={32}
                  showFailureText={false}
                  className="rounded-sm"
                />
              </TableCell>
              {/* Long names and stadiums wrap, so the table fits 1280 px (issue 14). */}
              <TableCell className="whitespace-normal">
                <span className="font-medium">{club.name}</span>
                {club.shortName && club.shortName !== club.name ? (
                  <span className="block text-xs text-muted-foreground">{club.shortName}</span>
                ) : null}
              </TableCell>
              <TableCell>{club.league}</TableCell>
              <TableCell>{club.country}</TableCell>
              <TableCell className="whitespace-normal">{club.stadium ?? "–"}</TableCell>
              <TableCell>
                <ClubStatus club={club} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Rediger ${club.name}`}
                  title="Rediger"
                  onClick={() => onEdit(club)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button asChild variant="ghost" size="icon">
                  <a
                    href={clubPath(club.slug)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Vis ${club.name} (åbner i ny fane)`}
                    title="Vis klubsiden"
                  >
                    <ExternalLink aria-hidden />
                  </a>
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
