/**
 * Set-based generator of realistic articles for scale tests and `npm run bench:scale`: one
 * INSERT … SELECT … FROM generate_series, so 100k rows take seconds, not minutes. Shared by
 * tests/integration/query-plans.db.test.ts and scripts/bench-scale.mjs.
 *
 * The rows look like the archive of a Danish football site: ~40 articles a day going back in
 * time, club and league tags, skewed view counts, a few drafts and scheduled articles, most with
 * an image, most already sent to IndexNow.
 */

export const GENERATED_CLUBS = [
  "fc-kobenhavn",
  "brondby-if",
  "fc-midtjylland",
  "agf",
  "ob",
  "randers-fc",
  "silkeborg-if",
  "viborg-ff",
  "aab",
  "fc-nordsjaelland",
  "lyngby-boldklub",
  "vejle-boldklub",
  "liverpool",
  "manchester-united",
  "arsenal",
  "chelsea",
  "real-madrid",
  "barcelona",
  "bayern-munchen",
  "juventus",
];

const CLUB_NAMES = [
  "FC København",
  "Brøndby IF",
  "FC Midtjylland",
  "AGF",
  "OB",
  "Randers FC",
  "Silkeborg IF",
  "Viborg FF",
  "AaB",
  "FC Nordsjælland",
  "Lyngby Boldklub",
  "Vejle Boldklub",
  "Liverpool",
  "Manchester United",
  "Arsenal",
  "Chelsea",
  "Real Madrid",
  "Barcelona",
  "Bayern München",
  "Juventus",
];

const LEAGUES = ["superligaen", "premier-league", "la-liga", "bundesliga", "serie-a", "champions-league"];
const CATEGORIES = ["Nyheder", "Nyheder", "Nyheder", "Transfers", "Kampe", "Analyse", "Interview", "Gossip"];
const VERBS = ["vinder over", "taber til", "spiller uafgjort mod", "henter spiller fra", "møder", "slår"];
const PHRASES = [
  "Træneren var tilfreds efter kampen og roste holdets indsats i anden halvleg.",
  "Fansene på stadion sang hele aftenen, og stemningen var elektrisk.",
  "Angriberen scorede to mål og er nu topscorer i ligaen.",
  "Forsvaret stod stærkt, og målmanden reddede et straffespark i overtiden.",
  "Klubben bekræfter, at forhandlingerne om en ny kontrakt er i gang.",
  "Holdet ligger nu nummer tre i tabellen med fem kampe tilbage af sæsonen.",
];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/**
 * SQL that inserts `count` articles numbered from `offset` (slugs `gen-<n>`). Article 1 is the
 * newest; each next one ~20 minutes older. 1% are drafts without a date, 0.1% scheduled.
 */
export function generateArticlesSql(count, offset = 0) {
  const n = Number(count);
  const from = Number(offset) + 1;
  const clubs = sqlArray(GENERATED_CLUBS);
  const names = sqlArray(CLUB_NAMES);
  const leagues = sqlArray(LEAGUES);
  const categories = sqlArray(CATEGORIES);
  const verbs = sqlArray(VERBS);
  const phrases = sqlArray(PHRASES);
  return `
WITH base AS (
  SELECT i,
    1 + (hashint4(i) & 2147483647) % ${GENERATED_CLUBS.length} AS c1,
    1 + (hashint4(i + 7919) & 2147483647) % ${GENERATED_CLUBS.length} AS c2,
    1 + (hashint4(i + 104729) & 2147483647) % ${LEAGUES.length} AS l,
    (hashint4(i + 31337) & 2147483647) % 1000 AS r,
    CASE
      WHEN i % 100 = 37 THEN NULL
      WHEN i % 1000 = 501 THEN now() + (i % 48) * interval '1 hour'
      ELSE now() - i * interval '20 minutes' - (i % 17) * interval '1 minute'
    END AS published
  FROM generate_series(${from}, ${from + n - 1}) AS i
), named AS (
  SELECT base.*,
    (${names})[c1] AS n1, (${names})[c2] AS n2,
    (${verbs})[1 + i % ${VERBS.length}] AS verb,
    (${phrases})[1 + i % ${PHRASES.length}] AS p1,
    (${phrases})[1 + (i / 7) % ${PHRASES.length}] AS p2
  FROM base
)
INSERT INTO articles (slug, title, excerpt, content, image_url, image_alt, category, tags,
  published_at, created_at, updated_at, is_draft, author, views, indexnow_submitted_at)
SELECT
  'gen-' || i,
  n1 || ' ' || verb || ' ' || n2 || ' (' || i || ')',
  n1 || ' ' || verb || ' ' || n2 || '. ' || p1,
  '## ' || n1 || E'\\n\\n' || p1 || ' ' || p2 || E'\\n\\n' || n2 || ' må nu se fremad. ' || p2,
  CASE WHEN r < 900 THEN '/storage/generated/' || (i % 50) || '.jpg' END,
  CASE WHEN r < 900 THEN 'Spillere fra ' || n1 END,
  (${categories})[1 + r % ${CATEGORIES.length}],
  CASE WHEN r % 10 = 9 THEN NULL
       WHEN r % 3 = 0 THEN ARRAY['klub:' || (${clubs})[c1], 'liga:' || (${leagues})[l]]
       ELSE ARRAY['klub:' || (${clubs})[c1], 'klub:' || (${clubs})[c2], 'liga:' || (${leagues})[l]]
  END,
  published,
  coalesce(least(published, now()), now() - i * interval '20 minutes'),
  coalesce(least(published, now()), now() - i * interval '20 minutes'),
  published IS NULL,
  'Redaktionen',
  floor(power(((hashint4(i + 4242) & 2147483647) % 100000) / 100000.0, 6) * 50000)::int,
  CASE WHEN i > 50 AND published <= now() THEN least(published, now()) END
FROM named`;
}
