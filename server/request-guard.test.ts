import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { UNREADABLE_ADDRESSES } from "../tests/support/unreadable-addresses";
import {
  decodeUrlPart,
  formWithoutNul,
  jsonDepth,
  MAX_AUTH_JSON_BYTES,
  requestGuard,
  urlProblem,
} from "./request-guard";

function makeApp() {
  const seen: { fields?: [string, string][]; contentType?: string | null } = {};
  const app = new Hono<{ Variables: { requestId: string } }>();
  app.use(requestGuard());
  app.all("*", async (c) => {
    if (c.req.method === "POST" && !c.req.path.startsWith("/api/")) {
      seen.contentType = c.req.header("content-type") ?? null;
      const form = await c.req.raw.formData();
      seen.fields = [...form].map(([k, v]) => [k, typeof v === "string" ? v : `file:${v.name}`]);
    }
    return c.text("ok");
  });
  return { app, seen };
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };

describe("addresses the site cannot read get 400 'Ugyldig forespørgsel'", () => {
  it.each([...UNREADABLE_ADDRESSES, "/%C3%28", "/soeg?q=%FF", "/soeg?q=%1B", "/soeg?q=%C2%85"])(
    "%s → 400 with a Danish page",
    async (path) => {
      const res = await makeApp().app.request(path);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain("<h1>Ugyldig forespørgsel</h1>");
      expect(html).toContain('<html lang="da">');
    },
  );

  it.each([
    "/",
    "/soeg?q=%C3%A6bler",
    "/soeg?q=100%",
    "/soeg?q=a+b",
    "/klubber/f%C3%B8rstehold",
    "/?utm_source=x",
  ])("%s passes", async (path) => {
    expect((await makeApp().app.request(path)).status).toBe(200);
  });

  it("answers JSON on API paths", async () => {
    const res = await makeApp().app.request("/api/auth/verify-email?token=%00");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "INVALID_REQUEST", message: "Ugyldig forespørgsel" });
  });

  it("refuses a Better Auth link whose redirect would not decode a second time (fuzz seed 297303409: a 500)", async () => {
    const res = await makeApp().app.request(
      "/api/auth/magic-link/verify?token=fuzz&callbackURL=%7B%22a%22%3A%22%2F%25%22%7D",
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "INVALID_REQUEST", message: "Ugyldig forespørgsel" });
    expect(urlProblem("http://x/api/auth/magic-link/verify?token=t&errorCallbackURL=%25E0%25A4%25A")).toBe(
      "malformed errorCallbackURL",
    );
    // A proper one passes, and the same parameter elsewhere is the page's own business.
    const ok = await makeApp().app.request(
      "/api/auth/magic-link/verify?token=t&callbackURL=%2Fkonto%3Fa%3D1",
    );
    expect(ok.status).toBe(200);
    expect(urlProblem("http://x/soeg?callbackURL=%25")).toBeNull();
  });

  it("decodes percent-encoded UTF-8 strictly", () => {
    expect(decodeUrlPart("/f%C3%B8r")).toBe("/før");
    expect(decodeUrlPart("%E2%82%AC")).toBe("€");
    expect(decodeUrlPart("%C3%28")).toBeNull();
    expect(decodeUrlPart("%ED%A0%80")).toBeNull(); // a UTF-16 surrogate encoded as UTF-8
    expect(decodeUrlPart("100%")).toBe("100%");
    expect(urlProblem("http://x/a?b=%00")).toBe("control character in query");
    expect(urlProblem("http://x/%FF")).toBe("invalid utf-8 in path");
  });
});

describe("form actions read only form bodies", () => {
  it.each([
    ["application/json", '{"intent":"signin"}'],
    ["text/plain", "intent=signin"],
    ["application/xml", "<a/>"],
  ])("a %s body → 415 'Formatet understøttes ikke'", async (type, body) => {
    const res = await makeApp().app.request("/contact", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain("<h1>Formatet understøttes ikke</h1>");
  });

  it("a body without a content type → 415", async () => {
    const res = await makeApp().app.request("/auth", { method: "POST", body: "x" });
    expect(res.status).toBe(415);
  });

  it.each(["multipart/form-data; boundary=xx", "multipart/form-data"])(
    "a malformed %s body → 400",
    async (type) => {
      const res = await makeApp().app.request("/contact", {
        method: "POST",
        headers: { "Content-Type": type },
        body: "garbage",
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("<h1>Ugyldig forespørgsel</h1>");
    },
  );

  it("NUL bytes are removed from form names and values (urlencoded)", async () => {
    const { app, seen } = makeApp();
    const res = await app.request("/contact", {
      method: "POST",
      headers: FORM,
      body: "na%00me=a%00b&message=hej%00%00der&email=x%40y.dk",
    });
    expect(res.status).toBe(200);
    expect(seen.fields).toEqual([
      ["name", "ab"],
      ["message", "hejder"],
      ["email", "x@y.dk"],
    ]);
    expect(seen.contentType).toContain("application/x-www-form-urlencoded");
  });

  it("NUL bytes are removed from multipart fields and file names; the file is kept", async () => {
    const { app, seen } = makeApp();
    const form = new FormData();
    form.append("name", "FC\u0000 Fuzz");
    form.append("logo", new File(["<svg/>"], "lo\u0000go.svg", { type: "image/svg+xml" }));
    const res = await app.request("/admin/clubs", { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(seen.fields).toEqual([
      ["name", "FC Fuzz"],
      ["logo", "file:logo.svg"],
    ]);
    expect(seen.contentType).toContain("multipart/form-data; boundary=");
  });

  it("a clean form is passed on untouched", async () => {
    const clean = new FormData();
    clean.append("a", "b");
    expect(formWithoutNul(clean)).toBeNull();
  });

  it("API endpoints read their own bodies", async () => {
    const res = await makeApp().app.request("/api/consent", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect(res.status).toBe(200);
  });
});

describe("JSON to Better Auth is checked before Better Auth sees it", () => {
  const post = (body: string, headers: Record<string, string> = JSON_TYPE) =>
    makeApp().app.request("/api/auth/sign-in/email", { method: "POST", headers, body });

  it.each([
    ["malformed", '{"email":'],
    ["empty", ""],
    ["not an object", '"text"'],
    ["an array", "[1,2]"],
    ["too deeply nested", `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`],
    ["a NUL in a value", '{"email":"a@b.dk","password":"x\\u0000y"}'],
    ["a NUL in a key", '{"em\\u0000ail":"a@b.dk"}'],
    ["a callbackURL that is not a string", '{"email":"a@b.dk","password":"x","callbackURL":{"a":1}}'],
    ["a redirectTo that is an array", '{"email":"a@b.dk","redirectTo":["/"]}'],
  ])("%s → 400 JSON", async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "INVALID_REQUEST", message: "Ugyldig forespørgsel" });
  });

  it("an oversized body → 413", async () => {
    const res = await post(JSON.stringify({ email: "a@b.dk", password: "x".repeat(MAX_AUTH_JSON_BYTES) }));
    expect(res.status).toBe(413);
  });

  it("a well-formed body passes", async () => {
    expect((await post('{"email":"a@b.dk","password":"hemmelig"}')).status).toBe(200);
  });

  it("counts nesting outside strings only", () => {
    expect(jsonDepth('{"a":[{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
  });
});
