import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_POLICY_VERSION,
  consentSetCookieHeader,
  createConsentRecord,
  parseConsentValue,
  readConsentFromCookies,
  serializeConsentValue,
} from "./consent-cookie";

const decidedAt = new Date("2025-03-01T12:00:00.000Z");
const epoch = decidedAt.getTime() / 1000;

describe("consent cookie", () => {
  it("is named forsiden_consent and lasts 12 months", () => {
    expect(CONSENT_COOKIE_NAME).toBe("forsiden_consent");
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it("records the purposes, the time and the policy version in a compact value", () => {
    const record = createConsentRecord({ statistik: false, marketing: true }, decidedAt);
    expect(serializeConsentValue(record)).toBe(`v${CONSENT_POLICY_VERSION}.s0.m1.${epoch}`);
    expect(serializeConsentValue(createConsentRecord({ statistik: true, marketing: false }, decidedAt))).toBe(
      `v1.s1.m0.${epoch}`,
    );
  });

  it("parses what it serialises (necessary always on)", () => {
    const record = createConsentRecord({ statistik: true, marketing: true }, decidedAt);
    expect(parseConsentValue(serializeConsentValue(record))).toEqual({
      necessary: true,
      statistik: true,
      marketing: true,
      policyVersion: 1,
      decidedAt,
    });
  });

  it("drops milliseconds so the stored time round-trips exactly", () => {
    const record = createConsentRecord(
      { statistik: false, marketing: false },
      new Date(decidedAt.getTime() + 789),
    );
    expect(record.decidedAt).toEqual(decidedAt);
  });

  it("treats malformed values as no choice, so nothing is assumed", () => {
    for (const value of [
      "",
      "v1",
      "v1.s2.m0.1",
      "v1.s1.m1",
      "v1.s1.m1.abc",
      "x1.s1.m1.1",
      "v1.s1.m1.1.extra",
      '{"marketing":true}',
    ]) {
      expect(parseConsentValue(value), value).toBeNull();
    }
    expect(parseConsentValue(null)).toBeNull();
    expect(parseConsentValue(undefined)).toBeNull();
  });

  it("asks again when the policy version changed", () => {
    expect(parseConsentValue(`v${CONSENT_POLICY_VERSION + 1}.s1.m1.${epoch}`)).toBeNull();
  });

  it("finds the cookie among others in a Cookie header or document.cookie", () => {
    const header = `session=abc; ${CONSENT_COOKIE_NAME}=v1.s0.m1.${epoch}; sidebar_state=true`;
    expect(readConsentFromCookies(header)).toMatchObject({ statistik: false, marketing: true });
    expect(readConsentFromCookies(`${CONSENT_COOKIE_NAME}=v1.s1.m0.${epoch}`)).toMatchObject({
      statistik: true,
      marketing: false,
    });
    expect(readConsentFromCookies("other_forsiden_consent=v1.s1.m1.1")).toBeNull();
    expect(readConsentFromCookies("session=abc")).toBeNull();
    expect(readConsentFromCookies("")).toBeNull();
    expect(readConsentFromCookies(null)).toBeNull();
    expect(readConsentFromCookies(`${CONSENT_COOKIE_NAME}=%E0%A4%A`)).toBeNull();
  });

  it("sets Path=/, Max-Age of 12 months and SameSite=Lax, Secure only over https", () => {
    const record = createConsentRecord({ statistik: false, marketing: false }, decidedAt);
    expect(consentSetCookieHeader(record, { secure: false })).toBe(
      `forsiden_consent=v1.s0.m0.${epoch}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(consentSetCookieHeader(record, { secure: true })).toBe(
      `forsiden_consent=v1.s0.m0.${epoch}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    // The browser must be able to read it to decide the banner.
    expect(consentSetCookieHeader(record, { secure: true })).not.toContain("HttpOnly");
  });
});
