/** The /admin/stillinger page: the standings editor and the match list, each with its own filter form. */
import { Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOptions } from "~/components/ui/native-select";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { LeagueOptions } from "./league-options-admin";
import { MatchAdminList } from "./match-admin-list";
import type { StandingsActionResult } from "./standings-admin-actions.server";
import { STANDINGS_FETCHER, StandingsEditor } from "./standings-admin-editor";
import type { loadStandingsAdminPage } from "./standings-admin-page.server";
import { ALL_MATCHES } from "./standings-admin-page-constants";

export type StandingsAdminData = Awaited<ReturnType<typeof loadStandingsAdminPage>>;

const CLUB_LIST_ID = "standings-admin-clubs";

export function StandingsAdminPage({ loaderData }: { loaderData: StandingsAdminData }) {
  const standingsFetcher = useFetcher<StandingsActionResult>({ key: STANDINGS_FETCHER });
  useActionResultToast(standingsFetcher.data);
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
                    <LeagueOptions leagues={leagues} />
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
                    <option value={ALL_MATCHES}>Alle kampe</option>
                    <LeagueOptions leagues={leagues} />
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
                    <NativeSelectOptions items={clubs} toValue={(c) => c.slug} toLabel={(c) => c.name} />
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
