import { Link } from "react-router";
import { staticIsland } from "~/components/static-island";
import { ExternalLink } from "~/components/ui/icons";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { Held } from "~/lib/island-data";
import { websiteHref, websiteLabel } from "./club-details";
import type { ClubHeaderData } from "./club-header";
import type { ClubNewsItem } from "./club-news-list";

// The news list never changes while the page stays: a static island (ADR 0023).
const ClubNewsList = staticIsland("club-news", () => import("./club-news-list").then((m) => m.ClubNewsList));

export interface ClubLink {
  to: string;
  label: string;
}

interface ClubTabsProps {
  club: ClubHeaderData & { shortName: string | null };
  news: Held<ClubNewsItem[]>;
  /** Internal links shown under 'Links' next to the official site (standings, other clubs). */
  links: ClubLink[];
  serverNow: string;
}

// Both panels are rendered on the server; the inactive one is only hidden.
const panelClass = "mt-4 data-[state=inactive]:hidden";

/** Spec §2 club page tabs: 'Nyheder' (default) and 'Info' ('Klubinfo' and 'Links'). */
export function ClubTabs({ club, news, links, serverNow }: ClubTabsProps) {
  const href = websiteHref(club.website);
  const facts: [string, string | number | null][] = [
    ["Navn", club.name],
    ["Forkortelse", club.shortName],
    ["Liga", club.league],
    ["Land", club.country],
    ["Stadion", club.stadium],
    ["By", club.location],
    ["Grundlagt", club.founded],
  ];
  return (
    <Tabs defaultValue="nyheder">
      <TabsList aria-label="Klubindhold" className="w-full sm:w-fit">
        <TabsTrigger value="nyheder" className="px-6">
          Nyheder
        </TabsTrigger>
        <TabsTrigger value="info" className="px-6">
          Info
        </TabsTrigger>
      </TabsList>
      <TabsContent value="nyheder" forceMount className={panelClass}>
        <h2 className="sr-only">Nyheder om {club.name}</h2>
        <ClubNewsList articles={news} serverNow={serverNow} />
      </TabsContent>
      <TabsContent value="info" forceMount className={panelClass}>
        <div className="grid gap-4 md:grid-cols-2">
          <section className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h2 className="text-lg font-bold">Klubinfo</h2>
            <dl className="mt-3 divide-y divide-border text-sm">
              {facts
                .filter(([, value]) => value != null && value !== "")
                .map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 py-2">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-right font-semibold">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <section className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h2 className="text-lg font-bold">Links</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {href && club.website ? (
                <li>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {`Officiel hjemmeside: ${websiteLabel(club.website)}`}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                </li>
              ) : (
                <li className="text-muted-foreground">Ingen officiel hjemmeside registreret</li>
              )}
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="font-semibold underline-offset-4 hover:text-primary hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </TabsContent>
    </Tabs>
  );
}
