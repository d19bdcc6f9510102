import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { handleConsentPost } from "./consent-request.server";

const now = new Date("2025-05-01T08:00:00.000Z");
const epoch = now.getTime() / 1000;

function jsonRequest(
  body: unknown,
  headers: Record<string, string> = {},
  url = "http://localhost:3000/api/consent",
) {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

function formRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/api/consent", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("POST /api/consent", () => {
  beforeEach(() => setEnvForTesting(parseEnv({ PUBLIC_URL: "http://localhost:3000" })));
  afterEach(() => setEnvForTesting(undefined));

  it("'Afvis alle' stores marketing and statistik off for 12 months and answers JSON", async () => {
    const response = await handleConsentPost(jsonRequest({ choice: "reject-all" }), now);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBe(
      `forsiden_consent=v1.s0.m0.${epoch}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      ok: true,
      consent: {
        necessary: true,
        statistik: false,
        marketing: false,
        policyVersion: 1,
        decidedAt: now.toISOString(),
        value: `v1.s0.m0.${epoch}`,
      },
    });
  });

  it("'Accepter alle' stores marketing on", async () => {
    const response = await handleConsentPost(jsonRequest({ choice: "accept-all" }), now);
    expect(response.headers.get("set-cookie")).toContain(`forsiden_consent=v1.s1.m1.${epoch};`);
  });

  it("'Gem valg' stores each purpose as chosen", async () => {
    const response = await handleConsentPost(
      jsonRequest({ choice: "custom", statistik: true, marketing: false }),
      now,
    );
    expect(response.headers.get("set-cookie")).toContain(`forsiden_consent=v1.s1.m0.${epoch};`);
  });

  it("answers 400 with a Danish message and sets no cookie on an invalid choice", async () => {
    const response = await handleConsentPost(jsonRequest({ choice: "alt" }), now);
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toEqual({ ok: false, error: "Ugyldigt cookievalg." });
  });

  it("works without JavaScript: a plain form post is redirected back with the cookie set", async () => {
    const response = await handleConsentPost(
      formRequest({ choice: "custom", marketing: "on", redirectTo: "/klubber" }),
      now,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/klubber");
    expect(response.headers.get("set-cookie")).toContain(`forsiden_consent=v1.s0.m1.${epoch};`);
  });

  it("refuses a post from another site (no forced 'Accepter alle')", async () => {
    const response = await handleConsentPost(
      formRequest({ choice: "accept-all" }, { Origin: "https://evil.example" }),
      now,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    const crossSite = await handleConsentPost(
      jsonRequest({ choice: "accept-all" }, { "Sec-Fetch-Site": "cross-site" }),
      now,
    );
    expect(crossSite.status).toBe(403);
  });

  it("accepts a post from the site's own origin", async () => {
    const response = await handleConsentPost(
      jsonRequest(
        { choice: "accept-all" },
        { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" },
      ),
      now,
    );
    expect(response.status).toBe(200);
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    setEnvForTesting(parseEnv({ PUBLIC_URL: "https://forsiden.example" }));
    const response = await handleConsentPost(
      jsonRequest({ choice: "reject-all" }, { Origin: "https://forsiden.example" }),
      now,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/; Secure$/);
  });
});
