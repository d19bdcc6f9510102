import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { configurePageCache, invalidatePageCache } from "~/server/page-cache.server";
import { learnCachedAnswers, withCachedPageHits } from "./cache-hit-listener";
import { cachedPageFastPath, pageCache } from "./page-cache-middleware";
import {
  type ClassificationVariables,
  classifyRequests,
  createRequestClassifier,
} from "./request-classification";
import { requestGuard } from "./request-guard";
import { securityHeaders } from "./security-headers";

/** The order of server/app.ts, with counters where the chain and the recorder are reached. */
function makeServer() {
  const env = parseEnv({ PAGE_CACHE: "true", PAGE_CACHE_TTL_SECONDS: "60" });
  const state = { maintenance: false, chain: 0, renders: 0, views: [] as string[] };
  // One classifier for the listener and the app, counting views with the path that answered.
  const classifier = createRequestClassifier({
    authSecret: () => "test-secret",
    maintenance: () => state.maintenance,
    recorder: {
      candidate: (request) =>
        request.header("user-agent") ? { request, page: { path: request.path, dataRequest: false } } : null,
      record: (candidate, response) => {
        if (response.status === 200) state.views.push(candidate.request.path);
      },
    },
  });
  const app = new Hono<{ Variables: { requestId: string } & ClassificationVariables }>();
  app.use(learnCachedAnswers());
  app.use(requestId());
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
  });
  app.use(securityHeaders(env, { scriptOrigins: () => [] }));
  app.use(requestGuard());
  app.use(classifyRequests(classifier));
  app.use(async (_c, next) => {
    state.chain++;
    await next();
  });
  app.use(cachedPageFastPath(env));
  app.use(async (c, next) => (state.maintenance ? c.html("<h1>Vi er snart tilbage</h1>", 503) : next()));
  app.use(pageCache(env, (request) => Promise.resolve(app.fetch(request))));
  app.get("*", (c) => {
    state.renders++;
    return c.html(`<p>side ${c.req.path}</p>`);
  });
  const listener = withCachedPageHits(env, getRequestListener(app.fetch), classifier);
  const server = createServer(listener);
  return { server, state };
}

let server: Server;
let base = "";

async function start(s: Server) {
  server = s;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const withoutPerRequest = (headers: Headers) =>
  [...headers].filter(([name]) => !["x-request-id", "date", "keep-alive", "connection"].includes(name));

describe("cache hits answered on the node listener (issue 13)", () => {
  beforeEach(() => {
    configurePageCache();
    invalidatePageCache();
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("replays the chain's exact headers and body with a new request id, and counts the view", async () => {
    const { server: s, state } = makeServer();
    await start(s);
    const miss = await fetch(`${base}/klubber/fc-kobenhavn`, { headers: { "accept-encoding": "gzip" } });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const viaChain = await fetch(`${base}/klubber/fc-kobenhavn`, { headers: { "accept-encoding": "gzip" } });
    expect(viaChain.headers.get("x-cache")).toBe("HIT");
    const chainBefore = state.chain;
    const viaListener = await fetch(`${base}/klubber/fc-kobenhavn?utm_source=x`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(state.chain).toBe(chainBefore);
    expect(withoutPerRequest(viaListener.headers)).toEqual(withoutPerRequest(viaChain.headers));
    expect(viaListener.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    expect(viaListener.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(viaListener.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(viaChain.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(viaListener.headers.get("x-request-id")).not.toBe(viaChain.headers.get("x-request-id"));
    expect(await viaListener.text()).toBe("<p>side /klubber/fc-kobenhavn</p>");
    expect(state.renders).toBe(1);
    // The miss, the chain's hit and the listener's hit: one view each.
    expect(state.views).toEqual(Array(3).fill("/klubber/fc-kobenhavn"));

    // A caller's own id is kept, as requestId() does.
    const traced = await fetch(`${base}/klubber/fc-kobenhavn`, {
      headers: { "accept-encoding": "gzip", "x-request-id": "lb-123" },
    });
    expect(traced.headers.get("x-request-id")).toBe("lb-123");
    // Another encoding is learned on its own first hit.
    await fetch(`${base}/klubber/fc-kobenhavn`, { headers: { "accept-encoding": "identity" } });
    expect(state.chain).toBe(chainBefore + 1);
    const head = await fetch(`${base}/klubber/fc-kobenhavn`, {
      method: "HEAD",
      headers: { "accept-encoding": "identity" },
    });
    expect(state.chain).toBe(chainBefore + 1);
    expect(head.headers.get("content-length")).toBe(String("<p>side /klubber/fc-kobenhavn</p>".length));
  });

  it("leaves to the chain: hostile addresses, conditionals, private paths, maintenance (signed-in readers not)", async () => {
    const { server: s, state } = makeServer();
    await start(s);
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    const before = state.chain;

    // The guard (ahead of the counter) still refuses a control character that canonicalisation
    // would drop from the key.
    const hostile = await fetch(`${base}/?x=%00`);
    expect(hostile.status).toBe(400);
    expect(state.chain).toBe(before);
    const etag = (await fetch(`${base}/`)).headers.get("etag") ?? "";
    const conditional = await fetch(`${base}/`, { headers: { "if-none-match": etag } });
    expect(conditional.status).toBe(304);
    // Issue 24: a validly signed session cookie gets a fresh cached 200 here too, without a lookup
    // (the page is the same for everybody); only a private path or a miss takes the chain.
    const token = `abc.${createHmac("sha256", "test-secret").update("abc").digest("base64")}`;
    const signedIn = await fetch(`${base}/`, {
      headers: { cookie: `forsiden.session_token=${encodeURIComponent(token)}` },
    });
    expect(signedIn.headers.get("x-cache")).toBe("HIT");
    expect(state.chain).toBe(before + 1);
    await fetch(`${base}/admin`);
    expect(state.chain).toBe(before + 2);

    state.maintenance = true;
    const during = await fetch(`${base}/`);
    expect(during.status).toBe(503);
    expect(state.chain).toBe(before + 3);
  });

  it("replays a cached page to a junk session cookie with an expiring Set-Cookie, counted once", async () => {
    const { server: s, state } = makeServer();
    await start(s);
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    await fetch(`${base}/`, { headers: { cookie: "forsiden.session_token=garbage" } });
    const before = { chain: state.chain, views: state.views.length };
    const junk = await fetch(`${base}/`, { headers: { cookie: "forsiden.session_token=garbage" } });
    expect(state.chain).toBe(before.chain);
    expect(junk.headers.get("x-cache")).toBe("HIT");
    expect(junk.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(junk.headers.getSetCookie()).toEqual([
      "forsiden.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    ]);
    expect(await junk.text()).toBe("<p>side /</p>");
    expect(state.views.length).toBe(before.views + 1);
    // A plain reader after it gets no Set-Cookie from the replay.
    expect((await fetch(`${base}/`)).headers.getSetCookie()).toEqual([]);
  });

  it("a request the listener classified and left to the chain is counted once, by the chain", async () => {
    const { server: s, state } = makeServer();
    await start(s);
    await fetch(`${base}/stillinger`);
    const before = state.views.length;
    // A conditional goes to the chain with the listener's classification (304, one view).
    const etag = (await fetch(`${base}/stillinger`)).headers.get("etag") ?? "";
    await fetch(`${base}/stillinger`, { headers: { "if-none-match": etag } });
    expect(state.views.length).toBe(before + 1);
  });

  it("forgets a page's headers when the page is rendered again", async () => {
    const { server: s, state } = makeServer();
    await start(s);
    await fetch(`${base}/`);
    await fetch(`${base}/`);
    invalidatePageCache();
    const before = state.chain;
    const rerendered = await fetch(`${base}/`);
    expect(rerendered.headers.get("x-cache")).toBe("MISS");
    // The reader's request and the cache's own render.
    expect(state.chain).toBe(before + 2);
    await fetch(`${base}/`);
    expect(state.chain).toBe(before + 3);
    await fetch(`${base}/`);
    expect(state.chain).toBe(before + 3);
  });
});
