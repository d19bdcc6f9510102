import { data, Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { listAdminMatches, MATCH_LIST_LIMIT } from "~/features/matches/match-admin.server";
import { MatchAdminList } from "~/features/matches/match-admin-list";
import {
  listClubOptions,
  listLeagueOptions,
  listLeagueSeasons,
  loadStandingsTable,
} from "~/features/standings/standings-admin.server";
import {
  handleStandingsAction,
  type StandingsActionResult,
} from "~/features/standings/standings-admin-actions.server";
import {
  STANDINGS_FETCHER,
  StandingsEditor,
  useResultToast,
} from "~/features/standings/standings-admin-editor";
import { SEASON_PATTERN } from "~/lib/leagues";
import { getDb } from "~/server/db/client.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/stillinger";

const CLUB_LIST_ID = "standings-admin-clubs";
const ALL = "alle";

export function meta() {
  return [{ title: "Stillinger & kampe | Forsiden" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const db = getDb();
  const [leagueOptions, clubOptions] = await Promise.all([listLeagueOptions(db), listClubOptions(db)]);
  const requested = params.get("liga");
  const league = leagueOptions.find((l) => l.key === requested) ?? leagueOptions[0];
  if (!league) {
    return { league: null, leagues: [], clubs: [], notices: ["Der er ingen ligaer endnu."] } as const;
  }
  const notices: string[] = [];
  if (requested && requested !== league.key)
    notices.push(`Ligaen "${requested}" findes ikke. Viser ${league.name}.`);
  const requestedSeason = params.get("saeson")?.trim();
  let season = league.season;
  if (requestedSeason && SEASON_PATTERN.test(requestedSeason)) season = requestedSeason;
  else if (requestedSeason)
    notices.push(`Sæson skal skrives som 2024-25 eller 2026. Viser ${league.season}.`);

  const matchLeague = params.get("kampliga") ?? league.key;
  const matchClub = params.get("klub") ?? "";
  const [table, seasons, matches] = await Promise.all([
    loadStandingsTable(db, league.key, season),
    listLeagueSeasons(db, league.key, league.season),
    listAdminMatches(db, {
      leagueKey: matchLeague === ALL ? null : matchLeague,
      clubSlug: matchClub || null,
    }),
  ]);
  return {
    league,
    season,
    seasons: seasons.includes(season) ? seasons : [season, ...seasons],
    table,
    leagues: leagueOptions,
    clubs: clubOptions,
    matches,
    matchFilter: { league: matchLeague, club: matchClub },
    matchLimit: MATCH_LIST_LIMIT,
    notices,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = requireStaff(args);
  const { result, status } = await handleStandingsAction(
    getDb(),
    { id: user.id, email: user.email },
    await args.request.formData(),
    args.context.requestId,
  );
  return data(result, { status });
}

export default function StandingsAdminPage({ loaderData }: Route.ComponentProps) {
  const standingsFetcher = useFetcher<StandingsActionResult>({ key: STANDINGS_FETCHER });
  useResultToast(standingsFetcher.data);
  const { league, leagues, clubs, notices } = loaderData;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold">Stillinger & kampe</h1>
        <p className="text-muted-foreground">
          Ret tabellen for hver liga og sæson, og kampene der vises på klubsiderne. Ændringer vises med det
          samme på de offentlige sider.
        </p>
      </div>
      {notices.map((n) => (
        <p key={n} role="status" className="rounded-md bg-muted p-3 text-sm">
          {n}
        </p>
      ))}
      <datalist id={CLUB_LIST_ID}>
        {clubs.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </datalist>

      {league && "table" in loaderData ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Stilling</h2>
              </CardTitle>
              <CardDescription>
                Vælg liga og sæson. Den offentlige side{" "}
                <Link to={`/stillinger/${league.key}`} className="underline">
                  /stillinger/{league.key}
                </Link>{" "}
                viser sæson {league.season}.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Vælg liga og sæson">
                <div className="grid gap-1.5">
                  <Label htmlFor="standings-league">Liga</Label>
                  <NativeSelect
                    id="standings-league"
                    name="liga"
                    defaultValue={league.key}
                    wrapperClassName="w-56"
                    onChange={(e) => e.currentTarget.form?.requestSubmit()}
                  >
                    {leagues.map((l) => (
                      <option key={l.key} value={l.key}>
                        {l.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="standings-season">Sæson</Label>
                  <Input
                    id="standings-season"
                    name="saeson"
                    list="standings-seasons"
                    defaultValue={loaderData.season}
                    key={`${league.key}-${loaderData.season}`}
                    className="w-32"
                    placeholder="2024-25"
                  />
                  <datalist id="standings-seasons">
                    {loaderData.seasons.map((s) => (
                      <option key={s} value={s} />
                    ))}
                  </datalist>
                </div>
                <Button type="submit" variant="outline">
                  Vis
                </Button>
              </Form>
              <StandingsEditor
                key={`${league.key}/${loaderData.season}/${loaderData.table.fingerprint}`}
                leagueKey={league.key}
                leagueName={league.name}
                season={loaderData.season}
                rows={loaderData.table.rows}
                fingerprint={loaderData.table.fingerprint}
                clubListId={CLUB_LIST_ID}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Kampe</h2>
              </CardTitle>
              <CardDescription>
                Kampe med en klub vises på klubbens side. Afsluttede kampe med liga og sæson tæller med, når
                stillingen genberegnes.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filtrér kampe">
                <input type="hidden" name="liga" value={league.key} />
                <input type="hidden" name="saeson" value={loaderData.season} />
                <div className="grid gap-1.5">
                  <Label htmlFor="match-filter-league">Liga</Label>
                  <NativeSelect
                    id="match-filter-league"
                    name="kampliga"
                    defaultValue={loaderData.matchFilter.league}
                    key={`kampliga-${loaderData.matchFilter.league}`}
                    wrapperClassName="w-56"
                  >
                    <option value={ALL}>Alle kampe</option>
                    {leagues.map((l) => (
                      <option key={l.key} value={l.key}>
                        {l.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="match-filter-club">Klub</Label>
                  <NativeSelect
                    id="match-filter-club"
                    name="klub"
                    defaultValue={loaderData.matchFilter.club}
                    key={`klub-${loaderData.matchFilter.club}`}
                    wrapperClassName="w-56"
                  >
                    <option value="">Alle klubber</option>
                    {clubs.map((c) => (
                      <option key={c.slug} value={c.slug}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button type="submit" variant="outline">
                  Filtrér
                </Button>
              </Form>
              <MatchAdminList
                matches={loaderData.matches}
                leagues={leagues}
                defaults={{ leagueKey: league.key, leagueName: league.name, season: league.season }}
                clubListId={CLUB_LIST_ID}
                limit={loaderData.matchLimit}
              />
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
