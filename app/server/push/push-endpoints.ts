/**
 * Where the server may send a push (issue 25, ADR 0027): https endpoints on the browsers' push
 * services only, so a subscription cannot make the server fetch an address of the attacker's
 * choosing (SSRF). `PUSH_TEST_ENDPOINT_ORIGINS` adds exact origins: a local push service in tests,
 * a self-hosted one. Checked when a device subscribes and again before every request.
 */

/** Hosts, or `.suffix` for a family of hosts. */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Opera, Samsung Internet
  "android.googleapis.com",
  "updates.push.services.mozilla.com", // Firefox
  "push.services.mozilla.com",
  "web.push.apple.com", // Safari (macOS, iOS home-screen apps)
  ".push.apple.com",
  ".notify.windows.com", // Edge on Windows (wns2-*.notify.windows.com)
] as const;

/** Parses the comma-separated `PUSH_TEST_ENDPOINT_ORIGINS` into origins (invalid entries dropped). */
export function parseExtraOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (value ?? "").split(",")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    try {
      const url = new URL(trimmed);
      if (url.protocol === "http:" || url.protocol === "https:") origins.push(url.origin);
    } catch {
      // Not a URL: ignored, as if it were not listed.
    }
  }
  return origins;
}

/** True when `endpoint` is a push service URL the server may request. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (endpoint.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || (url.port !== "" && url.port !== "443")) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) =>
    allowed.startsWith(".") ? host.endsWith(allowed) && host.length > allowed.length : host === allowed,
  );
}
