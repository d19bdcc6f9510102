/**
 * Referrer classes of first-party analytics (PRODUCT.md: direct, search, social, other).
 * Only the class is stored, never the referring address itself.
 */
export const REFERRER_CLASSES = ["direct", "search", "social", "other"] as const;
export type ReferrerClass = (typeof REFERRER_CLASSES)[number];

/** Danish labels for the traffic-source card. */
export const REFERRER_LABELS: Record<ReferrerClass, string> = {
  direct: "Direkte",
  search: "Søgemaskiner",
  social: "Sociale medier",
  other: "Andre",
};

// Matched against the referring host and each of its parent domains ("news.google.co.uk" → "google").
const SEARCH_NAMES = ["google", "bing", "duckduckgo", "yahoo", "ecosia", "yandex", "baidu"];
const SOCIAL_HOSTS = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "messenger.com",
  "instagram.com",
  "x.com",
  "twitter.com",
  "t.co",
  "linkedin.com",
  "lnkd.in",
  "tiktok.com",
  "reddit.com",
  "youtube.com",
  "youtu.be",
  "threads.net",
  "threads.com",
  "bsky.app",
  "bsky.social",
];

/** "Forsiden.dk:443" → "forsiden.dk". */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** True for a search engine host: google.dk, www.google.com, news.google.co.uk, search.yahoo.com, … */
function isSearchHost(host: string): boolean {
  const labels = host.split(".");
  return labels.some((label) => SEARCH_NAMES.includes(label));
}

export interface ReferrerInfo {
  referrerClass: ReferrerClass;
  /**
   * True when the view starts a visit: the reader arrived without a referrer (typed address,
   * bookmark, app) or from another site. A click from one of our own pages is not an entry.
   */
  entry: boolean;
}

/**
 * Classifies the Referer header of a page view. No referrer or our own host → 'direct'
 * (an entry only without a referrer); search engines → 'search'; social networks → 'social';
 * any other site → 'other'.
 */
export function classifyReferrer(
  referer: string | null | undefined,
  ownHosts: string | readonly string[],
): ReferrerInfo {
  if (!referer) return { referrerClass: "direct", entry: true };
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      // android-app://… : an app opened the link; the Google app is a search.
      if (referer.includes("googlequicksearchbox")) return { referrerClass: "search", entry: true };
      return { referrerClass: "other", entry: true };
    }
    host = url.hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return { referrerClass: "direct", entry: true };
  }
  const own = (typeof ownHosts === "string" ? [ownHosts] : ownHosts).map(bareHost);
  if (own.some((o) => host === o || host === `www.${o}` || `www.${host}` === o)) {
    return { referrerClass: "direct", entry: false };
  }
  if (isSearchHost(host)) return { referrerClass: "search", entry: true };
  if (SOCIAL_HOSTS.some((domain) => hostMatches(host, domain)))
    return { referrerClass: "social", entry: true };
  return { referrerClass: "other", entry: true };
}
