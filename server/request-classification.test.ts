import { serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import type { PageViewRecorder } from "~/features/analytics/page-view-recorder.server";
import {
  createRequestClassifier,
  expiringCookie,
  hasValidSignature,
  mayAnswerFromCache,
  type RequestFacts,
} from "./request-classification";

const SECRET = "test-secret-0123456789abcdef0123456789";
const CLEAR = "forsiden.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";

function facts(target: string, headers: Record<string, string> = {}, method = "GET"): RequestFacts {
  const url = new URL(target, "http://forsiden.test");
  return {
    method,
    pathname: url.pathname,
    search: url.search,
    url: url.href,
    header: (name) => headers[name.toLowerCase()],
  };
}

function classifier(options: { maintenance?: () => boolean | Promise<boolean> } = {}) {
  const views: string[] = [];
  let secretReads = 0;
  const recorder: PageViewRecorder = {
    candidate: (request) =>
      request.header("user-agent") ? { request, page: { path: request.path, dataRequest: false } } : null,
    record: (candidate, response) => views.push(`${candidate.request.path} ${response.status}`),
  };
  const c = createRequestClassifier({
    authSecret: () => {
      secretReads++;
      return SECRET;
    },
    recorder,
    maintenance: options.maintenance,
  });
  return { c, views, secretReads: () => secretReads };
}

/** The value Better Auth itself sets (better-call's setSignedCookie → serializeSignedCookie). */
async function signedByBetterAuth(token: string, secret = SECRET): Promise<string> {
  const line = await serializeSignedCookie("forsiden.session_token", token, secret);
  return line.slice(line.indexOf("=") + 1).split(";")[0];
}

describe("request classification (issue 21)", () => {
  it("an anonymous GET of a public page: the canonical cache key, shared cache, nothing to clear", () => {
    const { c, secretReads } = classifier();
    const cls = c.classify(facts("/klubber/fc-kobenhavn?utm_source=x&fbclid=1"));
    expect(cls.cacheKey).toBe("/klubber/fc-kobenhavn");
    expect(cls.privatePath).toBe(false);
    expect(cls.sessionCookie).toBeNull();
    expect(cls.hasSession).toBe(false);
    expect(cls.sharedCache).toBe(true);
    expect(cls.clearCookies).toEqual([]);
    // No session cookie, no secret needed.
    expect(secretReads()).toBe(0);
  });

  it("private paths and other methods never get the shared cache", () => {
    const { c } = classifier();
    for (const path of ["/admin", "/admin/articles", "/auth", "/api/consent", "/dev/mailbox"]) {
      const cls = c.classify(facts(path));
      expect(cls.privatePath, path).toBe(true);
      expect(cls.sharedCache, path).toBe(false);
    }
    expect(c.classify(facts("/", {}, "POST")).sharedCache).toBe(false);
    expect(c.classify(facts("/", {}, "HEAD")).sharedCache).toBe(true);
  });

  it("newsletter pages behind a mailed link are private (their token is in the query); the sign-up page is not (issue 24)", () => {
    const { c } = classifier();
    for (const path of [
      "/nyhedsbrev/bekraeft",
      "/nyhedsbrev/afmeld",
      "/nyhedsbrev/indstillinger",
      "/nyhedsbrev/afmeld.data",
    ]) {
      const cls = c.classify(facts(`${path}?token=t`));
      expect(cls.privatePath, path).toBe(true);
      expect(cls.sharedCache, path).toBe(false);
    }
    const signUp = c.classify(facts("/nyhedsbrev?liste=dagens-vigtigste&utm_source=x"));
    expect(signUp).toMatchObject({ privatePath: false, sharedCache: true });
    expect(signUp.cacheKey).toBe("/nyhedsbrev?liste=dagens-vigtigste");
  });

  it("a reader's account pages are private and never shared by the page cache (ADR 0025)", () => {
    const { c } = classifier();
    for (const path of ["/konto", "/konto.data", "/konto/log-ind", "/konto/log-ind/link", "/konto/data"]) {
      const cls = c.classify(facts(`${path}?token=t`));
      expect(cls.privatePath, path).toBe(true);
      expect(cls.sharedCache, path).toBe(false);
    }
  });

  it("a junk session cookie is anonymous at once (no lookup) and cleared", () => {
    const { c } = classifier();
    for (const junk of ["garbage", "abc.def", `${"x".repeat(32)}.${"A".repeat(43)}=`, "a.%ZZ", ".x"]) {
      const cls = c.classify(facts("/", { cookie: `forsiden_consent=v1; forsiden.session_token=${junk}` }));
      expect(cls.sessionCookie, junk).toEqual({ name: "forsiden.session_token", signed: false });
      expect(cls.hasSession, junk).toBe(false);
      expect(cls.sharedCache, junk).toBe(true);
      expect(cls.clearCookies, junk).toEqual([CLEAR]);
    }
    const secure = c.classify(facts("/", { cookie: "__Secure-forsiden.session_token=garbage" }));
    expect(secure.clearCookies).toEqual([
      "__Secure-forsiden.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure",
    ]);
  });

  it("a valid cookie beside a junk one is looked up (Better Auth reads the name it uses)", async () => {
    const { c } = classifier();
    const valid = await signedByBetterAuth("tok-live");
    const cls = c.classify(
      facts("/", { cookie: `forsiden.session_token=garbage; __Secure-forsiden.session_token=${valid}` }),
    );
    expect(cls.sessionCookie).toEqual({ name: "__Secure-forsiden.session_token", signed: true });
    expect(cls.hasSession).toBeUndefined();
    expect(cls.sharedCache).toBeUndefined();
    // Two junk ones: both cleared.
    const twice = c.classify(
      facts("/", { cookie: "forsiden.session_token=a; __Secure-forsiden.session_token=b" }),
    );
    expect(twice.clearCookies).toEqual([CLEAR, `__Secure-${CLEAR}; Secure`]);
  });

  it("another site's session cookie is not ours: ignored, not cleared", () => {
    const { c } = classifier();
    const cls = c.classify(facts("/", { cookie: "better-auth.session_token=abc" }));
    expect(cls.sessionCookie).toBeNull();
    expect(cls.sharedCache).toBe(true);
    expect(cls.clearCookies).toEqual([]);
  });

  it("a validly signed cookie waits for its lookup: none → anonymous and cleared, a reader → shared, staff → private", async () => {
    const { c } = classifier();
    const cookie = `forsiden.session_token=${await signedByBetterAuth("tok123")}`;
    const unknown = c.classify(facts("/", { cookie }));
    expect(unknown.sessionCookie).toEqual({ name: "forsiden.session_token", signed: true });
    expect(unknown.hasSession).toBeUndefined();
    expect(unknown.sharedCache).toBeUndefined();
    const betterAuths = [CLEAR, "forsiden.session_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"];
    c.settleSession(unknown, null, betterAuths);
    expect(unknown.hasSession).toBe(false);
    expect(unknown.sharedCache).toBe(true);
    expect(unknown.clearCookies).toEqual(betterAuths);
    // Without Better Auth's own expiring cookies we send ours.
    const other = c.classify(facts("/", { cookie }));
    c.settleSession(other, null);
    expect(other.clearCookies).toEqual([CLEAR]);

    // Issue 24: a signed-in reader's public page is the shared one (the browser fills in the account).
    const reader = c.classify(facts("/", { cookie }));
    c.settleSession(reader, "reader");
    expect(reader.hasSession).toBe(true);
    expect(reader.sessionOf).toBe("reader");
    expect(reader.sharedCache).toBe(true);
    expect(reader.clearCookies).toEqual([]);
    // … but never a private path.
    const account = c.classify(facts("/konto", { cookie }));
    c.settleSession(account, "reader");
    expect(account.sharedCache).toBe(false);
    // Staff get their own render (a draft's preview lives at its public address).
    const staff = c.classify(facts("/", { cookie }));
    c.settleSession(staff, "staff");
    expect(staff.hasSession).toBe(true);
    expect(staff.sharedCache).toBe(false);
    expect(staff.clearCookies).toEqual([]);
  });

  it("a session that cannot be looked up (database away) keeps its cookie and may have the shared page", async () => {
    const { c } = classifier();
    const cookie = `forsiden.session_token=${await signedByBetterAuth("tok-away")}`;
    const page = c.classify(facts("/klubber/agf", { cookie }));
    c.sessionUnknown(page);
    expect(page.sharedCache).toBe(true);
    expect(page.hasSession).toBeUndefined();
    expect(page.clearCookies).toEqual([]);
    const account = c.classify(facts("/konto", { cookie }));
    c.sessionUnknown(account);
    expect(account.sharedCache).toBe(false);
    const post = c.classify(facts("/klubber/agf", { cookie }, "POST"));
    c.sessionUnknown(post);
    expect(post.sharedCache).toBe(false);
  });

  it("a flash (a one-time message after a redirect) gets its own render, signed in or not", async () => {
    const { c } = classifier();
    const flash = "forsiden_flash=%7B%22title%22%3A%22Din%20e-mail%20er%20bekr%C3%A6ftet%22%7D";
    const anonymous = c.classify(facts("/", { cookie: flash }));
    expect(anonymous.flash).toBe(true);
    expect(anonymous.sharedCache).toBe(false);
    const signedCookie = `forsiden.session_token=${await signedByBetterAuth("tok-flash")}`;
    const reader = c.classify(facts("/", { cookie: `${signedCookie}; ${flash}` }));
    expect(mayAnswerFromCache(reader, 200)).toBe(false);
    c.settleSession(reader, "reader");
    expect(reader.sharedCache).toBe(false);
    // A spent (emptied) flash cookie is none.
    expect(c.classify(facts("/", { cookie: "forsiden_flash=" })).sharedCache).toBe(true);
  });

  it("a draft's shared preview link (?forhaandsvisning=) is never answered from or stored in the shared cache (issue 26)", () => {
    const { c, views } = classifier();
    const link = c.classify(facts("/article/kladde?forhaandsvisning=abc.def", { "user-agent": "Mozilla" }));
    expect(link.previewLink).toBe(true);
    expect(link.sharedCache).toBe(false);
    expect(mayAnswerFromCache(link, 200)).toBe(false);
    expect(mayAnswerFromCache(link, 404)).toBe(false);
    c.sessionUnknown(link);
    expect(link.sharedCache).toBe(false);
    // Its data request too; and the view is not counted as a reader's.
    expect(c.classify(facts("/article/kladde.data?forhaandsvisning=x")).sharedCache).toBe(false);
    c.countPageView(link, { status: 200, contentType: "text/html" });
    expect(views).toEqual([]);
    // Without the parameter the address is the public page again.
    expect(c.classify(facts("/article/kladde?utm_source=x")).sharedCache).toBe(true);
  });

  it("verifies Better Auth's signature exactly (pinned to better-call: an upgrade that changes it fails here)", async () => {
    const value = decodeURIComponent(await signedByBetterAuth("Zt5u9iPq4vR2XyWkL0mNbC3dE7fGhJ1a"));
    expect(value).toMatch(/^Zt5u9iPq4vR2XyWkL0mNbC3dE7fGhJ1a\.[A-Za-z0-9+/]{43}=$/);
    expect(hasValidSignature(value, SECRET)).toBe(true);
    expect(hasValidSignature(value, "another-secret")).toBe(false);
    expect(hasValidSignature(`x${value}`, SECRET)).toBe(false);
    expect(hasValidSignature(value.replace(/.=$/, "A="), SECRET)).toBe(false);
    expect(hasValidSignature(value.slice(0, -1), SECRET)).toBe(false);
  });

  it("counts a page view at most once, whichever path answers", () => {
    const { c, views } = classifier();
    const cls = c.classify(facts("/", { "user-agent": "Mozilla/5.0" }));
    c.countPageView(cls, { status: 200, contentType: "text/html" });
    c.countPageView(cls, { status: 200, contentType: "text/html" });
    expect(views).toEqual(["/ 200"]);
    // The cache's own render (no reader behind it) is never a candidate.
    const render = c.classify(facts("/"));
    c.countPageView(render, { status: 200, contentType: "text/html" });
    expect(views).toEqual(["/ 200"]);
  });

  it("asks maintenance mode at most once per request", async () => {
    let asked = 0;
    const { c } = classifier({
      maintenance: () => {
        asked++;
        return Promise.resolve(false);
      },
    });
    const cls = c.classify(facts("/"));
    expect(asked).toBe(0);
    expect(await cls.maintenance()).toBe(false);
    expect(await cls.maintenance()).toBe(false);
    expect(asked).toBe(1);
  });

  it("expiringCookie mirrors Better Auth's cookie attributes", () => {
    expect(expiringCookie("forsiden.session_token")).toBe(CLEAR);
  });
});
