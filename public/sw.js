/*
 * Forsiden's service worker (issue 25, ADR 0027): shows the push messages the site sends and opens
 * the story when a notification is clicked. Nothing else: no fetch handler, no offline copies of
 * news (a reader must always get today's page from the server).
 *
 * Served from the site's root with `Cache-Control: no-cache` (server/app.ts), so its scope is the
 * whole site and a new version is picked up at the next check.
 */

const ICON = "/icons/icon-192.png";
const BADGE = "/icons/badge-96.png";
const FALLBACK = { title: "Forsiden", body: "Der er nyt på Forsiden.", url: "/" };

// A new version takes over at once: it only shows notifications, so no page depends on the old one.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** A path of this site, or "/": a message can never send the reader to another site. */
function sameOriginPath(value) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}

/** The sender's `{ id, title, body, url, tag, timestamp }`; a general message when it is unreadable. */
function readPayload(data) {
  let payload = null;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload !== "object" || typeof payload.title !== "string" || !payload.title) {
    return { ...FALLBACK, id: "", tag: "", timestamp: Date.now() };
  }
  const timestamp =
    typeof payload.timestamp === "number" ? payload.timestamp : Date.parse(String(payload.timestamp ?? ""));
  return {
    id: typeof payload.id === "string" ? payload.id : "",
    title: payload.title,
    body: typeof payload.body === "string" ? payload.body : "",
    url: sameOriginPath(payload.url),
    tag: typeof payload.tag === "string" ? payload.tag : "",
    timestamp: Number.isFinite(timestamp) ? timestamp : Date.now(),
  };
}

async function showPush(data) {
  const message = readPayload(data);
  // A push service may deliver a message twice: the one already showing is enough.
  if (message.id && message.tag) {
    const showing = await self.registration.getNotifications({ tag: message.tag });
    if (showing.some((notification) => notification.data && notification.data.id === message.id)) return;
  }
  const options = {
    body: message.body,
    icon: ICON,
    badge: BADGE,
    lang: "da",
    timestamp: message.timestamp,
    data: { url: message.url, id: message.id },
  };
  // A newer score replaces the older one under the same tag, and still alerts the reader.
  if (message.tag) Object.assign(options, { tag: message.tag, renotify: true });
  await self.registration.showNotification(message.title, options);
}

self.addEventListener("push", (event) => {
  event.waitUntil(showPush(event.data));
});

/** Brings an open tab of the site forward on `path`, or opens one. */
async function openPath(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  const target = ours.find((client) => client.url === url) || ours[0];
  if (target) {
    try {
      await target.focus();
    } catch {
      // Focus needs the click's user activation; the tab is still taken to the story below.
    }
    if (target.url === url) return;
    try {
      if (await target.navigate(url)) return;
    } catch {
      // A tab this worker does not control cannot be navigated: open a new one.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openPath(sameOriginPath(data.url)));
});
