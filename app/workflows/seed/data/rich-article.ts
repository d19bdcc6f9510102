import type { SeedPhoto } from "~/features/media/illustrations.server";

/**
 * Issue 27: the sample article that shows everything a rich article can hold, so a newcomer sees
 * it at once: one embed of each of the eight services (their oEmbed data stored by the seed, so it
 * works offline), two inline pictures from the stock photos and a fact box. About the derby of the
 * live-blog sample (data/live.ts: Brøndby IF – FC København 2–1, goals by Lasse Vigen Christensen
 * 71', Andreas Maxsø 90+1' and Jens Stage 90+3'); the posts and clips are illustrations.
 */

/** What a provider's oEmbed answer gave for one embed (see features/embeds/oembed.server.ts). */
export interface SeedEmbed {
  url: string;
  title: string | null;
  authorName: string | null;
  authorUrl: string | null;
  text: string | null;
  /** Width / height of the player. */
  aspectRatio: number;
  durationSeconds: number | null;
  /** Bluesky's player address is made from the post's AT URI. */
  blueskyAtUri?: string;
  /** A generated stand-in for the provider's thumbnail; null where the provider sends none. */
  thumbnail: { scene: SeedPhoto["scene"]; colors: [string, string]; width: number; height: number } | null;
}

const BRONDBY: [string, string] = ["#ffd400", "#0b3b7c"];
const FCK: [string, string] = ["#1b3d8f", "#ffffff"];

export const richArticleEmbeds = {
  youtube: {
    url: "https://www.youtube.com/watch?v=Zq3Xk9mNd2E",
    title: "Brøndby IF - FC København 2-1 | Highlights | 3F Superliga",
    authorName: "3F Superliga",
    authorUrl: "https://www.youtube.com/@3FSuperliga",
    text: null,
    aspectRatio: 16 / 9,
    durationSeconds: null,
    thumbnail: { scene: "celebration", colors: BRONDBY, width: 1280, height: 720 },
  },
  tiktok: {
    url: "https://www.tiktok.com/@brondbyif/video/6937561234567890123",
    title: "Stemningen på Sydsiden efter 2-0 i tillægstiden 🔥 #derby #brøndby",
    authorName: "Brøndby IF",
    authorUrl: "https://www.tiktok.com/@brondbyif",
    text: "Stemningen på Sydsiden efter 2-0 i tillægstiden 🔥 #derby #brøndby",
    aspectRatio: 9 / 16,
    durationSeconds: null,
    thumbnail: { scene: "crowd", colors: BRONDBY, width: 576, height: 1024 },
  },
  instagram: {
    url: "https://www.instagram.com/p/CMGv2xhF7aB/",
    title: "DERBYSEJR! 💛💙 Tre point og førstepladsen. Tak til alle jer, der bar holdet hjem.",
    authorName: "brondbyif",
    authorUrl: null,
    text: "DERBYSEJR! 💛💙 Tre point og førstepladsen. Tak til alle jer, der bar holdet hjem.",
    aspectRatio: 4 / 5,
    durationSeconds: null,
    thumbnail: { scene: "celebration", colors: ["#0b3b7c", "#ffd400"], width: 640, height: 800 },
  },
  x: {
    url: "https://x.com/FCKobenhavn/status/1368640524081254400",
    title: null,
    authorName: "F.C. København",
    authorUrl: "https://twitter.com/FCKobenhavn",
    text: "Tak for opbakningen på udebane i aften 💙 Vi er tilbage i Parken på søndag. pic.twitter.com/Fk3b9QmWx2",
    aspectRatio: 550 / 560,
    durationSeconds: null,
    thumbnail: null,
  },
  facebook: {
    url: "https://www.facebook.com/FCKobenhavn/videos/1098765432123456/",
    title: null,
    authorName: "F.C. København",
    authorUrl: "https://www.facebook.com/FCKobenhavn",
    text: "Cheftræneren og anføreren efter nederlaget på Brøndby Stadion.",
    aspectRatio: 500 / 281,
    durationSeconds: null,
    thumbnail: null,
  },
  bluesky: {
    url: "https://bsky.app/profile/forsiden.bsky.social/post/3kxyzabc2def2",
    title: null,
    authorName: "Forsiden (@forsiden.bsky.social)",
    authorUrl: "https://bsky.app/profile/forsiden.bsky.social",
    text: "Fuldtid på Brøndby Stadion: Brøndby vinder derbyet 2–1 over FC København, og Brøndby overtager førstepladsen i Superligaen.",
    aspectRatio: 4 / 5,
    durationSeconds: null,
    blueskyAtUri: "at://did:plc:k4xq7rmb2w3zv5yt6hncdjpe/app.bsky.feed.post/3kxyzabc2def2",
    thumbnail: null,
  },
  vimeo: {
    url: "https://vimeo.com/521234567",
    title: "Derbyet set fra tribunen – Brøndby Stadion, marts 2021",
    authorName: "Forsiden Video",
    authorUrl: "https://vimeo.com/forsidenvideo",
    text: null,
    aspectRatio: 16 / 9,
    durationSeconds: 187,
    thumbnail: { scene: "stadium", colors: BRONDBY, width: 1280, height: 720 },
  },
  spotify: {
    url: "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk",
    title: "Derbysnak: Brøndby på toppen efter sejren over FCK",
    authorName: null,
    authorUrl: null,
    text: null,
    aspectRatio: 16 / 5,
    durationSeconds: null,
    thumbnail: { scene: "ball", colors: FCK, width: 640, height: 640 },
  },
} satisfies Record<string, SeedEmbed>;

/** The two stock photos shown inside the body (data/photos.ts keys), with their alt texts. */
export const richArticlePictures = {
  celebration: { photoKey: "brondby-jubel", alt: "Brøndby-spillerne jubler foran egne fans efter 2–0-målet" },
  fans: { photoKey: "brondby-fans", alt: "Brøndby-fans med flag og halstørklæder på Sydsiden" },
} as const;

const PHOTO_CREDIT = "Forsiden Grafik";

export const richArticle = {
  slug: "saadan-blev-derbyet-oplevet-maal-jubel-og-reaktioner",
  title: "Sådan blev derbyet oplevet: mål, jubel og reaktioner",
  excerpt:
    "Brøndby vandt derbyet 2–1 over FC København. Se målene, stemningen på Sydsiden og reaktionerne fra klubber, spillere og fans samlet ét sted.",
  category: "Kampe",
  tags: ["klub:brondby-if", "klub:fc-kobenhavn", "liga:3f-superliga", "type:kampreferat", "derby"],
  author: "Jonas Holm",
  leadPhotoKey: "brondby-stadion",
  imageAlt: "Brøndby Stadion fyldt til derbyet mod FC København",
  imageCredit: PHOTO_CREDIT,
  /** Just under the front page's newest articles. */
  publishedHoursAgo: 0.5,
  views: 4120,
};

/** The body: markdown with embed lines, `![alt](url "credit")` pictures and a `:::faktaboks`. */
export function richArticleContent(photoUrl: (key: string) => string | null): string {
  const picture = ({ photoKey, alt }: { photoKey: string; alt: string }) => {
    const url = photoUrl(photoKey);
    return url ? `![${alt}](${url} "${PHOTO_CREDIT}")` : null;
  };
  const e = richArticleEmbeds;
  return [
    "Brøndby IF vandt derbyet mod FC København 2–1 på et fyldt Brøndby Stadion og overtog førstepladsen i Superligaen. Her er kampen, som den blev oplevet på banen, på lægterne og på de sociale medier.",
    "## Målene",
    "Længe så det ud til at blive en målløs aften. Så brød Lasse Vigen Christensen dødvandet efter 71 minutter, og i tillægstiden øgede Andreas Maxsø til 2–0. Jens Stage reducerede for FC København, men tiden var løbet ud.",
    e.youtube.url,
    picture(richArticlePictures.celebration),
    "## Stemningen på lægterne",
    "Sydsiden sang fra første til sidste minut, og da Maxsøs mål gik ind, eksploderede tribunen. Klubben delte selv stemningen kort efter slutfløjtet.",
    e.tiktok.url,
    e.instagram.url,
    picture(richArticlePictures.fans),
    "## Reaktionerne",
    "I den blå lejr var skuffelsen til at tage at føle på, men FC København takkede de udeboende fans for opbakningen og så frem mod næste kamp i Parken.",
    e.x.url,
    e.facebook.url,
    e.bluesky.url,
    [
      ":::faktaboks Kampens fakta",
      "**Brøndby IF – FC København 2–1 (0–0)**, Brøndby Stadion",
      "- 1–0 Lasse Vigen Christensen (71.)\n- 2–0 Andreas Maxsø (90.+1)\n- 2–1 Jens Stage (90.+3)",
      "### Toppen af Superligaen efter kampen",
      "1. Brøndby IF, 41 point\n2. FC Midtjylland, 39 point (en kamp i hånden)\n3. FC København, 34 point",
      ":::",
    ].join("\n\n"),
    "## Se og hør mere",
    "Vores egen video fra tribunen og ugens derbysnak, hvor vi gennemgår kampen og hvad sejren betyder for titelkampen.",
    e.vimeo.url,
    e.spotify.url,
    "Næste runde venter allerede i weekenden, hvor Brøndby skal forsvare førstepladsen.",
  ]
    .filter((block): block is string => block !== null)
    .join("\n\n");
}
