/**
 * The reader's push texts (issue 25): the subscription API's Danish error messages and the /konto
 * section's copy, in one place so the bell's panel and the tests use the same words. Not a server
 * module, and free of imports: the bell's panel loads it, and every byte counts there.
 */

export const PUSH_MESSAGES = {
  invalidRequest: "Ugyldig anmodning.",
  notJson: "Anmodningen skal sendes som JSON.",
  tooLarge: "Anmodningen er for stor.",
  rateLimited: "For mange forsøg. Prøv igen om lidt.",
  endpointRefused: "Browserens push-tjeneste kan ikke bruges. Prøv en anden browser.",
  invalidKey: "Browserens nøgle er ugyldig.",
  invalidAuth: "Browserens godkendelsesnøgle er ugyldig.",
  invalidTopic: "Ukendt emne.",
  // MAX_TOPICS_PER_DEVICE (push-topics.ts); a test keeps the number in step.
  tooManyTopics: "Du kan højst følge 50 emner på en enhed.",
  noTopics: "Vælg mindst én ting at få besked om.",
  unknownClub: "Klubben findes ikke.",
  unknownLiveArticle: "Artiklen findes ikke eller er ikke en live-artikel.",
  invalidQuietHours: "Stille timer skal være hele timer fra 0 til 23.",
  /** A device that exists but whose auth secret was not sent: it cannot be changed from here. */
  notVerified: "Enheden kunne ikke bekræftes. Slå beskeder fra og til igen i browseren.",
  unavailable: "Push-beskeder kan ikke slås til lige nu. Prøv igen om lidt.",
} as const;

/** What the device follows, in words: the /konto list and the bell's panel. */
export const PUSH_TOPIC_TEXT = {
  breaking: "Breaking nyheder",
  liveArticle: (title: string) => `Live: ${title}`,
  missingClub: "En klub, der ikke findes længere",
  missingArticle: "En artikel, der ikke findes længere",
} as const;

/** /konto's 'Notifikationer' section. */
export const PUSH_DEVICE_TEXT = {
  title: "Notifikationer",
  intro:
    "Her er de browsere og telefoner, der får besked fra Forsiden, når der sker noget: mål i dine klubbers kampe, breaking nyheder og live-artikler, du følger. En enhed kommer på listen, når du slår 'Få besked' til, mens du er logget ind.",
  none: "Ingen enheder får besked endnu. Tryk på 'Få besked' på en klubs side, i kampcentret eller på en live-artikel for at slå det til på den enhed, du bruger.",
  since: (date: string) => `Tilmeldt ${date}`,
  topicsTitle: "Får besked om",
  noTopics: "Ingen emner valgt.",
  viaAccount: "en klub, du følger",
  removeTopic: "Fjern",
  accountClubs: "Følg mine klubber",
  accountClubsHint: "Enheden får besked om kampene i de klubber, du følger med din konto.",
  quietHours: "Stille timer",
  quietHoursHint: "Ingen beskeder mellem de valgte klokkeslæt (dansk tid).",
  quietFrom: "Fra",
  quietTo: "Til",
  quietGoals: "Også ingen målbeskeder i de stille timer",
  save: "Gem indstillinger",
  removeDevice: "Fjern enhed",
  savedTitle: "Indstillingerne er gemt",
  saved: "Enheden bruger de nye indstillinger fra næste besked.",
  topicRemovedTitle: "Emnet er fjernet",
  topicRemoved: "Enheden får ikke flere beskeder om det.",
  deviceRemovedTitle: "Enheden er fjernet",
  deviceRemoved:
    "Enheden får ikke flere beskeder fra Forsiden. Vil du også fjerne tilladelsen, kan du gøre det i browserens indstillinger.",
  failedTitle: "Ændringen blev ikke gemt",
  deviceNotFound: "Enheden findes ikke længere.",
  topicNotFound: "Enheden følger ikke det emne.",
  topicViaAccount:
    "Beskederne kommer, fordi du følger klubben. Slå 'Følg mine klubber' fra, eller følg ikke længere klubben.",
} as const;

/** '23.00' */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, "0")}.00`;
}

/** A device's quiet hours in words: 'Stille timer 23.00–07.00, undtagen mål'. */
export function quietHoursText(quiet: {
  enabled: boolean;
  start: number;
  end: number;
  goals: boolean;
}): string {
  if (!quiet.enabled) return "Ingen stille timer";
  const span = `${formatHour(quiet.start)}–${formatHour(quiet.end)}`;
  return `Stille timer ${span}, ${quiet.goals ? "også mål" : "undtagen mål"}`;
}
