/**
 * Sample live coverage (issue 15): a finished live blog of a real Superliga derby, and an upcoming
 * live article tied to the first upcoming Superliga fixture of the sample matches.
 *
 * The derby: Brøndby IF – FC København 2–1, Superliga, 7 March 2021 at Brøndby Stadion.
 * Goals: Lasse Vigen Christensen 71', Andreas Maxsø 90+1', Jens Stage 90+3'. Brøndby went top with
 * 41 points, two ahead of FC Midtjylland (a game in hand); FCK third with 34. The text keeps to
 * those facts; the rest is general match commentary without invented names or incidents.
 * The kick-off time (18.00) is approximate.
 */

export interface SeedLiveUpdate {
  minute: number | null;
  eventType: "goal" | "kickoff" | "half_time" | "full_time" | null;
  body: string;
  /** Minutes after kick-off the update was posted (90+3 → 93, the break adds 15). */
  postedAfter: number;
  pinned?: boolean;
}

export const derbyMatch = {
  homeTeam: "Brøndby IF",
  awayTeam: "FC København",
  homeClubSlug: "brondby-if",
  awayClubSlug: "fc-kobenhavn",
  // 7 March 2021, 18.00 Copenhagen time (CET, UTC+1).
  kickoffAt: new Date("2021-03-07T17:00:00.000Z"),
  competition: "3F Superliga",
  leagueKey: "3f-superliga",
  season: "2020-21",
  status: "finished",
  homeScore: 2,
  awayScore: 1,
};

export const derbyArticle = {
  slug: "live-broendby-fc-koebenhavn-derby-marts-2021",
  title: "LIVE: Brøndby IF – FC København",
  excerpt:
    "Minut for minut fra derbyet på Brøndby Stadion, hvor Brøndby vandt 2–1 over FC København og overtog førstepladsen i Superligaen.",
  content:
    "Brøndby IF tager imod FC København i Superligaens derby. Vi følger kampen minut for minut her.\n\nSejren kan sende Brøndby til tops i Superligaen, mens FCK jagter point i toppen.",
  category: "Superliga",
  tags: ["klub:brondby-if", "klub:fc-kobenhavn", "liga:3f-superliga", "derby"],
  author: "Forsidens sportsredaktion",
};

export const derbyUpdates: SeedLiveUpdate[] = [
  {
    minute: null,
    eventType: null,
    postedAfter: -30,
    body: "Velkommen til live-dækningen af derbyet mellem Brøndby IF og FC København. Holdopstillingerne er på vej.",
  },
  {
    minute: null,
    eventType: null,
    postedAfter: -20,
    body: "Hjörtur Hermannsson starter for Brøndby i forsvaret.",
  },
  {
    minute: null,
    eventType: null,
    postedAfter: -5,
    body: "Spillerne er på vej på banen. Der er meget på spil: Brøndby kan overtage førstepladsen.",
  },
  { minute: 0, eventType: "kickoff", postedAfter: 0, body: "Så er derbyet i gang på Brøndby Stadion!" },
  {
    minute: 5,
    eventType: null,
    postedAfter: 5,
    body: "En forsigtig start fra begge hold. Ingen vil begå den første fejl.",
  },
  {
    minute: 12,
    eventType: null,
    postedAfter: 12,
    body: "Brøndby har mest af bolden, men FCK står kompakt og venter på kontraerne.",
  },
  {
    minute: 20,
    eventType: null,
    postedAfter: 20,
    body: "Højt tempo og mange dueller på midtbanen. Dommeren har travlt.",
  },
  {
    minute: 28,
    eventType: null,
    postedAfter: 28,
    body: "Første afslutning af betydning, men den går et godt stykke over mål.",
  },
  {
    minute: 37,
    eventType: null,
    postedAfter: 37,
    body: "FCK kommer bedre med i kampen nu og presser højere op på banen.",
  },
  {
    minute: 45,
    eventType: "half_time",
    postedAfter: 47,
    body: "Pause på Brøndby Stadion. 0–0 efter en tæt første halvleg uden de store chancer.",
  },
  {
    minute: 46,
    eventType: null,
    postedAfter: 63,
    body: "Anden halvleg er i gang. Kan nogen finde vejen til mål?",
  },
  {
    minute: 55,
    eventType: null,
    postedAfter: 72,
    body: "Brøndby øger trykket og vinder flere andenbolde end før pausen.",
  },
  {
    minute: 63,
    eventType: null,
    postedAfter: 80,
    body: "Stadig målløst. Det ligner en kamp, der bliver afgjort af en enkelt situation.",
  },
  {
    minute: 71,
    eventType: "goal",
    postedAfter: 88,
    body: "**MÅL! 1–0 til Brøndby!** Lasse Vigen Christensen bryder dødvandet.",
  },
  {
    minute: 72,
    eventType: null,
    postedAfter: 89,
    body: "Jubel på Brøndby-bænken. FCK skal nu frem på banen, og det åbner for Brøndbys kontraer.",
  },
  {
    minute: 78,
    eventType: null,
    postedAfter: 95,
    body: "FCK har bolden, men Brøndbys forsvar står godt og lukker felterne.",
  },
  {
    minute: 85,
    eventType: null,
    postedAfter: 102,
    body: "Fem minutter tilbage af den ordinære tid. FCK kaster flere folk frem.",
  },
  { minute: 90, eventType: null, postedAfter: 107, body: "Der lægges tillægstid til." },
  {
    minute: 91,
    eventType: "goal",
    postedAfter: 108,
    body: "**MÅL! 2–0 til Brøndby!** Andreas Maxsø øger i tillægstiden.",
  },
  {
    minute: 93,
    eventType: "goal",
    postedAfter: 110,
    body: "**MÅL! 2–1!** Jens Stage reducerer for FC København. Er der tid til mere?",
  },
  {
    minute: 94,
    eventType: "full_time",
    postedAfter: 112,
    body: "**Slut!** Brøndby IF vinder derbyet 2–1 over FC København.",
  },
  {
    minute: null,
    eventType: null,
    postedAfter: 115,
    pinned: true,
    body: "Sejren sender Brøndby til tops i Superligaen med 41 point, to foran FC Midtjylland, der dog har en kamp i hånden. FC København ligger nummer tre med 34 point.",
  },
];

export const upcomingLiveArticle = {
  slug: "live-kommende-superliga-kamp",
  excerpt:
    "Følg kampen minut for minut her på Forsiden: holdopstillinger, mål og reaktioner, så snart de kommer.",
  category: "Superliga",
  author: "Forsidens sportsredaktion",
  publishedHoursAgo: 20,
  firstUpdate: "Live-dækningen starter før kampen med holdopstillingerne. Følg med her.",
};
