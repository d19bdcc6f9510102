import type { SeedPhoto, StockCategory } from "~/features/media/illustrations.server";

/**
 * Sample stock-photo library: one illustration per stock club × category (spec §9),
 * plus a set of generic motifs used by the sample articles.
 */

const PHOTOGRAPHER = "Forsiden Grafik";

interface StockClub {
  prefix: string;
  name: string;
  short: string;
  genitive: string;
  city: string;
  stadium: string;
  colors: [string, string];
}

const STOCK_CLUBS: StockClub[] = [
  {
    prefix: "fcn",
    name: "FC Nordsjælland",
    genitive: "FC Nordsjællands",
    short: "FCN",
    city: "Farum",
    stadium: "Right to Dream Park",
    colors: ["#d71920", "#ffd200"],
  },
  {
    prefix: "fck",
    name: "FC København",
    genitive: "FC Københavns",
    short: "FCK",
    city: "København",
    stadium: "Parken",
    colors: ["#1b3d8f", "#ffffff"],
  },
  {
    prefix: "brondby",
    name: "Brøndby IF",
    genitive: "Brøndby IF's",
    short: "Brøndby",
    city: "Brøndby",
    stadium: "Brøndby Stadion",
    colors: ["#ffd400", "#0b3b7c"],
  },
  {
    prefix: "agf",
    name: "AGF Aarhus",
    genitive: "AGF Aarhus'",
    short: "AGF",
    city: "Aarhus",
    stadium: "Ceres Park",
    colors: ["#ffffff", "#0a2c6b"],
  },
  {
    prefix: "aab",
    name: "Aalborg BK",
    genitive: "Aalborg BK's",
    short: "AaB",
    city: "Aalborg",
    stadium: "Aalborg Portland Park",
    colors: ["#d0021b", "#ffffff"],
  },
];

const SCENE_BY_CATEGORY = {
  action: "pitch",
  stadion: "stadium",
  træning: "training",
  fans: "crowd",
  jubel: "celebration",
} as const satisfies Record<StockCategory, SeedPhoto["scene"]>;

const KEY_BY_CATEGORY: Record<StockCategory, string> = {
  action: "action",
  stadion: "stadion",
  træning: "traening",
  fans: "fans",
  jubel: "jubel",
};

function clubPhoto(club: StockClub, category: StockCategory): SeedPhoto {
  const base = club.short.toLowerCase();
  const text: Record<StockCategory, { caption: string; keywords: string[] }> = {
    action: {
      caption: `Duel om bolden i en kamp med ${club.name} – fart og fysisk spil i ${club.short}-trøjen.`,
      keywords: ["kamp", "duel", "bold", "spiller", "superliga"],
    },
    stadion: {
      caption: `${club.stadium} i ${club.city} klar til kamp – tribunerne i ${club.genitive} farver.`,
      keywords: ["stadion", "tribune", "græs", club.stadium.toLowerCase(), club.city.toLowerCase()],
    },
    træning: {
      caption: `${club.genitive} spillere i gang med pasningsøvelser og kegler på træningsbanen i ${club.city}.`,
      keywords: ["træning", "øvelse", "kegler", "træningsbane", "forberedelse"],
    },
    fans: {
      caption: `${club.short}-fans med flag og halstørklæder skaber stemning på tribunen.`,
      keywords: ["fans", "tilskuere", "tribune", "stemning", "flag"],
    },
    jubel: {
      caption: `Jubel hos ${club.name}: spillerne stimler sammen efter en scoring foran egne fans.`,
      keywords: ["jubel", "mål", "scoring", "fejring", "sejr"],
    },
  };
  return {
    key: `${club.prefix}-${KEY_BY_CATEGORY[category]}`,
    caption: text[category].caption,
    keywords: [base, club.name.toLowerCase(), ...text[category].keywords],
    photographer: PHOTOGRAPHER,
    club: club.name,
    category,
    scene: SCENE_BY_CATEGORY[category],
    colors: club.colors,
  };
}

const CATEGORIES: StockCategory[] = ["action", "stadion", "træning", "fans", "jubel"];

const clubPhotos: SeedPhoto[] = STOCK_CLUBS.flatMap((club) =>
  CATEGORIES.map((category) => clubPhoto(club, category)),
);

const genericPhotos: SeedPhoto[] = [
  {
    key: "premier-league-action",
    caption: "Tempofyldt øjeblik fra en Premier League-kamp: kanten accelererer forbi sin back.",
    keywords: ["premier league", "england", "kamp", "fart", "kant"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "action",
    scene: "pitch",
    colors: ["#3d195b", "#00ff85"],
  },
  {
    key: "champions-league-aften",
    caption: "Projektørlys over et fyldt stadion før en europæisk aften i Champions League.",
    keywords: ["champions league", "europa", "stadion", "aften", "projektører"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "stadion",
    scene: "stadium",
    colors: ["#0b1a4a", "#c9d6ff"],
  },
  {
    key: "europa-aften-action",
    caption: "Hovedstødsduel i en europæisk pokalkamp under aftenhimlen.",
    keywords: ["europa league", "conference league", "europæisk", "duel", "hovedstød"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "action",
    scene: "pitch",
    colors: ["#f26522", "#1c1c1c"],
  },
  {
    key: "superliga-action",
    caption: "Tæt markering i feltet under en kamp i 3F Superligaen.",
    keywords: ["superliga", "danmark", "kamp", "markering", "felt"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "action",
    scene: "pitch",
    colors: ["#0f7a3d", "#ffffff"],
  },
  {
    key: "landshold-jubel",
    caption: "Landsholdsspillerne i rødt og hvidt fejrer en scoring sammen.",
    keywords: ["landshold", "danmark", "jubel", "rød og hvid", "scoring"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "jubel",
    scene: "celebration",
    colors: ["#c8102e", "#ffffff"],
  },
  {
    key: "landshold-fans",
    caption: "Roligans med malede ansigter og Dannebrog på lægterne til en landskamp.",
    keywords: ["roligans", "landshold", "fans", "dannebrog", "landskamp"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "fans",
    scene: "crowd",
    colors: ["#c8102e", "#ffffff"],
  },
  {
    key: "transfer-praesentation",
    caption: "Ny spiller præsenteres på stadion med trøje og halstørklæde efter underskriften.",
    keywords: ["transfer", "præsentation", "kontrakt", "underskrift", "ny spiller"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: null,
    scene: "stadium",
    colors: ["#1f2937", "#e5e7eb"],
  },
  {
    key: "traeningsanlaeg",
    caption: "Morgentræning på et moderne træningsanlæg med mini-mål, kegler og dugvådt græs.",
    keywords: ["træning", "træningsanlæg", "akademi", "kegler", "talent"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: "træning",
    scene: "training",
    colors: ["#2f6b2f", "#f5f5f5"],
  },
  {
    key: "historie-vintage",
    caption: "Stemningsbillede i sepia: fodboldens store øjeblikke fra en svunden tid.",
    keywords: ["historie", "vintage", "arkiv", "legende", "fodboldhistorie"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: null,
    scene: "history",
    colors: ["#8b6b3e", "#f3e2c0"],
  },
  {
    key: "historie-landshold",
    caption: "Tilbageblik på landsholdets store slutrunder – rødt, hvidt og gulnede avisudklip.",
    keywords: ["historie", "landshold", "slutrunde", "em 1992", "vm 1986"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: null,
    scene: "history",
    base: "celebration",
    colors: ["#a3262a", "#efe3c8"],
  },
  // One picture per history article (issue 14: the history page shows no image twice).
  {
    key: "historie-legender",
    caption: "Falmet kampprogram og en gammel anførerbind: minder om de store danske spillere.",
    keywords: ["historie", "legende", "spiller", "arkiv", "fodboldhistorie"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: null,
    scene: "history",
    base: "stadium",
    colors: ["#1b3d8f", "#f3e2c0"],
  },
  {
    key: "historie-vm-2002",
    caption: "Sort-hvidt tv-billede fra en VM-aften i 2002, hvor Danmark slog de regerende verdensmestre.",
    keywords: ["historie", "landshold", "vm 2002", "frankrig", "øjeblik"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: null,
    scene: "history",
    base: "crowd",
    colors: ["#0f6b3a", "#e8dcc0"],
  },
  {
    key: "bold-naerbillede",
    caption: "Nærbillede af en fodbold på kridtstregen med græsset i skarp fokus.",
    keywords: ["bold", "nærbillede", "græs", "kridtstreg", "detalje"],
    photographer: PHOTOGRAPHER,
    club: null,
    category: null,
    scene: "ball",
    colors: ["#1e7b34", "#ffffff"],
  },
];

export const seedPhotos: SeedPhoto[] = [...clubPhotos, ...genericPhotos];
