/**
 * The club form of /admin/clubs (spec §2, §5, §9), shared by the dialog (instant feedback) and
 * the server (the real check). Pure: no server imports.
 */
import { z } from "zod";
import { CLUB_COUNTRIES, type ClubCountry, LEAGUES_BY_COUNTRY } from "~/lib/club-countries";
import { type ActionResult, type FieldErrors, parseForm } from "~/lib/form";
import { cleanManualSlug, toSlugValue } from "~/lib/slug";

/** Spec §9: founded 1800-2030. */
export const FOUNDED_MIN = 1800;
export const FOUNDED_MAX = 2030;

export const CLUB_LIMITS = {
  name: 100,
  shortName: 40,
  slug: 100,
  description: 5000,
  website: 200,
  stadium: 120,
  location: 120,
} as const;

/** Spec §8 gives the update messages in English; everything else is Danish (PRODUCT.md). */
export const CLUB_TEXT = {
  updated: "Club updated successfully!",
  updateFailed: (message: string) => `Failed to update club: ${message}`,
  processFailed: "Failed to process update",
  created: "Klubben er oprettet",
  createFailed: (message: string) => `Kunne ikke oprette klubben: ${message}`,
  nameRequired: "Navn er påkrævet",
  countryRequired: "Land er påkrævet",
  countryUnknown: "Vælg et land fra listen",
  leagueRequired: "Liga er påkrævet",
  leagueNotInCountry: (league: string, country: string) => `${league} er ikke en liga i ${country}`,
  founded: `Stiftet skal være et helt årstal mellem ${FOUNDED_MIN} og ${FOUNDED_MAX}`,
  website: "Hjemmeside skal være en gyldig webadresse, fx www.klub.dk",
  tooLong: (label: string, max: number) => `${label} må højst være ${max} tegn`,
  slugEmpty: "Adressen kan ikke dannes ud fra navnet. Skriv en adresse med a-z, 0-9 og bindestreger",
  slugTaken: (slug: string) => `Der findes allerede en klub med adressen /klubber/${slug}`,
  notFound: "Klubben findes ikke længere",
  conflict: "Klubben er ændret af en anden i mellemtiden. Luk dialogen og åbn klubben igen.",
  unexpected: "Der opstod en uventet fejl. Prøv igen.",
  unknownIntent: "Ukendt handling",
} as const;

export type ClubField =
  | "name"
  | "shortName"
  | "slug"
  | "description"
  | "website"
  | "stadium"
  | "location"
  | "founded"
  | "country"
  | "league"
  | "logo";
export type ClubFieldErrors = FieldErrors<ClubField>;

// ---------------------------------------------------------------------------
// Website (spec §3: stored without scheme)

const SCHEME_WITH_SLASHES = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST =
  /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+(?::\d{1,5})?$/u;

/**
 * "https://www.x.dk/" → "www.x.dk", "HTTP://FCK.dk/en/" → "fck.dk/en", "" → null.
 * Only http(s) addresses of a real host name are accepted; undefined means invalid.
 */
export function normalizeWebsite(input: string): string | null | undefined {
  let rest = input.trim();
  if (rest === "") return null;
  if (/^https?:\/\//i.test(rest)) rest = rest.replace(/^https?:\/\//i, "");
  else if (SCHEME_WITH_SLASHES.test(rest)) return undefined;
  else if (rest.startsWith("//")) rest = rest.slice(2);
  if (/\s/.test(rest)) return undefined;
  const cut = rest.search(/[/?#]/);
  const host = (cut === -1 ? rest : rest.slice(0, cut)).toLowerCase().replace(/\.$/, "");
  const tail = cut === -1 ? "" : rest.slice(cut);
  if (!HOST.test(host)) return undefined;
  const value = (host + tail).replace(/\/+$/, "");
  return value.length > CLUB_LIMITS.website ? undefined : value;
}

// ---------------------------------------------------------------------------
// Founded (spec §5: numeric 1800 to 2030, stored as integer or null)

/** "" → null; "1899" → 1899; anything not a whole number (or out of range) → undefined. */
export function parseFounded(input: string): number | null | undefined {
  const value = input.trim();
  if (value === "") return null;
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= FOUNDED_MIN && year <= FOUNDED_MAX ? year : undefined;
}

// ---------------------------------------------------------------------------
// Country and league (spec §9)

export function isClubCountry(value: string): value is ClubCountry {
  return (CLUB_COUNTRIES as readonly string[]).includes(value);
}

/** The league choices for a country (none until a country is chosen). */
export function leagueChoices(country: string): readonly string[] {
  return isClubCountry(country) ? LEAGUES_BY_COUNTRY[country] : [];
}

/** Every league once, in the order of the countries (the filter's choices without a country). */
export const ALL_LEAGUES: readonly string[] = [
  ...new Set(CLUB_COUNTRIES.flatMap((country) => LEAGUES_BY_COUNTRY[country])),
];

// ---------------------------------------------------------------------------
// Slug (new clubs): derived from the name like an article's from its title (spec §5)

/**
 * "Brøndby IF" → "brondby-if": the same rule as the existing club addresses and logo files
 * (ø → o), not the article-title rule of spec §5, so /klubber/{slug} stays predictable.
 */
export function clubSlugFromName(name: string): string {
  return toSlugValue(name);
}

/** A typed address: lowercased, only a-z, 0-9 and hyphens, collapsed (spec §5 manual slug). */
export function cleanClubSlug(input: string): string {
  return cleanManualSlug(input).replace(/^-+|-+$/g, "");
}

// ---------------------------------------------------------------------------
// The form

export interface ClubInput {
  name: string;
  shortName: string | null;
  description: string | null;
  website: string | null;
  stadium: string | null;
  location: string | null;
  founded: number | null;
  country: ClubCountry;
  league: string;
}

/** What a form posts, as plain strings (missing fields are empty). */
export type ClubFormValues = Record<Exclude<ClubField, "logo">, string>;

export function clubFormValues(source: FormData | Record<string, unknown>): ClubFormValues {
  const get = (key: string) => {
    const value = source instanceof FormData ? source.get(key) : source[key];
    return typeof value === "string" ? value : "";
  };
  return {
    name: get("name"),
    shortName: get("shortName"),
    slug: get("slug"),
    description: get("description"),
    website: get("website"),
    stadium: get("stadium"),
    location: get("location"),
    founded: get("founded"),
    country: get("country"),
    league: get("league"),
  };
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(max, CLUB_TEXT.tooLong(label, max)))
    .transform((v) => (v === "" ? null : v));

const clubSchema = z
  .object({
    name: z
      .string()
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(1, CLUB_TEXT.nameRequired)
          .max(CLUB_LIMITS.name, CLUB_TEXT.tooLong("Navn", CLUB_LIMITS.name)),
      ),
    shortName: optionalText("Kort navn", CLUB_LIMITS.shortName),
    description: z
      .string()
      .transform((v) => v.replace(/\r\n/g, "\n").trim())
      .pipe(
        z.string().max(CLUB_LIMITS.description, CLUB_TEXT.tooLong("Beskrivelse", CLUB_LIMITS.description)),
      )
      .transform((v) => (v === "" ? null : v)),
    website: z.string().transform((v, ctx) => {
      const value = normalizeWebsite(v);
      if (value === undefined) {
        ctx.addIssue({ code: "custom", message: CLUB_TEXT.website });
        return z.NEVER;
      }
      return value;
    }),
    stadium: optionalText("Stadion", CLUB_LIMITS.stadium),
    location: optionalText("By", CLUB_LIMITS.location),
    founded: z.string().transform((v, ctx) => {
      const value = parseFounded(v);
      if (value === undefined) {
        ctx.addIssue({ code: "custom", message: CLUB_TEXT.founded });
        return z.NEVER;
      }
      return value;
    }),
    country: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().min(1, CLUB_TEXT.countryRequired).refine(isClubCountry, CLUB_TEXT.countryUnknown)),
    league: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().min(1, CLUB_TEXT.leagueRequired)),
  })
  .superRefine((club, ctx) => {
    if (isClubCountry(club.country) && !leagueChoices(club.country).includes(club.league)) {
      ctx.addIssue({
        code: "custom",
        path: ["league"],
        message: CLUB_TEXT.leagueNotInCountry(club.league, club.country),
      });
    }
  });

const FIELD_ORDER: ClubField[] = [
  "name",
  "shortName",
  "slug",
  "country",
  "league",
  "stadium",
  "location",
  "founded",
  "website",
  "description",
  "logo",
];

/** The first message in the form's order (the toast shows that one). */
export function firstClubError(errors: ClubFieldErrors): string {
  for (const field of FIELD_ORDER) if (errors[field]) return errors[field];
  return CLUB_TEXT.unexpected;
}

export type ClubParse =
  | { ok: true; data: ClubInput }
  | { ok: false; fieldErrors: ClubFieldErrors; message: string };

/** Spec §5 club form: name, country and league required; founded; website; league by country. */
export function parseClubForm(values: ClubFormValues): ClubParse {
  const parsed = parseForm(clubSchema, values);
  if (parsed.ok) return { ok: true, data: { ...parsed.data, country: parsed.data.country as ClubCountry } };
  return { ok: false, fieldErrors: parsed.fieldErrors, message: firstClubError(parsed.fieldErrors) };
}

export type ClubIntent = "create" | "update";

/** What the club action answers (the dialog imports it; the server builds it). */
export type ClubActionResult = ActionResult<
  ClubIntent,
  { intent: ClubIntent; club: { id: string; slug: string; name: string } },
  {
    intent: ClubIntent | "unknown";
    /** The toast title: the spec's English update messages, Danish for creation. */
    message: string;
    /** The Danish reason, shown under the title. */
    description?: string;
    fieldErrors?: ClubFieldErrors;
  }
>;

/** The slug a new club gets: the typed address, or the one derived from the name. */
export function requestedClubSlug(values: { slug: string; name: string }): string {
  return cleanClubSlug(values.slug) || clubSlugFromName(values.name);
}

// ---------------------------------------------------------------------------
// The list's filters (kept in the URL: ?q=&land=&liga=&logo=)

/**
 * Every club has a logo on the public site: an uploaded one, else a shield generated from its
 * colours (`/logos/{slug}.svg`). The list counts, filters and labels the two kinds in these terms.
 */
export const LOGO_KINDS = ["med-logo", "genereret-skjold"] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];
export const LOGO_KIND_LABEL: Record<LogoKind, string> = {
  "med-logo": "Med logo",
  "genereret-skjold": "Genereret skjold",
};

export interface ClubAdminFilters {
  q: string;
  country: ClubCountry | "";
  league: string;
  logo: LogoKind | "";
}

/** Unknown values count as "Alle"; a league that is not one of the chosen country's too. */
export function parseClubAdminFilters(params: URLSearchParams): ClubAdminFilters {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const countryParam = (params.get("land") ?? "").trim();
  const country = isClubCountry(countryParam) ? countryParam : "";
  const leagueParam = (params.get("liga") ?? "").trim();
  const choices = country ? leagueChoices(country) : ALL_LEAGUES;
  const league = choices.includes(leagueParam) ? leagueParam : "";
  const logoParam = (params.get("logo") ?? "").trim();
  const logo = (LOGO_KINDS as readonly string[]).includes(logoParam) ? (logoParam as LogoKind) : "";
  return { q, country, league, logo };
}

/** The list's address for a set of filters (empty ones are left out). */
export function clubAdminHref(filters: Partial<ClubAdminFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.country) params.set("land", filters.country);
  if (filters.league) params.set("liga", filters.league);
  if (filters.logo) params.set("logo", filters.logo);
  const search = params.toString();
  return search ? `/admin/clubs?${search}` : "/admin/clubs";
}

/** Which kind of logo a club shows readers. */
export function logoKind(club: { logoUrl: string | null }): LogoKind {
  return club.logoUrl?.trim() ? "med-logo" : "genereret-skjold";
}

// ---------------------------------------------------------------------------
// Status column: what a club page still lacks (the three stat cards' gaps)

export type ClubGap = "logo" | "website" | "beskrivelse";

export function clubGaps(club: {
  logoUrl: string | null;
  website: string | null;
  description: string | null;
}): ClubGap[] {
  const gaps: ClubGap[] = [];
  if (!club.logoUrl?.trim()) gaps.push("logo");
  if (!club.website?.trim()) gaps.push("website");
  if (!club.description?.trim()) gaps.push("beskrivelse");
  return gaps;
}
