/**
 * The reader's cookie choices, kept in one first-party cookie so they can be read in the browser
 * (public HTML is the same for every anonymous reader, so the server never decides the banner).
 * Value: `v{policy}.s{0|1}.m{0|1}.{epoch seconds}`, e.g. `v1.s0.m1.1735689600`.
 */
export const CONSENT_COOKIE_NAME = "forsiden_consent";

/** Bump when the cookie policy changes in a way readers must be asked about again. */
export const CONSENT_POLICY_VERSION = 1;

/** 12 months. */
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

export type ConsentPurpose = "statistik" | "marketing";

export interface ConsentChoices {
  statistik: boolean;
  marketing: boolean;
}

export interface ConsentRecord extends ConsentChoices {
  /** Necessary cookies need no consent; always on. */
  necessary: true;
  policyVersion: number;
  /** When the reader chose. */
  decidedAt: Date;
}

export function createConsentRecord(choices: ConsentChoices, now = new Date()): ConsentRecord {
  return {
    necessary: true,
    statistik: choices.statistik,
    marketing: choices.marketing,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: new Date(Math.floor(now.getTime() / 1000) * 1000),
  };
}

export function choicesFromRecord(record: ConsentRecord): ConsentChoices {
  return { statistik: record.statistik, marketing: record.marketing };
}

export function serializeConsentValue(record: ConsentRecord): string {
  const epoch = Math.floor(record.decidedAt.getTime() / 1000);
  return `v${record.policyVersion}.s${record.statistik ? 1 : 0}.m${record.marketing ? 1 : 0}.${epoch}`;
}

const VALUE_PATTERN = /^v(\d{1,4})\.s([01])\.m([01])\.(\d{1,12})$/;

/**
 * Parses a stored value. Anything malformed, or recorded under another policy version, counts as
 * no choice, so the reader is asked again rather than assumed to agree.
 */
export function parseConsentValue(value: string | null | undefined): ConsentRecord | null {
  if (!value) return null;
  const match = VALUE_PATTERN.exec(value.trim());
  if (!match) return null;
  const policyVersion = Number(match[1]);
  if (policyVersion !== CONSENT_POLICY_VERSION) return null;
  return {
    necessary: true,
    statistik: match[2] === "1",
    marketing: match[3] === "1",
    policyVersion,
    decidedAt: new Date(Number(match[4]) * 1000),
  };
}

/** Reads the consent from a `Cookie` request header or from `document.cookie`. */
export function readConsentFromCookies(cookieHeader: string | null | undefined): ConsentRecord | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== CONSENT_COOKIE_NAME) continue;
    let raw = part.slice(eq + 1).trim();
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
    return parseConsentValue(raw);
  }
  return null;
}

/**
 * The `Set-Cookie` header value. Not HttpOnly on purpose: the browser reads it to decide the
 * banner and which scripts may load.
 */
export function consentSetCookieHeader(record: ConsentRecord, options: { secure: boolean }): string {
  const parts = [
    `${CONSENT_COOKIE_NAME}=${serializeConsentValue(record)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
