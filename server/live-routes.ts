import type { Hono } from "hono";
import { findLiveArticle, mayReadStream } from "~/features/live/live-queries.server";
import { liveEventsJson, openLiveStream, resumeSeq } from "~/features/live/live-stream.server";
import { getDb } from "~/server/db/client.server";
import { articleTopic, MATCHES_TOPIC } from "~/server/live-bus.server";
import { isStaff, type RequestSession } from "~/server/session.server";

const NO_STORE = { "Cache-Control": "no-store" };
const NOT_FOUND = { error: "Ikke fundet" };

/**
 * The live streams (issue 15, ADR 0016), mounted ahead of the page cache: never cached, never
 * rendered by React Router. `/live/kampe/events` carries every match's score; `/live/{id}/events`
 * one live article (readers: published live articles only; staff: any article, for the desk).
 * Each has a JSON twin (`events.json?after=<seq>`) for browsers that cannot keep a stream open.
 */
export function mountLiveRoutes<V extends { session: RequestSession | null }>(app: Hono<{ Variables: V }>) {
  app.get("/live/kampe/events", (c) => openLiveStream(getDb(), MATCHES_TOPIC, resumeSeq(c.req.raw)));
  app.get("/live/kampe/events.json", async (c) =>
    c.json(await liveEventsJson(getDb(), MATCHES_TOPIC, resumeSeq(c.req.raw)), 200, NO_STORE),
  );
  app.get("/live/:articleId/events", async (c) => {
    const article = await findLiveArticle(getDb(), c.req.param("articleId"));
    if (!mayReadStream(article, isStaff(c.get("session")?.user.role)))
      return c.json(NOT_FOUND, 404, NO_STORE);
    return openLiveStream(getDb(), articleTopic(c.req.param("articleId")), resumeSeq(c.req.raw));
  });
  app.get("/live/:articleId/events.json", async (c) => {
    const article = await findLiveArticle(getDb(), c.req.param("articleId"));
    if (!mayReadStream(article, isStaff(c.get("session")?.user.role)))
      return c.json(NOT_FOUND, 404, NO_STORE);
    return c.json(
      await liveEventsJson(getDb(), articleTopic(c.req.param("articleId")), resumeSeq(c.req.raw)),
      200,
      NO_STORE,
    );
  });
}
