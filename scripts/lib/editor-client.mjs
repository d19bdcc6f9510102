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

export { BROWSER_UA };
