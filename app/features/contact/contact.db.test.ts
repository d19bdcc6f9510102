import { count } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import { createRateLimiter } from "~/server/rate-limit.server";
import { CONTACT_RATE_LIMIT, createContactMessage } from "./contact.server";

const valid = {
  name: "Mette Hansen",
  email: "mette@eksempel.dk",
  subject: "Nyhedstip",
  message: "Jeg har et tip om et klubskifte.",
};

async function storedCount(db: Database) {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row.n;
}

describe(`createContactMessage (PRODUCT.md contact form) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });
  beforeEach(async () => {
    await db.delete(contactMessages);
  });

  it("stores a valid message in contact_messages", async () => {
    const result = await createContactMessage(db, { ...valid, name: "  Mette Hansen " });
    expect(result.status).toBe("stored");
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, handledAt: null, handledBy: null });
    expect(result).toEqual({ status: "stored", id: rows[0].id });
  });

  it("keeps nothing when validation fails, and returns the Danish field errors", async () => {
    const result = await createContactMessage(db, { ...valid, email: "ikke-en-adresse", message: "" });
    expect(result).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Ugyldig e-mailadresse", message: "Besked er påkrævet" },
    });
    expect(await storedCount(db)).toBe(0);
  });

  it("pretends success but stores nothing when the honeypot is filled", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("website", "https://spam.example");
    const result = await createContactMessage(db, form, { rateLimitKey: "10.0.0.1" });
    expect(result).toEqual({ status: "ignored" });
    expect(await storedCount(db)).toBe(0);
  });

  it("refuses the sixth message in 10 minutes from one address, and stores nothing for it", async () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, () => db);
    expect(CONTACT_RATE_LIMIT).toMatchObject({ limit: 5, windowMs: 600_000 });
    for (let i = 0; i < 5; i++) {
      const result = await createContactMessage(db, valid, { rateLimitKey: "10.0.0.2", limiter });
      expect(result.status).toBe("stored");
    }
    const refused = await createContactMessage(db, valid, { rateLimitKey: "10.0.0.2", limiter });
    expect(refused.status).toBe("rate-limited");
    if (refused.status === "rate-limited") expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await storedCount(db)).toBe(5);
    // Another address is not affected.
    const other = await createContactMessage(db, valid, { rateLimitKey: "10.0.0.3", limiter });
    expect(other.status).toBe("stored");
  });

  it("does not count invalid or honeypot submissions against the limit", async () => {
    const limiter = createRateLimiter(CONTACT_RATE_LIMIT, () => db);
    for (let i = 0; i < 6; i++) {
      await createContactMessage(db, { ...valid, name: "" }, { rateLimitKey: "10.0.0.4", limiter });
      await createContactMessage(db, { ...valid, website: "x" }, { rateLimitKey: "10.0.0.4", limiter });
    }
    const result = await createContactMessage(db, valid, { rateLimitKey: "10.0.0.4", limiter });
    expect(result.status).toBe("stored");
    expect(await storedCount(db)).toBe(1);
  });
});
