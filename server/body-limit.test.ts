import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendHostileBody } from "../scripts/lib/hostile-body.mjs";
import { BODY_LIMITS, bodyLimitOf, refusedByBodyLimit, unlessAnswered, withBodyLimits } from "./body-limit";
import { requestGuard, TOO_LARGE_TEXT, TOO_LARGE_TITLE } from "./request-guard";

/*
 * The body limit on a real node server in front of a Hono app that reads bodies the way the real
 * chain does (the request guard's form parse, an API that reads its own JSON). The chunked bodies
 * are generated as they are sent, never held whole by the test.
 */

let server: http.Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  const app = new Hono();
  app.use(async (c, next) => {
    c.set("requestId" as never, "test" as never);
    await next();
  });
  app.use(requestGuard({ bodyRefused: (c) => refusedByBodyLimit(c.env) }));
  app.post("/contact", async (c) => {
    const form = await c.req.formData();
    seen.push(`contact ${String(form.get("message")).length}`);
    return c.text("tak");
  });
  app.post("/api/consent", async (c) => {
    const text = await c.req.text();
    seen.push(`consent ${text.length}`);
    return c.json({ ok: true });
  });
  server = http.createServer(withBodyLimits(getRequestListener(unlessAnswered(app.fetch))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `total` bytes of `a`s (after `prefix`, by default a form field), chunked or with a Content-Length. */
function send(path: string, opts: { total: number; chunked: boolean; type?: string; prefix?: string }) {
  return sendHostileBody(`http://127.0.0.1:${port}${path}`, {
    total: opts.total,
    chunked: opts.chunked,
    contentType: opts.type ?? "application/x-www-form-urlencoded",
    prefix: opts.prefix ?? "message=",
  });
}

describe("bodyLimitOf", () => {
  it("64 KB for Better Auth, 6 MB for the admin, 1 MB for the rest", () => {
    expect(bodyLimitOf("/api/auth/sign-in/email")).toBe(64 * 1024);
    expect(bodyLimitOf("/admin/api/upload")).toBe(6 * 1024 * 1024);
    expect(bodyLimitOf("/admin/profil.data?index")).toBe(6 * 1024 * 1024);
    expect(bodyLimitOf("/admin/clubs")).toBe(6 * 1024 * 1024);
    expect(bodyLimitOf("/contact")).toBe(1024 * 1024);
    expect(bodyLimitOf("/?index")).toBe(1024 * 1024);
    expect(bodyLimitOf("/administration")).toBe(1024 * 1024);
  });
});

describe("withBodyLimits", () => {
  it("refuses a declared Content-Length over the limit at once, as an HTML page in Danish", async () => {
    const answer = await send("/contact", { total: 300 * 1024 * 1024, chunked: false });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain(`<h1>${TOO_LARGE_TITLE}</h1>`);
    expect(answer.body).toContain(TOO_LARGE_TEXT);
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
  });

  it("cuts a chunked form body off at the limit: 413, and the form is never handled", async () => {
    seen.length = 0;
    const answer = await send("/contact", { total: 300 * 1024 * 1024, chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(TOO_LARGE_TEXT);
    expect(answer.sent).toBeLessThan(50 * 1024 * 1024);
    expect(answer.ms).toBeLessThan(1000);
    expect(seen).toEqual([]);
  });

  it("answers JSON on /api/*", async () => {
    seen.length = 0;
    const answer = await send("/api/consent", {
      total: 5 * 1024 * 1024,
      chunked: true,
      type: "application/json",
      prefix: '{"a":"',
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer.body)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Forespørgslen er for stor",
    });
    expect(seen).toEqual([]);
  });

  it("lets a body under the limit through whole, chunked or not", async () => {
    seen.length = 0;
    const total = BODY_LIMITS.form - 1024;
    expect((await send("/contact", { total, chunked: true })).status).toBe(200);
    expect((await send("/contact", { total, chunked: false })).status).toBe(200);
    expect(seen).toEqual([`contact ${total - 8}`, `contact ${total - 8}`]);
  });

  it("keeps serving on the same server after refusals", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "message=hej",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("tak");
  });
});
