import { XMLParser } from "fast-xml-parser";

/** One entry of an RSS or Atom feed: its link, title and publication time (when given). */
export interface FeedItem {
  link: string;
  title: string;
  publishedAt: Date | null;
}

export class FeedParseError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ["item", "entry", "link"].includes(name),
});

function text(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string" || typeof value === "number") return String(value).trim();
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === "object") {
    const obj = value as Record<string, unknown>;
    if ("#text" in obj) return text(obj["#text"]);
    if ("@_href" in obj) return text(obj["@_href"]);
  }
  return "";
}

function date(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** RSS 2.0: <link>, else a permalink <guid>. */
function rssLink(item: Record<string, unknown>): string {
  const link = text(item.link);
  if (link) return link;
  const guid = item.guid as Record<string, unknown> | string | undefined;
  if (guid && typeof guid === "object" && guid["@_isPermaLink"] === "false") return "";
  return text(guid);
}

/** Atom: the rel="alternate" (or rel-less) link's href. */
function atomLink(entry: Record<string, unknown>): string {
  const links = (entry.link as unknown[] | undefined) ?? [];
  const objects = links.filter((l): l is Record<string, unknown> => typeof l === "object" && l !== null);
  const alternate = objects.find((l) => !l["@_rel"] || l["@_rel"] === "alternate") ?? objects[0];
  return alternate ? text(alternate["@_href"]) : text(links[0]);
}

/** Parses RSS 2.0, RSS 1.0 (RDF) and Atom feeds; relative links resolve against the feed URL. */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new FeedParseError("Feedet er ikke gyldig XML");
  }
  let raw: { link: string; title: string; publishedAt: Date | null }[];
  const rss = doc.rss as { channel?: { item?: Record<string, unknown>[] } } | undefined;
  const rdf = doc.RDF as { item?: Record<string, unknown>[] } | undefined;
  const atom = doc.feed as { entry?: Record<string, unknown>[] } | undefined;
  if (rss?.channel) {
    raw = (rss.channel.item ?? []).map((i) => ({
      link: rssLink(i),
      title: text(i.title),
      publishedAt: date(i.pubDate ?? i.date),
    }));
  } else if (rdf) {
    raw = (rdf.item ?? []).map((i) => ({
      link: text(i.link),
      title: text(i.title),
      publishedAt: date(i.date),
    }));
  } else if (atom) {
    raw = (atom.entry ?? []).map((e) => ({
      link: atomLink(e),
      title: text(e.title),
      publishedAt: date(e.published ?? e.updated),
    }));
  } else {
    throw new FeedParseError("Feedet er hverken RSS eller Atom");
  }
  const items: FeedItem[] = [];
  for (const item of raw) {
    if (!item.link) continue;
    try {
      const url = new URL(item.link, feedUrl);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      items.push({ ...item, link: url.toString() });
    } catch {
      // not a URL: ignore the item
    }
  }
  return items;
}
