import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowedOrigins, sameOriginWrites } from "./origin-check";

function appFor(publicUrl: string) {
  const app = new Hono();
  app.use(sameOriginWrites(publicUrl));
  app.all("*", (c) => c.text("ok"));
  return app;
}

/** A request as it arrives: its URL is built from the Host header the client sent. */
function post(host: string, headers: Record<string, string>) {
  return new Request(`http://${host}/api/auth/sign-out`, {
    method: "POST",
    headers: { cookie: "x=1", ...headers },
  });
}

describe("same-origin writes: Origin is compared with PUBLIC_URL, never with the Host header (issue 21)", () => {
  it("refuses a sign-out whose Origin matches only the Host header the client chose", async () => {
    const app = appFor("https://forsiden.dk");
    const res = await app.fetch(
      post("evil.example", { host: "evil.example", origin: "http://evil.example" }),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Forbidden (cross-origin request)");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lets the site's own origin through, whatever the Host header says", async () => {
    const app = appFor("https://forsiden.dk/");
    expect((await app.fetch(post("10.0.0.7:3000", { origin: "https://forsiden.dk" }))).status).toBe(200);
    expect((await app.fetch(post("forsiden.dk", { origin: "https://forsiden.dk:444" }))).status).toBe(403);
    expect((await app.fetch(post("forsiden.dk", { origin: "http://forsiden.dk" }))).status).toBe(403);
    expect((await app.fetch(post("forsiden.dk", { origin: "null" }))).status).toBe(403);
  });

  it("checks only state-changing methods, and passes a request without Origin", async () => {
    const app = appFor("https://forsiden.dk");
    const get = new Request("http://evil.example/", { headers: { origin: "http://evil.example" } });
    expect((await app.fetch(get)).status).toBe(200);
    expect((await app.fetch(post("forsiden.dk", {}))).status).toBe(200);
  });

  it("a local PUBLIC_URL also accepts the other loopback names of its port (development, tests)", () => {
    expect([...allowedOrigins("http://127.0.0.1:3100")].sort()).toEqual([
      "http://127.0.0.1:3100",
      "http://[::1]:3100",
      "http://localhost:3100",
    ]);
    expect([...allowedOrigins("https://forsiden.dk")]).toEqual(["https://forsiden.dk"]);
  });
});
