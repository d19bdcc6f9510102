// Issue 24: POST /api/nyhedsbrev/indgaaende, where the mail provider forwards the unsubscribe
// mails of List-Unsubscribe's mailto: off without its secret, Bearer-authenticated, raw
// (message/rfc822) or SendGrid's Inbound Parse multipart, on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConfirmedSubscriber, resetNewsletterTables } from "#tests/support/newsletters.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { unsubscribeMailSubject } from "~/features/newsletters/newsletter-inbound.server";
import { DAILY_LIST_KEY } from "~/features/newsletters/newsletter-lists";
import { newsletterLinks } from "~/features/newsletters/newsletter-subscriptions.server";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { newsletterSubscriptions } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { action, loader } from "./newsletter-inbound";

const ORIGIN = "https://forsiden.test";
const SECRET = "indgaaende-hemmelighed-0123456789";
const env = (extra: Record<string, string> = {}) =>
  parseEnv({ PUBLIC_URL: ORIGIN, AUTH_SECRET: "x".repeat(40), LOG_LEVEL: "silent", ...extra });

function post(body: Buffer | FormData | string, headers: Record<string, string>) {
  return action({
    request: new Request(`${ORIGIN}/api/nyhedsbrev/indgaaende`, {
      method: "POST",
      headers,
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    }),
    params: {},
    context: {},
  } as unknown as Parameters<typeof action>[0]);
}

describe(`the newsletter's inbound unsubscribe mails (${TEST_DB_KIND})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    await resetNewsletterTables(handle.db);
  });
  afterAll(() => {
    setEnvForTesting(undefined);
    setDatabaseHandle(undefined);
  });

  let counter = 0;
  async function subscriberMail() {
    const email = `ind-${++counter}@eksempel.dk`;
    const id = await insertConfirmedSubscriber(handle.db, email);
    const subject = unsubscribeMailSubject(newsletterLinks(id, DAILY_LIST_KEY).unsubscribeUrl);
    const raw = await new MailComposer({ from: email, to: "nyhedsbrev@forsiden.test", subject })
      .compile()
      .build();
    const status = async () =>
      (
        await handle.db
          .select({ status: newsletterSubscriptions.status })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.subscriberId, id))
      )[0]?.status;
    return { raw, status };
  }

  it("is off (404) without NEWSLETTER_INBOUND_SECRET, and answers only POST", async () => {
    setEnvForTesting(env());
    const { raw, status } = await subscriberMail();
    const off = await post(raw, { authorization: `Bearer ${SECRET}`, "content-type": "message/rfc822" });
    expect(off.status).toBe(404);
    expect(await status()).toBe("confirmed");
    const get = loader();
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("refuses a missing or wrong key with 401 'Ugyldig nøgle.', and an empty body with 400", async () => {
    setEnvForTesting(env({ NEWSLETTER_INBOUND_SECRET: SECRET }));
    const { raw, status } = await subscriberMail();
    for (const authorization of [undefined, "Bearer forkert", `Bearer ${SECRET}x`, SECRET]) {
      const res = await post(raw, {
        "content-type": "message/rfc822",
        ...(authorization ? { authorization } : {}),
      });
      expect(res.status, authorization).toBe(401);
      expect(await res.json()).toEqual({ error: "Ugyldig nøgle." });
    }
    expect(await status()).toBe("confirmed");
    const empty = await post("", { authorization: `Bearer ${SECRET}`, "content-type": "message/rfc822" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Ingen mail i anmodningen." });
  });

  it("unsubscribes by a raw mail, and by SendGrid's multipart field `email`; garbage is ignored with 200", async () => {
    setEnvForTesting(env({ NEWSLETTER_INBOUND_SECRET: SECRET }));
    const first = await subscriberMail();
    const res = await post(first.raw, {
      authorization: `Bearer ${SECRET}`,
      "content-type": "message/rfc822",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ status: "unsubscribed", lists: ["Dagens vigtigste"] });
    expect(await first.status()).toBe("unsubscribed");

    const second = await subscriberMail();
    const form = new FormData();
    form.set("email", second.raw.toString());
    const viaForm = await post(form, { authorization: `Bearer ${SECRET}` });
    expect(await viaForm.json()).toEqual({ status: "unsubscribed", lists: ["Dagens vigtigste"] });
    expect(await second.status()).toBe("unsubscribed");

    const junk = await post(Buffer.from([0, 1, 2, 255, 254]), {
      authorization: `Bearer ${SECRET}`,
      "content-type": "message/rfc822",
    });
    expect(junk.status).toBe(200);
    expect((await junk.json()).status).toBe("ignored");
  });
});
