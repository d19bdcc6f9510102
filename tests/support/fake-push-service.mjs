// A local push service speaking RFC 8030 (issue 25), standing in for the browsers' push services
// (FCM, Mozilla autopush, Apple, WNS) in tests, the e2e run and `npm run bench:push`.
//
// It makes subscriptions as a browser would (`createSubscription()`: an endpoint
// http://127.0.0.1:<port>/push/<id> and the browser's keys p256dh/auth, keeping the private ECDH key)
// and accepts `POST /push/<id>` only as a real push service would:
//   - the VAPID header (RFC 8292) `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT whose
//     signature verifies with `k`, `aud` the endpoint's origin, `exp` in the future and at most
//     24 h ahead, `sub` a mailto: or https: contact (a JWT string is verified once, then cached);
//   - `TTL` present, `Urgency` one of RFC 8030's, `Topic` at most 32 base64url characters,
//     `Content-Encoding: aes128gcm`, a body of at most 4096 bytes;
//   - the body decrypts (RFC 8291, `http_ece`) with the subscription's keys: every payload by
//     default, a sample of them with `decryptSample` (the benchmark, so the fake does not eat the
//     CPU it measures).
// A push it accepts is answered 201 with a Location and recorded (endpoint id, decoded payload,
// TTL/Urgency/Topic, time). Failures can be scripted per subscription (`script()`): 404/410
// (gone), 429 with Retry-After, 500 once or N times, a slow answer. An unknown id is 404.
//
// Use it three ways:
//   - in a test or the benchmark: `await startFakePushService()` (a server on its own port);
//   - mounted by fake-services.mjs for the e2e run: `handle(req, res, url)` under /push and
//     /push-control on the fakes' port;
//   - standalone: `node tests/support/fake-push-service.mjs --port 4105`.
// The control API (JSON) lets e2e specs and the benchmark read what arrived:
//   POST /push-control/subscriptions            → 201 { id, endpoint, keys: { p256dh, auth } }
//   GET  /push-control/deliveries?endpoint=…    → { deliveries: [...] } (or ?id=…; all without)
//   POST /push-control/script                   { endpoint | id, status?, times?, retryAfter?, delayMs? }
//   GET  /push-control/stats                    → counters (see stats())
//   POST /push-control/reset                    forgets deliveries, scripts and counters (keeps subscriptions)
import crypto from "node:crypto";
import http from "node:http";
import ece from "http_ece";

const MAX_BODY_BYTES = 4096;
const MAX_JWT_AGE_SECONDS = 24 * 60 * 60;
const URGENCIES = new Set(["very-low", "low", "normal", "high"]);
const TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

function json(res, status, body) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}

function readBytes(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= limit + 1) chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function publicKeyFromRaw(raw) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  return crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
}

/**
 * Checks a VAPID JWT's signature and claims that do not change with time; the caller checks `exp`
 * against the clock and `aud` against the endpoint on every request.
 */
function verifyJwt(token, k) {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "JWT har ikke tre dele" };
  const [headerPart, claimsPart, signaturePart] = parts;
  let header;
  let claims;
  try {
    header = JSON.parse(Buffer.from(headerPart, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "JWT kan ikke læses" };
  }
  if (header?.alg !== "ES256") return { ok: false, reason: "JWT alg er ikke ES256" };
  let key;
  try {
    key = publicKeyFromRaw(Buffer.from(k, "base64url"));
  } catch {
    return { ok: false, reason: "k er ikke en P-256 nøgle" };
  }
  const signature = Buffer.from(signaturePart, "base64url");
  const valid =
    signature.length === 64 &&
    crypto.verify(
      "sha256",
      Buffer.from(`${headerPart}.${claimsPart}`),
      { key, dsaEncoding: "ieee-p1363" },
      signature,
    );
  if (!valid) return { ok: false, reason: "signaturen passer ikke til k" };
  if (typeof claims?.aud !== "string") return { ok: false, reason: "aud mangler" };
  if (!Number.isInteger(claims?.exp)) return { ok: false, reason: "exp mangler" };
  if (typeof claims?.sub !== "string" || !/^(mailto:|https:\/\/)/.test(claims.sub))
    return { ok: false, reason: "sub er ikke mailto: eller https:" };
  return { ok: true, aud: claims.aud, exp: claims.exp, sub: claims.sub };
}

/** `vapid t=<jwt>, k=<key>` → { t, k } */
function parseVapidAuthorization(value) {
  if (typeof value !== "string") return null;
  const match = /^vapid\s+(.+)$/i.exec(value.trim());
  if (!match) return null;
  const params = {};
  for (const part of match[1].split(",")) {
    const eq = part.indexOf("=");
    if (eq > 0) params[part.slice(0, eq).trim().toLowerCase()] = part.slice(eq + 1).trim();
  }
  return params.t && params.k ? { t: params.t, k: params.k } : null;
}

/**
 * A fake push service. `origin` is where its endpoints live (set by `listen`, or by the first
 * request when mounted elsewhere). Options:
 *   - decryptSample: share of accepted pushes decrypted (0..1, default 1);
 *   - now: the clock (ms) for the JWT's exp;
 *   - keepDeliveries: keep each delivery's record (default true; the counters are always kept).
 */
export function createFakePushService(options = {}) {
  const decryptSample = options.decryptSample ?? 1;
  const now = options.now ?? Date.now;
  const keepDeliveries = options.keepDeliveries ?? true;
  /** id → { origin, privateKey (Buffer), publicKey (Buffer), auth (Buffer) } */
  const subscriptions = new Map();
  /** JWT string + k → verification result */
  const verified = new Map();
  /** id → [{ status?, times, retryAfter?, delayMs? }] */
  const scripts = new Map();
  let deliveries = [];
  let counts = new Map();
  let payloadIds = new Map();
  let counters;
  /** Ids unsubscribed: their endpoint answers 410 Gone. */
  const gone = new Set();

  const resetCounters = () => {
    counters = {
      requests: 0,
      accepted: 0,
      decrypted: 0,
      refused: 0,
      scripted: 0,
      byStatus: {},
      firstDeliveryAt: null,
      lastDeliveryAt: null,
      duplicatePayloads: 0,
    };
  };
  resetCounters();

  const service = {
    origin: options.origin ?? null,
    /** Why the last refused pushes were refused (newest last, at most 50). */
    refusals: [],

    /** A browser's subscription on this service: what `PushSubscription.toJSON()` gives. */
    createSubscription(origin = service.origin) {
      if (!origin) throw new Error("fake push service: no origin yet (start it or pass one)");
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomBytes(16).toString("base64url");
      subscriptions.set(id, {
        origin,
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth,
      });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },

    /**
     * Scripts the next answers for one subscription (by endpoint or id), in order: each rule
     * answers `times` pushes (default: every one) with `status` (and `Retry-After`), after
     * `delayMs`; a rule without status only delays, then accepts.
     */
    script(endpointOrId, ...rules) {
      const id = idOf(endpointOrId);
      const list = scripts.get(id) ?? [];
      for (const rule of rules) list.push({ times: Number.POSITIVE_INFINITY, ...rule });
      scripts.set(id, list);
    },

    /** What arrived for one subscription (by endpoint or id), oldest first; all without an argument. */
    deliveries(endpointOrId) {
      if (endpointOrId === undefined) return deliveries.slice();
      const id = idOf(endpointOrId);
      return deliveries.filter((delivery) => delivery.id === id);
    },

    /** Accepted pushes per subscription id (the benchmark's misses and duplicates). */
    deliveryCounts() {
      return new Map(counts);
    },

    stats() {
      let duplicateSubscriptions = 0;
      for (const n of counts.values()) if (n > 1) duplicateSubscriptions++;
      return {
        ...counters,
        byStatus: { ...counters.byStatus },
        subscriptions: subscriptions.size,
        subscriptionsReached: counts.size,
        duplicateSubscriptions,
      };
    },

    /** Forgets deliveries, scripts and counters; subscriptions stay. */
    reset() {
      deliveries = [];
      counts = new Map();
      payloadIds = new Map();
      scripts.clear();
      service.refusals = [];
      resetCounters();
    },

    /** Removes a subscription: its endpoint answers 410 from now on (the browser unsubscribed). */
    unsubscribe(endpointOrId) {
      const id = idOf(endpointOrId);
      subscriptions.delete(id);
      gone.add(id);
    },

    /** The request handler: answers /push/* and /push-control/*; false for anything else. */
    async handle(req, res, url) {
      service.origin ??= url.origin;
      if (url.pathname.startsWith("/push/")) {
        await receivePush(req, res, url);
        return true;
      }
      if (url.pathname.startsWith("/push-control/")) {
        await control(req, res, url);
        return true;
      }
      return false;
    },
  };

  function idOf(endpointOrId) {
    const value = String(endpointOrId);
    const slash = value.lastIndexOf("/push/");
    return slash >= 0 ? value.slice(slash + "/push/".length) : value;
  }

  function answer(res, status, reason, headers = {}) {
    counters.byStatus[status] = (counters.byStatus[status] ?? 0) + 1;
    if (status >= 400 && reason) {
      service.refusals.push(reason);
      if (service.refusals.length > 50) service.refusals.shift();
    }
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(reason ?? "");
  }

  /** Checks the request as a push service does; returns the refusal or null. */
  function refusal(req, subscription, body) {
    const authorization = parseVapidAuthorization(req.headers.authorization);
    if (!authorization) return [401, "Authorization: vapid t=…, k=… mangler"];
    const cacheKey = `${authorization.t} ${authorization.k}`;
    let result = verified.get(cacheKey);
    if (!result) {
      result = verifyJwt(authorization.t, authorization.k);
      if (verified.size > 10_000) verified.clear();
      verified.set(cacheKey, result);
    }
    if (!result.ok) return [403, `VAPID: ${result.reason}`];
    if (result.aud !== subscription.origin)
      return [403, `VAPID: aud ${result.aud} er ikke ${subscription.origin}`];
    const seconds = Math.floor(now() / 1000);
    if (result.exp <= seconds) return [403, "VAPID: JWT er udløbet"];
    if (result.exp > seconds + MAX_JWT_AGE_SECONDS) return [403, "VAPID: exp er mere end 24 timer fremme"];
    const ttl = req.headers.ttl;
    if (ttl === undefined || !/^\d+$/.test(String(ttl))) return [400, "TTL mangler"];
    const urgency = req.headers.urgency;
    if (urgency !== undefined && !URGENCIES.has(String(urgency))) return [400, "Urgency er ugyldig"];
    const topic = req.headers.topic;
    if (topic !== undefined && !TOPIC_PATTERN.test(String(topic))) return [400, "Topic er ugyldig"];
    if (String(req.headers["content-encoding"] ?? "").toLowerCase() !== "aes128gcm")
      return [415, "Content-Encoding skal være aes128gcm"];
    if (body.length > MAX_BODY_BYTES) return [413, "Beskeden er større end 4096 bytes"];
    if (body.length === 0) return [400, "Beskeden er tom"];
    return null;
  }

  function decrypt(subscription, body) {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.setPrivateKey(subscription.privateKey);
    const plain = ece.decrypt(body, {
      version: "aes128gcm",
      privateKey: ecdh,
      authSecret: subscription.auth.toString("base64url"),
    });
    return JSON.parse(plain.toString("utf8"));
  }

  async function receivePush(req, res, url) {
    const id = decodeURIComponent(url.pathname.slice("/push/".length));
    const body = await readBytes(req, MAX_BODY_BYTES);
    if (req.method !== "POST") return answer(res, 405, "Kun POST");
    counters.requests++;
    const subscription = subscriptions.get(id);
    if (!subscription) return answer(res, gone.has(id) ? 410 : 404, "Ukendt abonnement");

    const rules = scripts.get(id);
    const rule = rules?.[0];
    if (rule) {
      rule.times--;
      if (rule.times <= 0) rules.shift();
      if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
      if (rule.status) {
        counters.scripted++;
        const headers = rule.retryAfter !== undefined ? { "Retry-After": String(rule.retryAfter) } : {};
        return answer(res, rule.status, `Scriptet svar ${rule.status}`, headers);
      }
    }

    const refused = refusal(req, subscription, body);
    if (refused) {
      counters.refused++;
      return answer(res, refused[0], refused[1]);
    }
    let payload = null;
    if (decryptSample >= 1 || Math.random() < decryptSample) {
      try {
        payload = decrypt(subscription, body);
        counters.decrypted++;
      } catch (error) {
        counters.refused++;
        return answer(res, 400, `Beskeden kan ikke dekrypteres: ${error?.message ?? error}`);
      }
    }

    const at = now();
    counters.accepted++;
    counters.firstDeliveryAt ??= at;
    counters.lastDeliveryAt = at;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (payload && typeof payload.id === "string") {
      const key = `${id} ${payload.id}`;
      if (payloadIds.has(key)) counters.duplicatePayloads++;
      payloadIds.set(key, true);
    }
    if (keepDeliveries) {
      deliveries.push({
        id,
        endpoint: `${subscription.origin}/push/${id}`,
        at,
        ttl: Number(req.headers.ttl),
        urgency: req.headers.urgency ?? null,
        topic: req.headers.topic ?? null,
        payload,
      });
    }
    return answer(res, 201, undefined, {
      Location: `${subscription.origin}/push-message/${crypto.randomUUID()}`,
    });
  }

  async function control(req, res, url) {
    const action = url.pathname.slice("/push-control/".length);
    const bodyText = req.method === "POST" ? (await readBytes(req, 64 * 1024)).toString("utf8") : "";
    let input = {};
    if (bodyText) {
      try {
        input = JSON.parse(bodyText);
      } catch {
        return json(res, 400, { error: "JSON forventet" });
      }
    }
    if (action === "subscriptions" && req.method === "POST")
      return json(res, 201, service.createSubscription(url.origin));
    if (action === "deliveries" && req.method === "GET") {
      const which = url.searchParams.get("endpoint") ?? url.searchParams.get("id") ?? undefined;
      return json(res, 200, { deliveries: service.deliveries(which ?? undefined) });
    }
    if (action === "script" && req.method === "POST") {
      const { endpoint, id, ...rule } = input;
      if (!endpoint && !id) return json(res, 400, { error: "endpoint eller id mangler" });
      service.script(endpoint ?? id, rule);
      return json(res, 200, { ok: true });
    }
    if (action === "stats" && req.method === "GET") return json(res, 200, service.stats());
    if (action === "reset" && req.method === "POST") {
      service.reset();
      return json(res, 200, { ok: true });
    }
    return json(res, 404, { error: "ukendt" });
  }

  return service;
}

/** Starts a fake push service on its own port (0: any free one). `close()` stops it. */
export async function startFakePushService(options = {}) {
  const service = createFakePushService(options);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", service.origin ?? "http://127.0.0.1");
    service.handle(req, res, url).then(
      (handled) => {
        if (!handled) json(res, 404, { error: "ukendt" });
      },
      (error) => {
        if (!res.headersSent) json(res, 500, { error: String(error?.message ?? error) });
        else res.destroy();
      },
    );
  });
  // The server under test keeps connections alive; so does a real push service.
  server.keepAliveTimeout = 60_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  service.origin = `http://${host}:${server.address().port}`;
  service.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

/** The instance fake-services.mjs mounts (its origin is the fakes' origin). */
const mounted = createFakePushService();
export const handle = (req, res, url) => mounted.handle(req, res, url);

// Standalone: node tests/support/fake-push-service.mjs [--port 4105] [--decrypt-sample 0.01]
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const service = await startFakePushService({
    port: Number(arg("--port") ?? process.env.FAKE_PUSH_PORT ?? 4105),
    decryptSample: arg("--decrypt-sample") === undefined ? 1 : Number(arg("--decrypt-sample")),
    keepDeliveries: process.env.FAKE_PUSH_KEEP_DELIVERIES !== "false",
  });
  console.log(`fake push service on ${service.origin}`);
  process.on("SIGTERM", () => service.close().then(() => process.exit(0)));
  process.on("SIGINT", () => service.close().then(() => process.exit(0)));
}
