import type { Context, Hono } from "hono";
import { findLiveArticle, mayReadStream } from "~/features/live/live-queries.server";
import {
  configureLiveStreams,
  LIVE_JSON_MEMO_MS,
  liveEventsJsonBody,
  liveJsonLimiter,
  liveStreamRefusal,
  openLiveStream,
  readerAccess,
  resumeSeq,
  STREAM_MESSAGES,
} from "~/features/live/live-stream.server";
import { isUuid } from "~/lib/uuid";
import { getDb } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { articleTopic, MATCHES_TOPIC, NEWSROOM_TOPIC } from "~/server/live-bus.server";
import { isEditor, isStaff, type RequestSession } from "~/server/session.server";
import { clientIpOf } from "./client-ip";

const NO_STORE = { "Cache-Control": "no-store" };
const NOT_FOUND = { error: "Ikke fundet" };
/** A public poll answer may be reused for a moment (browsers, a CDN): it is the same for everyone. */
const PUBLIC_JSON = { "Cache-Control": `public, max-age=${Math.ceil((2 * LIVE_JSON_MEMO_MS) / 1000)}` };
const PRIVATE_JSON = { "Cache-Control": "private, no-store" };

/**
 * The live streams (issue 15, ADR 0016), mounted ahead of the page cache: never cached, never
 * rendered by React Router. `/live/kampe/events` carries every match's score; `/live/{id}/events`
 * one live article (readers: published live articles only; staff: any article, for the desk).
 * Each has a JSON twin (`events.json?after=<seq>`) for browsers that cannot keep a stream open.
 * Streams are capped per client address and per process, polls rate-limited per address (issue 21).
 */
export function mountLiveRoutes<V extends { session: RequestSession | null }>(
  app: Hono<{ Variables: V }>,
  env: Pick<Env, "TRUST_PROXY" | "LIVE_STREAMS_PER_ADDRESS" | "LIVE_STREAMS_MAX">,
) {
  configureLiveStreams({ perAddress: env.LIVE_STREAMS_PER_ADDRESS, max: env.LIVE_STREAMS_MAX });
  const address = (c: Context) => clientIpOf(c, env.TRUST_PROXY);
  const pollRefusal = async (c: Context) => {
    const decision = await liveJsonLimiter.attempt(address(c));
    if (decision.allowed) return null;
    return c.json({ error: STREAM_MESSAGES.tooManyPolls }, 429, {
      ...NO_STORE,
      "Retry-After": String(decision.retryAfterSeconds),
    });
  };
  const json = (c: Context, body: string, publicAnswer: boolean) =>
    c.body(body, 200, {
      "Content-Type": "application/json; charset=UTF-8",
      ...(publicAnswer ? PUBLIC_JSON : PRIVATE_JSON),
    });

  app.get("/live/kampe/events", (c) =>
    openLiveStream(getDb(), MATCHES_TOPIC, resumeSeq(c.req.raw), { address: address(c) }),
  );
  app.get("/live/kampe/events.json", async (c) => {
    const refused = await pollRefusal(c);
    if (refused) return refused;
    return json(c, await liveEventsJsonBody(getDb(), MATCHES_TOPIC, resumeSeq(c.req.raw)), true);
  });
  // Issue 26: the newsroom's stream (review queue, presence, notifications), for the back office only.
  // Its events carry ids and counts, never an article's text; the page re-reads what it shows.
  app.get("/live/redaktion/events", (c) => {
    if (!isStaff(c.get("session")?.user.role)) return c.json({ error: "Ingen adgang" }, 403, NO_STORE);
    return openLiveStream(getDb(), NEWSROOM_TOPIC, resumeSeq(c.req.raw), { address: address(c) });
  });
  app.get("/live/redaktion/events.json", async (c) => {
    if (!isStaff(c.get("session")?.user.role)) return c.json({ error: "Ingen adgang" }, 403, NO_STORE);
    return json(c, await liveEventsJsonBody(getDb(), NEWSROOM_TOPIC, resumeSeq(c.req.raw)), false);
  });
  app.get("/live/:articleId/events", async (c) => {
    // Refused before any query: a client over its cap costs nothing more.
    const refused = liveStreamRefusal(address(c));
    if (refused) return refused;
    const articleId = c.req.param("articleId");
    const article = await findLiveArticle(getDb(), articleId);
    // A contributor ('skribent', issue 26) does not use the live desk: a reader like any other.
    const staff = isEditor(c.get("session")?.user.role);
    if (!mayReadStream(article, staff)) return c.json(NOT_FOUND, 404, NO_STORE);
    // A reader's right ends with the article's publication; staff may follow any article.
    const access = staff ? undefined : readerAccess(getDb(), articleId);
    return openLiveStream(getDb(), articleTopic(articleId), resumeSeq(c.req.raw), {
      address: address(c),
      access,
    });
  });
  app.get("/live/:articleId/events.json", async (c) => {
    // Not an article's address at all: 404 at once, before the poll counts against the address.
    if (!isUuid(c.req.param("articleId"))) return c.json(NOT_FOUND, 404, NO_STORE);
    const refused = await pollRefusal(c);
    if (refused) return refused;
    const article = await findLiveArticle(getDb(), c.req.param("articleId"));
    if (!mayReadStream(article, isEditor(c.get("session")?.user.role)))
      return c.json(NOT_FOUND, 404, NO_STORE);
    return json(
      c,
      await liveEventsJsonBody(getDb(), articleTopic(c.req.param("articleId")), resumeSeq(c.req.raw)),
      mayReadStream(article, false),
    );
  });
}
