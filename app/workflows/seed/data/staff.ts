/**
 * The sample newsroom (issue 14): the staff whose names are the seeded articles' bylines, each with
 * a title, a bio and an author page. The accounts have no password (no sign-in) and addresses in
 * the reserved .invalid domain, which no mail ever reaches; readers never see them.
 */
export interface SeedStaff {
  name: string;
  email: string;
  authorSlug: string;
  jobTitle: string;
  bio: string;
}

export const seedStaff: SeedStaff[] = [
  {
    name: "Mads Kjær",
    email: "mads.kjaer@forsiden.invalid",
    authorSlug: "mads-kjaer",
    jobTitle: "Sportsjournalist",
    bio: "Mads dækker Superligaen og landsholdet og har fulgt dansk fodbold fra presselogen i mere end ti år. Han skriver om taktik, transfers og spillerne bag resultaterne.",
  },
  {
    name: "Sofie Lund",
    email: "sofie.lund@forsiden.invalid",
    authorSlug: "sofie-lund",
    jobTitle: "Fodboldreporter",
    bio: "Sofie rapporterer fra de store europæiske ligaer med særligt blik for Premier League, La Liga og danskerne i udlandet.",
  },
  {
    name: "Jonas Holm",
    email: "jonas.holm@forsiden.invalid",
    authorSlug: "jonas-holm",
    jobTitle: "Kampreporter",
    bio: "Jonas skriver kampreferater og analyser fra Superligaen og 1. division, og han er altid på stadion, når der spilles derby.",
  },
  {
    name: "Line Bech",
    email: "line.bech@forsiden.invalid",
    authorSlug: "line-bech",
    jobTitle: "Sportsredaktør",
    bio: "Line står for Forsidens nyhedsprioritering og skriver om fodboldens kultur, fans og klubbernes økonomi.",
  },
];
