import { timingSafeEqual } from "node:crypto";
import { handleUnsubscribeMail } from "~/features/newsletters/newsletter-inbound.server";
import { getDb } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/newsletter-inbound";

// POST /api/nyhedsbrev/indgaaende: the mail provider's inbound route forwards unsubscribe mails
// (the List-Unsubscribe mailto) here, raw (`message/rfc822`, as Cloudflare Email Routing, Mailgun's
// `mime` forward or SES deliver it) or as SendGrid's Inbound Parse "raw" multipart (field `email`).
// Authenticated by NEWSLETTER_INBOUND_SECRET; off (404) without it. A mail that unsubscribes nobody
// is answered 200 too, so the provider does not retry it.
const NO_STORE = { "Cache-Control": "private, no-store" };

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function rawMailOf(request: Request): Promise<Buffer | null> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    const email = form?.get("email");
    if (typeof email === "string") return Buffer.from(email);
    return email instanceof File ? Buffer.from(await email.arrayBuffer()) : null;
  }
  return Buffer.from(await request.arrayBuffer());
}

export async function action({ request }: Route.ActionArgs) {
  const secret = getEnv().NEWSLETTER_INBOUND_SECRET;
  if (!secret) return new Response("Not Found", { status: 404, headers: NO_STORE });
  if (!authorized(request.headers.get("authorization"), secret)) {
    return Response.json(
      { error: "Ugyldig nøgle." },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } },
    );
  }
  const raw = await rawMailOf(request);
  if (!raw || raw.length === 0) {
    return Response.json({ error: "Ingen mail i anmodningen." }, { status: 400, headers: NO_STORE });
  }
  const outcome = await handleUnsubscribeMail(getDb(), raw);
  return Response.json(outcome, { headers: NO_STORE });
}
