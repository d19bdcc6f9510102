import { redirect } from "react-router";
import { getEnv } from "~/server/env.server";
import { consentSetCookieHeader, createConsentRecord, serializeConsentValue } from "./consent-cookie";
import { choicesFromInput, consentInputSchema, safeRedirectTarget } from "./consent-schema";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** Only this site may record a reader's consent (a foreign page must not click 'Accepter alle'). */
function isSameSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const allowed = new Set([new URL(request.url).origin]);
  try {
    allowed.add(new URL(getEnv().publicUrl).origin);
  } catch {
    // No usable public address configured: the request's own origin is enough.
  }
  return allowed.has(origin);
}

/** `Secure` when the site is served over https (directly or as configured behind a proxy). */
function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  const env = getEnv();
  if (env.TRUST_PROXY && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https") {
    return true;
  }
  return env.publicUrl.startsWith("https:");
}

async function readBody(request: Request): Promise<{ body: Record<string, unknown>; isForm: boolean }> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const body = (await request.json()) as unknown;
      return {
        body: body && typeof body === "object" ? (body as Record<string, unknown>) : {},
        isForm: false,
      };
    } catch {
      return { body: {}, isForm: false };
    }
  }
  try {
    const form = await request.formData();
    return { body: Object.fromEntries(form), isForm: true };
  } catch {
    return { body: {}, isForm: true };
  }
}

/**
 * POST /api/consent: validates the choice, stores it in the `forsiden_consent` cookie for 12
 * months and answers JSON to the banner's fetch, or redirects back after a plain form post.
 */
export async function handleConsentPost(request: Request, now = new Date()) {
  if (!isSameSiteRequest(request)) {
    return Response.json(
      { ok: false, error: "Forespørgslen kom ikke fra denne side." },
      { status: 403, headers: NO_STORE },
    );
  }
  const { body, isForm } = await readBody(request);
  const parsed = consentInputSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ ok: false, error: "Ugyldigt cookievalg." }, { status: 400, headers: NO_STORE });
  }
  const record = createConsentRecord(choicesFromInput(parsed.data), now);
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", consentSetCookieHeader(record, { secure: isHttps(request) }));

  const wantsJson = !isForm || (request.headers.get("accept") ?? "").includes("application/json");
  if (!wantsJson) {
    const target = safeRedirectTarget(body.redirectTo, request.headers.get("referer"), request.url);
    return redirect(target, { status: 303, headers });
  }
  return Response.json(
    {
      ok: true,
      consent: {
        necessary: true,
        statistik: record.statistik,
        marketing: record.marketing,
        policyVersion: record.policyVersion,
        decidedAt: record.decidedAt.toISOString(),
        value: serializeConsentValue(record),
      },
    },
    { headers },
  );
}
