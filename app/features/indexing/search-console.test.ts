import { createVerify, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildServiceAccountJwt,
  parseServiceAccount,
  SEARCH_CONSOLE_SCOPE,
  sitemapSubmitUrl,
} from "./search-console.server";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

function decode(part: string) {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
}

describe("Search Console service-account JWT", () => {
  it("is an RS256 JWT for the webmasters scope, valid one hour, signed with the account's key", () => {
    const account = parseServiceAccount(
      JSON.stringify({
        client_email: "sa@p.iam.gserviceaccount.com",
        private_key: pem,
        private_key_id: "kid-1",
      }),
    );
    const now = new Date("2026-03-01T12:00:00Z");
    const jwt = buildServiceAccountJwt(account, now);
    const [h, c, s] = jwt.split(".");
    expect(decode(h)).toEqual({ alg: "RS256", typ: "JWT", kid: "kid-1" });
    expect(decode(c)).toEqual({
      iss: "sa@p.iam.gserviceaccount.com",
      scope: SEARCH_CONSOLE_SCOPE,
      aud: "https://oauth2.googleapis.com/token",
      iat: 1772366400,
      exp: 1772370000,
    });
    const verify = createVerify("RSA-SHA256").update(`${h}.${c}`).end();
    expect(verify.verify(publicKey, Buffer.from(s, "base64url"))).toBe(true);
    expect(/[+/=]/.test(jwt)).toBe(false);
  });

  it("names a broken service-account JSON in Danish", () => {
    expect(() => parseServiceAccount("{")).toThrow("GOOGLE_SERVICE_ACCOUNT_JSON er ikke gyldig JSON");
    expect(() => parseServiceAccount("{}")).toThrow(
      "GOOGLE_SERVICE_ACCOUNT_JSON mangler client_email eller private_key",
    );
  });

  it("encodes the site and the sitemap address in the resubmission URL", () => {
    expect(sitemapSubmitUrl("https://forsiden.dk/", "https://forsiden.dk/sitemap.xml")).toBe(
      "https://www.googleapis.com/webmasters/v3/sites/https%3A%2F%2Fforsiden.dk%2F/sitemaps/https%3A%2F%2Fforsiden.dk%2Fsitemap.xml",
    );
  });
});
