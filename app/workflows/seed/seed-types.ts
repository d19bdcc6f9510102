import type { FormResult, StandingsRow } from "~/features/standings/standings-row";
/** Shapes of the sample content loaded into an empty database (see seed.server.ts). */
import type { ClubCountry } from "~/lib/club-countries";

export interface SeedClub {
  slug: string; // kebab-case ASCII (lib/slug.ts toSlugValue: æ→ae, ø→o, å→aa), e.g. "fc-kobenhavn"
  name: string; // official name, e.g. "FC København"
  shortName: string; // e.g. "FCK"
  description: string; // 2-3 Danish sentences, factual
  website: string | null; // without scheme, e.g. "fck.dk"
  stadium: string | null;
  location: string | null; // city
  founded: number | null; // 1800-2030
  league: string; // one of LEAGUES_BY_COUNTRY[country]
  country: ClubCountry;
  primaryColor: string; // "#rrggbb", club colours for the generated crest
  secondaryColor: string;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string; // 120-160 characters
  content: string; // markdown, paragraphs separated by blank lines
  category: string;
  tags: string[]; // normalised tags, e.g. "klub:fc-kobenhavn", "liga:3f-superliga", "transfer:kobt", free text
  photoKey: string | null; // SeedPhoto.key
  imageAlt: string | null;
  imageCredit: string | null;
  publishedHoursAgo: number | null; // null for drafts; negative = scheduled in the future
  views: number;
  isDraft?: boolean;
  author?: string;
  partner?: string; // advertorials only
  generator?: "history" | "agent" | "url";
  isAgentGenerated?: boolean;
}

/** A standings row of the sample data: the stored row without its id, with its league. */
export type SeedStandingRow = Omit<StandingsRow, "id" | "form"> & {
  leagueKey: string;
  form: FormResult[]; // oldest first, latest last, 5 entries
};

export interface SeedMatch {
  homeTeam: string;
  awayTeam: string;
  homeClubSlug: string | null;
  awayClubSlug: string | null;
  daysFromNow: number; // negative = played
  time: string; // "HH:MM" Copenhagen time
  competition: string;
  leagueKey: string | null;
  status: "upcoming" | "finished";
  homeScore: number | null;
  awayScore: number | null;
  /** Today's fixtures: the result when the seed runs after kick-off (then the match is finished). */
  scoreIfPlayed?: [number, number];
}
