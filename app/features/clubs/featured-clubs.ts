/** The league whose clubs open /klubber. */
export const FEATURED_LEAGUE = "3F Superliga";

/** The big European clubs on /klubber, in the order shown (slugs of the seeded clubs). */
export const FEATURED_EUROPEAN_CLUB_SLUGS = [
  "real-madrid",
  "fc-barcelona",
  "manchester-city",
  "liverpool",
  "arsenal",
  "manchester-united",
  "chelsea",
  "bayern-munchen",
  "borussia-dortmund",
  "inter",
  "ac-milan",
  "juventus",
  "napoli",
  "paris-saint-germain",
  "atletico-madrid",
] as const;
