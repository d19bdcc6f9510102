import { clubPath } from "~/lib/public-paths";
import { absoluteUrl, type SiteInfo } from "~/lib/seo";
import { clubLogoSrc, websiteHref } from "./club-details";

interface JsonLdClub {
  slug: string;
  name: string;
  description: string | null;
  location: string | null;
  stadium: string | null;
  country: string;
  founded: number | null;
  website: string | null;
  logoUrl: string | null;
}

/** Schema.org SportsTeam for a club page. */
export function clubSportsTeamJsonLd(site: SiteInfo, club: JsonLdClub): Record<string, unknown> {
  const website = websiteHref(club.website);
  const place = club.stadium ?? club.location;
  return {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: club.name,
    sport: "Soccer",
    url: absoluteUrl(site, clubPath(club.slug)),
    logo: absoluteUrl(site, clubLogoSrc(club)),
    ...(club.description ? { description: club.description } : {}),
    ...(place
      ? {
          location: {
            "@type": "Place",
            name: place,
            address: {
              "@type": "PostalAddress",
              ...(club.location ? { addressLocality: club.location } : {}),
              addressCountry: club.country,
            },
          },
        }
      : {}),
    ...(club.founded ? { foundingDate: String(club.founded) } : {}),
    ...(website ? { sameAs: [website] } : {}),
  };
}

/** Schema.org BreadcrumbList: Forsiden › Klubber › {name}. */
export function clubBreadcrumbJsonLd(site: SiteInfo, club: { slug: string; name: string }) {
  const items = [
    { name: "Forsiden", path: "/" },
    { name: "Klubber", path: "/klubber" },
    { name: club.name, path: clubPath(club.slug) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site, item.path),
    })),
  };
}
