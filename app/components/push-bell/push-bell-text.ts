/**
 * The bell panel's Danish texts (issue 25), apart from its code so the unit tests read the same words.
 * Free of imports: the panel loads it, and nothing else in the browser does.
 */
export const PUSH_PANEL_TEXT = {
  title: "Få besked fra Forsiden",
  close: "Luk",
  loading: "Et øjeblik …",
  unsupported:
    "Din browser kan ikke vise notifikationer fra Forsiden. Prøv en nyere version af Chrome, Edge, Firefox eller Safari.",
  iosIntro: "På iPhone og iPad kan Forsiden kun sende notifikationer, når siden er lagt på hjemmeskærmen:",
  iosSteps: [
    "Tryk på Del-knappen i Safari (firkanten med pilen op).",
    "Vælg 'Føj til hjemmeskærm'.",
    "Åbn Forsiden fra ikonet på hjemmeskærmen, og tryk på 'Få besked' igen.",
  ],
  denied: "Du har blokeret notifikationer fra Forsiden i denne browser.",
  deniedHelp:
    "Sådan tillader du dem igen: Klik på ikonet til venstre for adressen (hængelåsen eller indstillingerne), vælg 'Notifikationer', og sæt det til 'Tillad'. På en telefon finder du det under browserens indstillinger for websteder. Genindlæs derefter siden.",
  aboutClub: (name: string) =>
    `Få en notifikation ved mål, kampstart, pause og slutfløjt i kampe med ${name}, og når redaktionen sender en stor historie om klubben.`,
  aboutArticle: (match: string) =>
    `Få en notifikation ved mål, røde kort og de vigtigste opdateringer fra live-bloggen${match ? ` om ${match}` : ""}.`,
  /** A live article's switch: 'Live: Brøndby IF–FC København'. */
  articleTopic: (match: string) => (match ? `Live: ${match}` : "Live-bloggen"),
  aboutBreaking: "Få en notifikation, når der er breaking nyheder.",
  aboutAccount:
    "Få en notifikation ved mål, kampstart, pause og slutfløjt i kampene med de klubber, du følger med din konto.",
  alsoBreaking: "Også breaking nyheder",
  browserAsks:
    "Når du trykker på knappen, spørger browseren, om Forsiden må sende notifikationer. Du kan altid slå dem fra igen.",
  enable: "Slå notifikationer til",
  enabling: "Slår notifikationer til …",
  dismissed: "Du svarede ikke på browserens spørgsmål. Tryk på knappen igen, når du er klar.",
  failed: "Notifikationerne kunne ikke slås til. Prøv igen om lidt.",
  statusFailed: "Dine indstillinger kunne ikke hentes. Prøv igen om lidt.",
  subscribed: "Notifikationer er slået til på denne enhed.",
  topicsLegend: "Få besked om",
  breaking: "Breaking nyheder",
  viaAccount: "(en klub, du følger med din konto)",
  otherTopics: (count: number) =>
    count === 1
      ? "Enheden får også besked om 1 andet emne."
      : `Enheden får også besked om ${count} andre emner.`,
  quietLegend: "Stille timer",
  quietEnabled: "Ingen notifikationer om natten",
  quietFrom: "Fra",
  quietTo: "Til",
  quietGoals: "Også ingen målbeskeder i de stille timer",
  saved: "Gemt.",
  saveFailed: "Ændringen blev ikke gemt. Prøv igen om lidt.",
  unsubscribe: "Slå fra",
  unsubscribed: "Notifikationer er slået fra på denne enhed.",
  allDevices: "Se og styr alle dine enheder på Min konto",
} as const;
