import { authorPath } from "~/lib/bylines";
import { absoluteUrl, pageMeta, type SiteInfo } from "~/lib/seo";

/** The author fields the page head reads (as loaded or serialized). */
export interface AuthorMetaInput {
  name: string;
  slug: string;
  jobTitle: string | null;
  bio: string | null;
  portrait: { url: string } | null;
}

/** Schema.org ProfilePage whose mainEntity is the Person, and the breadcrumb Forsiden › name. */
export function authorJsonLd(site: SiteInfo, author: AuthorMetaInput) {
  const url = absoluteUrl(site, authorPath(author.slug));
  const person = {
    "@type": "Person",
    "@id": `${url}#person`,
    name: author.name,
    url,
    ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.portrait ? { image: absoluteUrl(site, author.portrait.url) } : {}),
    worksFor: { "@type": "Organization", name: site.siteName, url: absoluteUrl(site, "/") },
  };
  return [
    {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url,
      name: `${author.name} | ${site.siteName}`,
      inLanguage: "da-DK",
      mainEntity: person,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Forsiden", item: absoluteUrl(site, "/") },
        { "@type": "ListItem", position: 2, name: author.name, item: url },
      ],
    },
  ];
}

/** The description: the bio, else who the author is. */
export function authorDescription(site: SiteInfo, author: AuthorMetaInput): string {
  if (author.bio) return author.bio;
  const title = author.jobTitle ? `${author.jobTitle} hos ${site.siteName}` : `Skriver for ${site.siteName}`;
  return `${author.name}: ${title}. Læs de seneste artikler.`;
}

/** Title, description, canonical (with ?side=N past page 1), Open Graph profile and JSON-LD. */
export function authorMeta(site: SiteInfo, author: AuthorMetaInput, page: number) {
  const path = authorPath(author.slug);
  return pageMeta({
    site,
    title: page > 1 ? `${author.name} – side ${page}` : author.name,
    description: authorDescription(site, author),
    path: page > 1 ? `${path}?side=${page}` : path,
    image: author.portrait?.url ?? null,
    type: "profile",
    jsonLd: authorJsonLd(site, author),
  });
}

/** Unknown slug: the not-found page, noindex. */
export function authorNotFoundMeta(site: SiteInfo, slug: string) {
  return pageMeta({
    site,
    title: "Forfatter ikke fundet",
    description: "Den forfatter du leder efter findes ikke.",
    path: authorPath(slug),
    noindex: true,
  });
}

/** `?side=N`: a whole number from 1; anything else is not a page (null). */
export function authorPageNumber(search: URLSearchParams, maxPage: number): number | null {
  const raw = search.get("side");
  if (raw === null || raw === "") return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= maxPage ? page : null;
}
