/**
 * Outbound HTTP for URLs that come from users or feeds, guarded against SSRF:
 * - only http: and https:, no user info in the URL;
 * - every address the host name resolves to must be public (no loopback, private, link-local,
 *   CGNAT, multicast, unique-local, documentation or reserved ranges, IPv4 and IPv6, including
 *   IPv4-mapped IPv6); the connection goes to an address that was checked (the check runs in the
 *   socket's own DNS lookup, so a second, different DNS answer cannot slip in: no DNS rebinding);
 * - at most 5 redirects, each one checked again (protocol, host policy, addresses);
 * - a size cap on the body (compressed and decompressed) and a timeout.
 *
 * OUTBOUND_HOST_OVERRIDES (tests only): "bold.dk=http://127.0.0.1:4599/bold" sends a request for
 * https://bold.dk/x to http://127.0.0.1:4599/bold/x. The address guard is skipped only for these
 * explicitly mapped hosts.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import zlib from "node:zlib";
import { getEnv } from "~/server/env.server";

export const SAFE_FETCH_MESSAGES = {
  invalidUrl: "Adressen er ikke en gyldig http- eller https-URL.",
  hostNotAllowed: "Adressen er ikke tilladt.",
  privateAddress: "Adressen peger på et internt netværk og kan ikke hentes.",
  dnsFailed: "Værtsnavnet kunne ikke slås op.",
  tooManyRedirects: "Siden videresender for mange gange.",
  tooLarge: "Svaret er for stort.",
  timeout: "Siden svarede ikke i tide.",
  failed: "Siden kunne ikke hentes.",
} as const;

export type SafeFetchErrorCode =
  | "invalid_url"
  | "host_not_allowed"
  | "private_address"
  | "dns_failed"
  | "too_many_redirects"
  | "too_large"
  | "timeout"
  | "aborted"
  | "http_status"
  | "network";

export class SafeFetchError extends Error {
  override name = "SafeFetchError";
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  /** Extra host policy, checked for the first URL and for every redirect (e.g. bold.dk only). */
  allowHost?: (hostname: string) => boolean;
  signal?: AbortSignal;
  /** Body size cap in bytes (default 2 MB). */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Per-request timeout in ms (default 15 s). */
  timeoutMs?: number;
  accept?: string;
  /** Overrides of OUTBOUND_HOST_OVERRIDES (tests); defaults to the environment's. */
  overrides?: ReadonlyMap<string, URL>;
}

export interface SafeFetchResponse {
  /** The URL that answered (after redirects), as the caller sees it (before any test override). */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 15_000;
const USER_AGENT = "ForsidenBot/1.0 (+https://forsiden.dk)";

// ---------------------------------------------------------------- addresses

const blockedV4 = new net.BlockList();
for (const [net4, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(net4, prefix, "ipv4");
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!net.isIPv6(text)) return null;
  // A trailing dotted IPv4 part becomes two groups.
  const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const headParts = head ? head.split(":") : [];
  const tailParts = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array(missing).fill("0"), ...tailParts];
  if (parts.length !== 8) return null;
  return parts.map((p) => Number.parseInt(p, 16));
}

function v4FromGroups(hi: number, lo: number): string {
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/** True for any address that is not a public unicast address. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return blockedV4.check(address, "ipv4");
  const g = ipv6Groups(address);
  if (!g) return true; // not an IP at all: refuse
  const allZeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (allZeroUpTo(8)) return true; // ::
  if (allZeroUpTo(7) && g[7] === 1) return true; // ::1
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d: judge the IPv4 address.
  if (allZeroUpTo(5) && g[5] === 0xffff) return isPrivateAddress(v4FromGroups(g[6], g[7]));
  if (allZeroUpTo(6)) return isPrivateAddress(v4FromGroups(g[6], g[7]));
  // NAT64 64:ff9b::/96 carries an IPv4 address too.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return isPrivateAddress(v4FromGroups(g[6], g[7]));
  }
  if ((g[0] & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g[0] & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g[0] & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // ff00::/8 multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return true; // discard-only
  if (g[0] === 0x2002) return isPrivateAddress(v4FromGroups(g[1], g[2])); // 6to4
  // Teredo 2001::/32 hides an (obfuscated) IPv4 address: refuse outright.
  if (g[0] === 0x2001 && g[1] === 0) return true;
  return false;
}

// ---------------------------------------------------------------- host names and overrides

/** Lowercased host name without IPv6 brackets and trailing dot. */
export function normalHostname(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
}

/** Strict: the host is bold.dk or a subdomain of it (never "bold.dk.evil.example" or "evilbold.dk"). */
export function isBoldHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, "");
  return h === "bold.dk" || h.endsWith(".bold.dk");
}

/** Parses "host=http://127.0.0.1:4599/base,host2=…". Bad entries are ignored. */
export function parseHostOverrides(value: string | undefined): Map<string, URL> {
  const map = new Map<string, URL>();
  for (const entry of (value ?? "").split(",")) {
    const eq = entry.indexOf("=");
    if (eq <= 0) continue;
    const host = entry.slice(0, eq).trim().toLowerCase();
    try {
      const target = new URL(entry.slice(eq + 1).trim());
      if (target.protocol === "http:" || target.protocol === "https:") map.set(host, target);
    } catch {
      // ignore
    }
  }
  return map;
}

let cachedOverrides: { raw: string | undefined; map: Map<string, URL> } | undefined;
function envOverrides(): Map<string, URL> {
  const raw = getEnv().OUTBOUND_HOST_OVERRIDES;
  if (!cachedOverrides || cachedOverrides.raw !== raw)
    cachedOverrides = { raw, map: parseHostOverrides(raw) };
  return cachedOverrides.map;
}

/** Where a request for `url` really goes when its host is mapped (tests), else null. */
export function mappedTarget(url: URL, overrides: ReadonlyMap<string, URL>): URL | null {
  const base = overrides.get(normalHostname(url));
  if (!base) return null;
  const target = new URL(base.toString());
  target.pathname = `${base.pathname.replace(/\/+$/, "")}${url.pathname}`;
  target.search = url.search;
  return target;
}

/**
 * Parses and checks a URL a user gave: http/https only, no user info, a host name. Throws
 * SafeFetchError("invalid_url" | "host_not_allowed").
 */
export function parsePublicUrl(input: string, allowHost?: (hostname: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new SafeFetchError("invalid_url", SAFE_FETCH_MESSAGES.invalidUrl);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("invalid_url", SAFE_FETCH_MESSAGES.invalidUrl);
  }
  if (url.username || url.password || !url.hostname) {
    throw new SafeFetchError("host_not_allowed", SAFE_FETCH_MESSAGES.hostNotAllowed);
  }
  if (allowHost && !allowHost(normalHostname(url))) {
    throw new SafeFetchError("host_not_allowed", SAFE_FETCH_MESSAGES.hostNotAllowed);
  }
  return url;
}

// ---------------------------------------------------------------- DNS with the guard

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private addresses: the socket connects only to what was checked. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
    if (err) {
      callback(err, "");
      return;
    }
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      callback(new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress), "");
      return;
    }
    if (options.all) callback(null, list);
    else callback(null, list[0].address, list[0].family);
  });
}

/** Checks before connecting (clear error early); the socket's lookup checks again. */
async function assertPublicHost(hostname: string): Promise<void> {
  if (net.isIP(hostname)) {
    if (isPrivateAddress(hostname)) {
      throw new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress);
    }
    return;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    throw new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress);
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(hostname, { all: true });
  } catch {
    throw new SafeFetchError("dns_failed", SAFE_FETCH_MESSAGES.dnsFailed);
  }
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    throw new SafeFetchError("private_address", SAFE_FETCH_MESSAGES.privateAddress);
  }
}

// ---------------------------------------------------------------- one request

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function requestOnce(
  target: URL,
  guarded: boolean,
  opts: { signal: AbortSignal; maxBytes: number; accept: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const lib = target.protocol === "https:" ? https : http;
    const req = lib.request(
      target,
      {
        method: "GET",
        headers: {
          "user-agent": USER_AGENT,
          accept: opts.accept,
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "da,en;q=0.5",
        },
        signal: opts.signal,
        ...(guarded ? { lookup: guardedLookup as unknown as typeof dns.lookup } : {}),
        // No connection reuse: every request resolves and checks its own address.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          reject(new SafeFetchError("too_large", SAFE_FETCH_MESSAGES.tooLarge));
          return;
        }
        const encoding = String(res.headers["content-encoding"] ?? "identity").toLowerCase();
        let stream: NodeJS.ReadableStream = res;
        if (encoding === "gzip" || encoding === "x-gzip") stream = res.pipe(zlib.createGunzip());
        else if (encoding === "deflate") stream = res.pipe(zlib.createInflate());
        else if (encoding === "br") stream = res.pipe(zlib.createBrotliDecompress());
        const chunks: Buffer[] = [];
        let size = 0;
        let received = 0;
        res.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > opts.maxBytes) {
            res.destroy(new SafeFetchError("too_large", SAFE_FETCH_MESSAGES.tooLarge));
          }
        });
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy(new SafeFetchError("too_large", SAFE_FETCH_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        const fail = (err: unknown) => reject(err);
        res.on("error", fail);
        stream.on("error", fail);
        stream.on("end", () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function toSafeFetchError(err: unknown, signal: AbortSignal, timedOut: () => boolean): SafeFetchError {
  if (err instanceof SafeFetchError) return err;
  if (timedOut()) return new SafeFetchError("timeout", SAFE_FETCH_MESSAGES.timeout);
  if (signal.aborted) return new SafeFetchError("aborted", SAFE_FETCH_MESSAGES.failed);
  const cause = (err as { cause?: unknown })?.cause;
  if (cause instanceof SafeFetchError) return cause;
  return new SafeFetchError("network", SAFE_FETCH_MESSAGES.failed);
}

/**
 * GET with the SSRF guard, following up to 5 redirects (each checked again). Throws
 * SafeFetchError; a non-2xx final answer throws code "http_status" with the status.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const overrides = options.overrides ?? envOverrides();
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const accept = options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const timedOut = () => timeout.aborted && !options.signal?.aborted;

  let url = parsePublicUrl(input, options.allowHost);
  for (let hop = 0; ; hop++) {
    if (signal.aborted) throw toSafeFetchError(signal.reason, signal, timedOut);
    const mapped = mappedTarget(url, overrides);
    const target = mapped ?? url;
    if (!mapped) await assertPublicHost(normalHostname(url));
    let res: RawResponse;
    try {
      res = await requestOnce(target, !mapped, { signal, maxBytes, accept });
    } catch (err) {
      throw toSafeFetchError(err, signal, timedOut);
    }
    if (res.status >= 300 && res.status < 400 && res.headers.location) {
      if (hop >= maxRedirects) {
        throw new SafeFetchError("too_many_redirects", SAFE_FETCH_MESSAGES.tooManyRedirects);
      }
      // Relative locations resolve against the URL the caller asked for (not the test target).
      url = parsePublicUrl(new URL(res.headers.location, url).toString(), options.allowHost);
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      throw new SafeFetchError(
        "http_status",
        `${SAFE_FETCH_MESSAGES.failed} (HTTP ${res.status})`,
        res.status,
      );
    }
    return {
      url: url.toString(),
      status: res.status,
      contentType: String(res.headers["content-type"] ?? ""),
      body: res.body,
    };
  }
}
