import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { startFakeSmtp } from "#tests/support/fake-smtp.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { auditLog, contactMessages, mailOutbox, siteSettings } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { createContactMessage, settleContactNotifications } from "./contact.server";
import { parseContactListParams } from "./contact-admin";
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactHandled,
} from "./contact-admin.server";

const ORIGIN = "https://forsiden.test";
const actor = { id: "ed-1", email: "redaktor@forsiden.test" };
const valid = {
  name: "Mette Hansen",
  email: "mette@eksempel.dk",
  subject: "Nyhedstip",
  message: "Jeg har et tip om et klubskifte.",
};

describe(`contact messages for staff (/admin/henvendelser) on ${TEST_DB_KIND}`, () => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  function configureSmtp(url: string) {
    setEnvForTesting(parseEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent", SMTP_URL: url }));
  }

  async function setNotifications(on: boolean) {
    await handle.db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
    await handle.db.update(siteSettings).set({ enableNotifications: on }).where(eq(siteSettings.id, 1));
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    smtp = await startFakeSmtp();
    configureSmtp(`smtp://127.0.0.1:${smtp.port}`);
    await insertRows(handle.db, {
      users: [
        { id: "a", email: "chef@forsiden.test", name: "Chef", role: "admin" },
        { id: "e", email: "redaktor@forsiden.test", name: "Red", role: "editor" },
        { id: "u", email: "laeser@forsiden.test", name: "Læser", role: "user" },
      ],
    });
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    await smtp.close();
  });
  beforeEach(async () => {
    await settleContactNotifications();
    await handle.db.delete(contactMessages);
    await handle.db.delete(auditLog);
    await handle.db.delete(mailOutbox);
    smtp.mails.length = 0;
    configureSmtp(`smtp://127.0.0.1:${smtp.port}`);
    await setNotifications(true);
  });

  it("e-mails every admin and editor (not plain users) about a new message when notifications are on", async () => {
    const result = await createContactMessage(handle.db, valid);
    if (result.status !== "stored") throw new Error(result.status);
    await settleContactNotifications();
    const recipients = smtp.mails.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(["<chef@forsiden.test>", "<redaktor@forsiden.test>"]);
    const outbox = await handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.to));
    expect(outbox.map((m) => [m.to, m.subject, m.transport, m.error])).toEqual([
      ["chef@forsiden.test", "Ny henvendelse: Nyhedstip", "smtp", null],
      ["redaktor@forsiden.test", "Ny henvendelse: Nyhedstip", "smtp", null],
    ]);
    const data = smtp.mails[0].data.replace(/=\r\n/g, "");
    // Quoted-printable: "=" is written "=3D".
    expect(data).toContain(`${ORIGIN}/admin/henvendelser?id=3D${result.id}`);
    expect(data).toContain(`${ORIGIN}/admin/henvendelser`);
  });

  it("sends nothing when notifications are off", async () => {
    await setNotifications(false);
    const result = await createContactMessage(handle.db, valid);
    expect(result.status).toBe("stored");
    await settleContactNotifications();
    expect(smtp.mails).toHaveLength(0);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("a sender that throws is caught too", async () => {
    const result = await createContactMessage(handle.db, valid, {
      send: async () => {
        throw new Error("SMTP nede");
      },
    });
    expect(result.status).toBe("stored");
    await settleContactNotifications();
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
  });

  it("lists newest first, 10 a page, filtered by unhandled / handled / all", async () => {
    await setNotifications(false);
    const base = Date.parse("2025-03-01T10:00:00Z");
    const rows = Array.from({ length: 12 }, (_, i) => ({
      ...valid,
      subject: `Emne ${i + 1}`,
      createdAt: new Date(base + i * 60_000),
      handledAt: i < 3 ? new Date(base + 3_600_000) : null,
      handledBy: i < 3 ? "chef@forsiden.test" : null,
    }));
    await handle.db.insert(contactMessages).values(rows);

    const unhandled = await listContactMessages(handle.db, { filter: "ubehandlede", page: 1 });
    expect(unhandled.counts).toEqual({ unhandled: 9, handled: 3, all: 12 });
    expect(unhandled.total).toBe(9);
    expect(unhandled.pageCount).toBe(1);
    expect(unhandled.items.map((m) => m.subject)).toEqual(
      ["12", "11", "10", "9", "8", "7", "6", "5", "4"].map((n) => `Emne ${n}`),
    );

    const all1 = await listContactMessages(handle.db, { filter: "alle", page: 1 });
    expect(all1.items).toHaveLength(10);
    expect(all1.items[0].subject).toBe("Emne 12");
    expect(all1.pageCount).toBe(2);
    const all2 = await listContactMessages(handle.db, { filter: "alle", page: 2 });
    expect(all2.items.map((m) => m.subject)).toEqual(["Emne 2", "Emne 1"]);
    // A page past the end shows the last page.
    expect((await listContactMessages(handle.db, { filter: "alle", page: 9 })).page).toBe(2);

    const handled = await listContactMessages(handle.db, { filter: "behandlede", page: 1 });
    expect(handled.items.map((m) => m.subject)).toEqual(["Emne 3", "Emne 2", "Emne 1"]);
  });

  it("marks a message handled (time and who) and unhandled again, both audited", async () => {
    const [row] = await handle.db.insert(contactMessages).values(valid).returning();
    const before = Date.now();
    expect(await setContactHandled(handle.db, actor, row.id, true)).toEqual({
      ok: true,
      message: "Henvendelsen er markeret som behandlet.",
    });
    const handled = await getContactMessage(handle.db, row.id);
    expect(handled?.handledBy).toBe("redaktor@forsiden.test");
    expect(handled?.handledAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(await setContactHandled(handle.db, actor, row.id, false)).toEqual({
      ok: true,
      message: "Henvendelsen er markeret som ubehandlet.",
    });
    expect(await getContactMessage(handle.db, row.id)).toMatchObject({ handledAt: null, handledBy: null });

    const audit = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.entityType, a.entityId, a.summary, a.actorEmail])).toEqual([
      [
        "handled",
        "contact",
        row.id,
        'markerede henvendelsen "Nyhedstip" som behandlet',
        "redaktor@forsiden.test",
      ],
      [
        "unhandled",
        "contact",
        row.id,
        'markerede henvendelsen "Nyhedstip" som ubehandlet',
        "redaktor@forsiden.test",
      ],
    ]);
  });

  it("deletes a message for good, audited; a missing one answers 'Henvendelsen findes ikke'", async () => {
    const [row] = await handle.db.insert(contactMessages).values(valid).returning();
    expect(await deleteContactMessage(handle.db, actor, row.id)).toEqual({
      ok: true,
      message: "Henvendelsen er slettet.",
    });
    expect(await getContactMessage(handle.db, row.id)).toBeNull();
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "deleted",
      entityType: "contact",
      summary: 'slettede henvendelsen "Nyhedstip"',
    });

    const missing = { ok: false, message: "Henvendelsen findes ikke (måske er den slettet).", status: 404 };
    expect(await deleteContactMessage(handle.db, actor, row.id)).toEqual(missing);
    expect(await setContactHandled(handle.db, actor, row.id, true)).toEqual(missing);
    expect(await handle.db.select().from(auditLog)).toHaveLength(1);
  });

  it("reads the list parameters: filter (default unhandled), page and a valid id", () => {
    expect(parseContactListParams(new URLSearchParams(""))).toEqual({
      filter: "ubehandlede",
      page: 1,
      id: null,
    });
    expect(
      parseContactListParams(
        new URLSearchParams("filter=alle&side=3&id=6f1c2a5e-3b8d-4c1e-9f7a-2d4b6c8e0a1f"),
      ),
    ).toEqual({ filter: "alle", page: 3, id: "6f1c2a5e-3b8d-4c1e-9f7a-2d4b6c8e0a1f" });
    expect(parseContactListParams(new URLSearchParams("filter=x&side=-1&id=1 OR 1=1"))).toEqual({
      filter: "ubehandlede",
      page: 1,
      id: null,
    });
  });

  it("a mail server that cannot be reached never loses the message or fails the visitor's submission", async () => {
    // mail.server keeps its SMTP transport for the process, so stop the server it talks to.
    await smtp.close();
    const result = await createContactMessage(handle.db, valid);
    expect(result.status).toBe("stored");
    await settleContactNotifications();
    const stored = await handle.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(valid);
    const outbox = await handle.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(2);
    for (const row of outbox) expect(row.error).toBeTruthy();
  });
});
