import { createSign } from "node:crypto";
import { z } from "zod";

/**
 * Google Search Console: resubmits the sitemap with `PUT …/webmasters/v3/sites/{site}/sitemaps/{feedpath}`
 * using an OAuth access token for a service account (a JWT signed with RS256, exchanged at the
 * token endpoint: developers.google.com/identity/protocols/oauth2/service-account).
 * Google's Indexing API is only for job postings and livestreams, so it is not used.
 */

export const SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters";
export const SEARCH_CONSOLE_API = "https://www.googleapis.com/webmasters/v3";
const DEFAULT_TOKEN_URI = "https://oauth2.googleapis.com/token";
const TIMEOUT_MS = 15_000;

const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().includes("PRIVATE KEY"),
  private_key_id: z.string().optional(),
  token_uri: z.url().optional(),
});

export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export class SearchConsoleError extends Error {}

export function parseServiceAccount(json: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new SearchConsoleError("GOOGLE_SERVICE_ACCOUNT_JSON er ikke gyldig JSON");
  }
  const parsed = serviceAccountSchema.safeParse(value);
  if (!parsed.success) {
    throw new SearchConsoleError("GOOGLE_SERVICE_ACCOUNT_JSON mangler client_email eller private_key");
  }
  return parsed.data;
}

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString("base64url");
}

/** The signed JWT a service account exchanges for an access token (RS256, valid one hour). */
export function buildServiceAccountJwt(account: ServiceAccount, now: Date = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header: Record<string, string> = { alg: "RS256", typ: "JWT" };
  if (account.private_key_id) header.kid = account.private_key_id;
  const claims = {
    iss: account.client_email,
    scope: SEARCH_CONSOLE_SCOPE,
    aud: account.token_uri ?? DEFAULT_TOKEN_URI,
    iat,
    exp: iat + 3600,
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign("RSA-SHA256").update(signingInput).end().sign(account.private_key);
  return `${signingInput}.${base64url(signature)}`;
}

export async function fetchAccessToken(
  account: ServiceAccount,
  options: { fetch?: typeof fetch; now?: Date } = {},
): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(account.token_uri ?? DEFAULT_TOKEN_URI, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: buildServiceAccountJwt(account, options.now),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as {
    access_token?: string;
    error_description?: string;
  } | null;
  if (!response.ok || !body?.access_token) {
    throw new SearchConsoleError(
      `Google afviste service-kontoen (HTTP ${response.status})${body?.error_description ? `: ${body.error_description}` : ""}`,
    );
  }
  return body.access_token;
}

/** The address of the sitemap resubmission for a URL-prefix property (`https://site/`). */
export function sitemapSubmitUrl(siteUrl: string, sitemapUrl: string, apiBase = SEARCH_CONSOLE_API): string {
  return `${apiBase}/sites/${encodeURIComponent(siteUrl)}/sitemaps/${encodeURIComponent(sitemapUrl)}`;
}

export interface SearchConsoleResult {
  ok: boolean;
  sitemapUrl: string;
  status: number | null;
  error: string | null;
}

/** Resubmits the sitemap to Search Console; never throws (the outcome says what happened). */
export async function resubmitSitemap(input: {
  serviceAccountJson: string;
  publicUrl: string;
  apiBase?: string;
  fetch?: typeof fetch;
  now?: Date;
}): Promise<SearchConsoleResult> {
  const doFetch = input.fetch ?? fetch;
  const siteUrl = `${input.publicUrl}/`;
  const sitemapUrl = `${input.publicUrl}/sitemap.xml`;
  try {
    const account = parseServiceAccount(input.serviceAccountJson);
    const token = await fetchAccessToken(account, { fetch: doFetch, now: input.now });
    const response = await doFetch(sitemapSubmitUrl(siteUrl, sitemapUrl, input.apiBase), {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => {});
    if (response.ok) return { ok: true, sitemapUrl, status: response.status, error: null };
    const reason =
      response.status === 403
        ? "service-kontoen har ikke adgang til ejendommen i Search Console"
        : response.status === 404
          ? "ejendommen findes ikke i Search Console"
          : `HTTP ${response.status}`;
    return {
      ok: false,
      sitemapUrl,
      status: response.status,
      error: `Search Console afviste sitemap: ${reason}`,
    };
  } catch (cause) {
    const message =
      cause instanceof SearchConsoleError
        ? cause.message
        : `Kunne ikke kontakte Google Search Console: ${cause instanceof Error ? cause.message : String(cause)}`;
    return { ok: false, sitemapUrl, status: null, error: message };
  }
}
