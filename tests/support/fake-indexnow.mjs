// A local stand-in for an IndexNow endpoint (indexnow.org/documentation), mounted by
// fake-services.mjs under /indexnow and used directly by the integration tests.
//
// POST /indexnow with JSON {host, key, keyLocation, urlList} answers like the real service:
//   400 when the body is not that JSON, 422 when a URL does not belong to `host`, else 200.
// Other answers can be chosen, for the tests:
//   - a query parameter:                 POST /indexnow?status=202 (or 422, 429, 403, 400, 500)
//   - a URL in the list containing:      "indexnow-status-429" (the first such URL decides)
//   - for the next submission only:      POST /indexnow/_next?status=429 (e2e: the app's endpoint is fixed)
// GET /indexnow/_received lists the submissions received (newest last); POST /indexnow/_reset clears them.
// GET /feeds/agent.xml is a small RSS feed for the agent: two fresh items on www.bold.dk, which
// OUTBOUND_HOST_OVERRIDES maps to the fake source site (fake-source-site.mjs).

import { readBody } from "./fake-http.mjs";

/** @type {{ at: string, status: number, body: unknown }[]} */
export const received = [];
/** @type {number[]} one-time answers for the next submissions */
const nextStatuses = [];

function send(res, status, body = "", type = "text/plain; charset=utf-8") {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.end(body);
}

function chosenStatus(url, urlList) {
  const fromQuery = Number(url.searchParams.get("status"));
  if (Number.isInteger(fromQuery) && fromQuery >= 200 && fromQuery < 600) return fromQuery;
  for (const item of urlList) {
    const match = /indexnow-status-(\d{3})/.exec(String(item));
    if (match) return Number(match[1]);
  }
  return null;
}

function validate(body) {
  if (!body || typeof body !== "object") return 400;
  const { host, key, urlList } = body;
  if (
    typeof host !== "string" ||
    typeof key !== "string" ||
    !Array.isArray(urlList) ||
    urlList.length === 0
  ) {
    return 400;
  }
  if (urlList.length > 10_000 || !/^[a-zA-Z0-9-]{8,128}$/.test(key)) return 422;
  for (const item of urlList) {
    try {
      if (new URL(item).host !== host) return 422;
    } catch {
      return 400;
    }
  }
  return 200;
}

const FEED_ITEMS = [
  { title: "Agent-kilde et", link: "https://www.bold.dk/nyheder/agent-kilde-1" },
  { title: "Agent-kilde to", link: "https://www.bold.dk/nyheder/agent-kilde-2" },
];

function rssFeed() {
  const items = FEED_ITEMS.map(
    (i) =>
      `<item><title>${i.title}</title><link>${i.link}</link><pubDate>${new Date().toUTCString()}</pubDate></item>`,
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fake kilde</title><link>https://www.bold.dk/</link>${items}</channel></rss>`;
}

/** @returns {Promise<boolean>} true when this module answered the request */
export async function handle(req, res, url) {
  if (url.pathname === "/feeds/agent.xml" && req.method === "GET") {
    send(res, 200, rssFeed(), "application/rss+xml; charset=utf-8");
    return true;
  }
  if (url.pathname === "/indexnow/_received" && req.method === "GET") {
    send(res, 200, JSON.stringify(received), "application/json");
    return true;
  }
  if (url.pathname === "/indexnow/_next" && req.method === "POST") {
    nextStatuses.push(Number(url.searchParams.get("status") ?? 200));
    send(res, 204);
    return true;
  }
  if (url.pathname === "/indexnow/_reset" && req.method === "POST") {
    received.length = 0;
    nextStatuses.length = 0;
    send(res, 204);
    return true;
  }
  if (url.pathname !== "/indexnow") return false;
  if (req.method !== "POST") {
    send(res, 405, "Method Not Allowed");
    return true;
  }
  const text = await readBody(req);
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  let status = validate(body);
  if (status === 200) status = nextStatuses.shift() ?? chosenStatus(url, body.urlList) ?? 200;
  received.push({ at: new Date().toISOString(), status, body });
  if (received.length > 100) received.shift();
  send(res, status, status < 300 ? "" : `IndexNow fake: ${status}`);
  return true;
}
