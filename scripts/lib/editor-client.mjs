// An editor driven over HTTP exactly as a browser without JavaScript would: the `/auth` sign-in
// form, then the `/admin/new-article` form (application/x-www-form-urlencoded, same-origin).
import { cookieHeader, cookiesFrom, request } from "./http-client.mjs";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Safari/537.36";

function formHeaders(baseUrl, extra = {}) {
  return {
    "content-type": "application/x-www-form-urlencoded",
    origin: baseUrl,
    "sec-fetch-site": "same-origin",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
    "user-agent": BROWSER_UA,
    ...extra,
  };
}

/** Signs in through the `/auth` form; returns the cookie jar with the session. */
export async function signIn(baseUrl, email, password) {
  const body = new URLSearchParams({ intent: "signin", redirectTo: "/admin", email, password }).toString();
  const res = await request(`${baseUrl}/auth`, {
    method: "POST",
    headers: formHeaders(baseUrl, { referer: `${baseUrl}/auth?redirectTo=/admin` }),
    body,
    readBody: true,
  });
  const jar = cookiesFrom(res.headers?.["set-cookie"]);
  if (res.status !== 302 || ![...jar.keys()].some((name) => name.includes("session_token"))) {
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${res.error ?? ""}`);
  }
  return jar;
}

/** Same rule as the form's slug field (app/lib/slug.ts slugFromTitle) for plain ASCII titles. */
export function slugOf(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/**
 * Publishes one article through the new-article form. `acknowledged` is true only for a 2xx
 * answer that says the article was published (the editor would see the success message).
 */
export async function publishArticle(baseUrl, jar, title, { draft = false, timeoutMs = 30_000 } = {}) {
  const slug = slugOf(title);
  const fields = {
    title,
    slug,
    category: "Nyheder",
    partner: "",
    excerpt: `${title}: uddrag skrevet af soak-testen.`,
    imageUrl: "",
    imageAlt: "",
    imageCredit: "",
    content: `## ${title}\n\nBrødtekst skrevet af soak-testen for at måle, hvornår en ny artikel kan ses.`,
    tags: JSON.stringify(["liga:superligaen"]),
  };
  if (draft) fields.isDraft = "on";
  const res = await request(`${baseUrl}/admin/new-article`, {
    method: "POST",
    headers: formHeaders(baseUrl, { cookie: cookieHeader(jar), referer: `${baseUrl}/admin/new-article` }),
    body: new URLSearchParams(fields).toString(),
    readBody: true,
    timeoutMs,
  });
  const expected = draft ? "Artiklen er gemt som kladde" : "Artiklen er blevet oprettet og publiceret";
  const acknowledged = res.status >= 200 && res.status < 300 && (res.body ?? "").includes(expected);
  return { slug, status: res.status, error: res.error, ms: res.ms, acknowledged };
}

/** Posts an update on an article's live desk (/admin/live/<id>), as its form does; the answer. */
export function postLiveUpdate(baseUrl, jar, articleId, fields) {
  return request(`${baseUrl}/admin/live/${articleId}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      cookie: cookieHeader(jar),
    },
    body: new URLSearchParams({ intent: "post", ...fields }).toString(),
  });
}

export { BROWSER_UA };

/**
 * A reader signed in by a mailed one-time link, exactly as on /konto/log-ind (ADR 0025): asks for
 * the link, takes it from the mail (`readToken(email)`, e.g. from the outbox table), and presses the
 * link page's button. `forwardedFor` is the reader's address behind a proxy (TRUST_PROXY=true), so
 * many readers are not one address to the rate limits. Returns the cookie jar with the session.
 */
export async function signInReader(baseUrl, email, { readToken, forwardedFor }) {
  const extra = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const asked = await request(`${baseUrl}/konto/log-ind`, {
    method: "POST",
    headers: formHeaders(baseUrl, { ...extra, referer: `${baseUrl}/konto/log-ind` }),
    body: new URLSearchParams({ intent: "link", email }).toString(),
    readBody: true,
  });
  if (asked.status !== 200)
    throw new Error(`login link for ${email}: HTTP ${asked.status} ${asked.error ?? ""}`);
  const token = await readToken(email);
  const res = await request(`${baseUrl}/konto/log-ind/link`, {
    method: "POST",
    headers: formHeaders(baseUrl, { ...extra, referer: `${baseUrl}/konto/log-ind/link` }),
    body: new URLSearchParams({ token }).toString(),
    readBody: true,
  });
  const jar = cookiesFrom(res.headers?.["set-cookie"]);
  if (res.status !== 302 || ![...jar.keys()].some((name) => name.includes("session_token"))) {
    throw new Error(`reader sign-in as ${email} failed: HTTP ${res.status} ${res.error ?? ""}`);
  }
  // Follow the redirect as a browser does: the page shows the welcome (a flash) and clears it.
  const landed = await request(new URL(res.headers.location, baseUrl).href, {
    headers: { ...extra, cookie: cookieHeader(jar), "user-agent": BROWSER_UA },
    readBody: true,
  });
  cookiesFrom(landed.headers?.["set-cookie"], jar);
  for (const [name, value] of jar) if (value === "") jar.delete(name);
  return jar;
}

/** 'Følg' on a club page, as its plain form posts it (signed in: back to the page, 303). */
export async function followClub(baseUrl, cookie, clubSlug, { forwardedFor } = {}) {
  const res = await request(`${baseUrl}/api/klubber/${clubSlug}/foelg`, {
    method: "POST",
    headers: formHeaders(baseUrl, {
      cookie,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      referer: `${baseUrl}/klubber/${clubSlug}`,
    }),
    body: new URLSearchParams({ intent: "follow", redirectTo: `/klubber/${clubSlug}` }).toString(),
    readBody: true,
  });
  if (res.status !== 303) throw new Error(`follow ${clubSlug}: HTTP ${res.status} ${res.error ?? ""}`);
}
