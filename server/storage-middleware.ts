import type { MiddlewareHandler } from "hono";
import { isSafeObjectName, type ObjectStorage } from "~/server/storage.server";

// Object names carry a timestamp and never change, so browsers and CDNs may keep them a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/storage/{bucket}/{name}` streamed from the object storage (the S3 driver, ADR 0014), so an
 * image stored by any instance is served by every instance at the address the local driver uses.
 * Answers 304 to a matching If-None-Match and 404 for a missing or invalid name.
 */
export function serveStoredObjects(storage: ObjectStorage): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const match = /^\/storage\/([^/]+)\/([^/]+)$/.exec(c.req.path);
    const bucket = match?.[1] ?? "";
    const name = match?.[2] ?? "";
    if (!isSafeObjectName(bucket) || !isSafeObjectName(name)) return notFound();

    const opened = await storage.open(bucket, name, { ifNoneMatch: c.req.header("If-None-Match") });
    if (!opened) return notFound();
    if ("notModified" in opened) {
      return new Response(null, { status: 304, headers: { ETag: opened.etag, "Cache-Control": IMMUTABLE } });
    }
    const headers = new Headers({
      "Content-Type": opened.contentType,
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
    });
    if (opened.contentLength !== undefined) headers.set("Content-Length", String(opened.contentLength));
    if (opened.etag) headers.set("ETag", opened.etag);
    if (method === "HEAD") {
      await opened.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(opened.body, { status: 200, headers });
  };
}

function notFound(): Response {
  return new Response("Ikke fundet", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
