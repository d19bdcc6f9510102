import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isApiPath, privateApiAnswers } from "./api-cache-control";

function app() {
  const hono = new Hono();
  hono.use(privateApiAnswers());
  hono.get("/api/auth/get-session", (c) => c.json({ user: { email: "a@forsiden.test" } }));
  hono.get("/api/auth/verify-email", () => Response.redirect("http://localhost/auth/bekraeftet", 302));
  hono.get("/admin/api/media", (c) => c.json({ images: [] }, 200, { "Cache-Control": "no-store" }));
  hono.get("/api/consent", (c) => c.text("Method Not Allowed", 405));
  hono.get("/live/kampe/events.json", (c) =>
    c.json({ events: [] }, 200, { "Cache-Control": "public, max-age=1" }),
  );
  hono.get("/__manifest", (c) => c.json({}, 200, { "Cache-Control": "public, max-age=31536000, immutable" }));
  hono.get("/api/push/key", (c) => {
    // A cookie on the answer (a refreshed session) makes it private again.
    if (c.req.query("cookie")) c.header("Set-Cookie", "a=b");
    return c.json({ publicKey: "k" }, 200, { "Cache-Control": "public, max-age=3600" });
  });
  hono.get("/fejl.json", (c) => c.json({ error: "x" }, 400));
  hono.get("/", (c) => c.html("<p>Forsiden</p>"));
  return hono;
}

const cacheControl = async (path: string) => (await app().request(path)).headers.get("cache-control");

describe("API answers are private, no-store, set in one place (issue 21)", () => {
  it("every answer under /api/ and /admin/api/, whatever the handler set or the status", async () => {
    expect(await cacheControl("/api/auth/get-session")).toBe("private, no-store");
    expect(await cacheControl("/api/auth/verify-email")).toBe("private, no-store");
    expect(await cacheControl("/admin/api/media")).toBe("private, no-store");
    expect(await cacheControl("/api/consent")).toBe("private, no-store");
  });

  it("other JSON without a policy of its own gets it; a handler's own policy and pages are left alone", async () => {
    expect(await cacheControl("/fejl.json")).toBe("private, no-store");
    expect(await cacheControl("/live/kampe/events.json")).toBe("public, max-age=1");
    expect(await cacheControl("/__manifest")).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl("/")).toBeNull();
  });

  it("the VAPID public key (issue 25), the same for everybody, keeps its handler's policy", async () => {
    expect(await cacheControl("/api/push/key")).toBe("public, max-age=3600");
    expect(await cacheControl("/api/push/key?cookie=1")).toBe("private, no-store");
  });

  it("knows the API paths", () => {
    expect(isApiPath("/api/auth/sign-out")).toBe(true);
    expect(isApiPath("/admin/api/upload")).toBe(true);
    expect(isApiPath("/admin/apis")).toBe(false);
    expect(isApiPath("/api")).toBe(false);
  });
});
