// Issue 24: role checks of /admin/nyhedsbreve (loader and every intent of its action) and of the
// subscriber export, and 'Send nu' through the job machinery, on PGlite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articleRow } from "#tests/support/factories.ts";
import { insertConfirmedSubscriber, resetNewsletterTables } from "#tests/support/newsletters.ts";
import { argsOf as args, TEST_ORIGIN as ORIGIN, outcome, type Who } from "#tests/support/route-calls.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { DAILY_LIST_KEY } from "~/features/newsletters/newsletter-lists";
import { action, loader } from "~/routes/admin/nyhedsbreve";
import { loader as exportLoader } from "~/routes/admin-api/nyhedsbreve-eksport";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { articles, auditLog, cronExecutions, mailOutbox, newsletterIssues } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";

const PAGE = "/admin/nyhedsbreve";
const EXPORT = "/admin/api/nyhedsbreve/eksport";
const EVERYONE: Who[] = ["anonymous", "user", "editor", "admin"];

describe(`/admin/nyhedsbreve and its export: roles and 'Send nu' (${TEST_DB_KIND})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    // No SMTP_URL: mails go to the outbox, as in development.
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, AUTH_SECRET: "x".repeat(40), LOG_LEVEL: "silent" }),
    );
  });
  afterAll(() => {
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
  });
  beforeEach(async () => {
    const { db } = handle;
    await resetNewsletterTables(db);
    await db.delete(mailOutbox);
    await db.delete(cronExecutions);
    await db.delete(auditLog);
    await db.delete(articles);
  });

  const confirmedReader = (email: string) => insertConfirmedSubscriber(handle.db, email);

  it("the page: anonymous → /auth, a plain user → 403, editors and admins → 200", async () => {
    const answers = Object.fromEntries(
      await Promise.all(
        EVERYONE.map(async (who) => [who, await outcome(() => loader(args(PAGE, who)))] as const),
      ),
    );
    expect(answers.anonymous).toMatchObject({
      status: 302,
      location: "/auth?redirectTo=%2Fadmin%2Fnyhedsbreve",
    });
    expect(answers.user).toMatchObject({ status: 403, body: { message: "Ingen adgang" } });
    expect(answers.editor).toMatchObject({ status: 200, body: { isAdmin: false } });
    expect(answers.admin).toMatchObject({ status: 200, body: { isAdmin: true } });
  });

  it("every intent of the action is guarded: anonymous → /auth, a plain user → 403, and nothing changes", async () => {
    await handle.db.insert(articles).values(articleRow());
    await confirmedReader("laeser@eksempel.dk");
    const forms: Record<string, string>[] = [
      { intent: "lead", articleId: "" },
      { intent: "test", liste: DAILY_LIST_KEY },
      { intent: "send", target: "dagens" },
      { intent: "send", target: "klubber" },
      { intent: "__authorization_probe__" },
    ];
    for (const form of forms) {
      expect(await outcome(() => action(args(PAGE, "anonymous", form)))).toMatchObject({
        status: 302,
        location: "/auth?redirectTo=%2Fadmin%2Fnyhedsbreve",
      });
      expect((await outcome(() => action(args(PAGE, "user", form)))).status).toBe(403);
    }
    expect(await handle.db.select().from(newsletterIssues)).toHaveLength(0);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await handle.db.select().from(cronExecutions)).toHaveLength(0);
  });

  it("refuses an unknown intent or a bad value with 'Ugyldig handling.' (400)", async () => {
    const bad: Record<string, string>[] = [
      { intent: "__authorization_probe__" },
      { intent: "lead", articleId: "1 OR 1=1" },
      { intent: "test", liste: "klub:ikke-et-id" },
      { intent: "send", target: "alle" },
    ];
    for (const form of bad) {
      expect(await outcome(() => action(args(PAGE, "editor", form)))).toEqual({
        status: 400,
        body: { ok: false, intent: "unknown", message: "Ugyldig handling." },
      });
    }
  });

  it("editors may pick the lead story and send a test to themselves", async () => {
    const [article] = await handle.db
      .insert(articles)
      .values(articleRow({ title: "Pokalfinalen" }))
      .returning();
    expect(
      await outcome(() => action(args(PAGE, "editor", { intent: "lead", articleId: article.id }))),
    ).toEqual({
      status: 200,
      body: { ok: true, intent: "lead", message: "Tophistorien er gemt." },
    });
    expect(
      await outcome(() => action(args(PAGE, "editor", { intent: "test", liste: DAILY_LIST_KEY }))),
    ).toEqual({
      status: 200,
      body: { ok: true, intent: "test", message: "Testmail sendt til editor@forsiden.test." },
    });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: "editor@forsiden.test",
      subject: "[Test] Dagens vigtigste: Pokalfinalen",
    });
  });

  it("'Send nu' runs the job 'nyhedsbrev-dagens' by hand: recorded in cron_executions, each reader mailed once", async () => {
    await handle.db.insert(articles).values(articleRow({ title: "Sejr i Europa" }));
    await confirmedReader("en@eksempel.dk");
    await confirmedReader("to@eksempel.dk");
    const first = await outcome(() => action(args(PAGE, "editor", { intent: "send", target: "dagens" })));
    expect(first).toEqual({
      status: 200,
      body: { ok: true, intent: "send", message: "Dagens vigtigste: 2 mails sendt." },
    });
    const runs = await handle.db.select().from(cronExecutions);
    expect(runs).toMatchObject([{ jobName: "nyhedsbrev-dagens", trigger: "manual", status: "completed" }]);
    expect((await handle.db.select().from(mailOutbox)).map((m) => m.to).sort()).toEqual([
      "en@eksempel.dk",
      "to@eksempel.dk",
    ]);
    // Again the same day: the issue is sent, nobody gets it twice.
    expect(
      await outcome(() => action(args(PAGE, "admin", { intent: "send", target: "dagens" }))),
    ).toMatchObject({
      status: 200,
      body: { ok: true, message: "Dagens vigtigste: 0 mails sendt." },
    });
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(2);
    // The page now lists the issue under 'Seneste udsendelser'.
    const page = await outcome(() => loader(args(PAGE, "editor")));
    expect(page.body).toMatchObject({
      issues: [
        { listName: "Dagens vigtigste", status: "sent", recipientCount: 2, sentCount: 2, failedCount: 0 },
      ],
    });
    // With nothing to send the clubs' job says so.
    expect(await outcome(() => action(args(PAGE, "editor", { intent: "send", target: "klubber" })))).toEqual({
      status: 200,
      body: {
        ok: true,
        intent: "send",
        message: "Klubbernes nyhedsbreve: ingen klublister med bekræftede abonnenter.",
      },
    });
  });

  it("the export is for admins only: anonymous → /auth, a plain user and an editor → 403, an admin gets the CSV", async () => {
    await confirmedReader("+4512345678@eksempel.dk");
    expect(await outcome(() => exportLoader(args(EXPORT, "anonymous")))).toMatchObject({
      status: 302,
      location: "/auth?redirectTo=%2Fadmin%2Fapi%2Fnyhedsbreve%2Feksport",
    });
    expect((await outcome(() => exportLoader(args(EXPORT, "user")))).status).toBe(403);
    expect(await outcome(() => exportLoader(args(EXPORT, "editor")))).toMatchObject({
      status: 403,
      body: { message: "Ingen adgang" },
    });
    expect(await handle.db.select().from(auditLog)).toHaveLength(0);

    const res = (await exportLoader(args(EXPORT, "admin"))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nyhedsbrev-abonnenter-[\d-]+\.csv"$/,
    );
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "email,liste,status,samtykke_givet,samtykketekst_version,samtykke_kilde,bekraeftet,afmeldt,kan_ikke_modtage",
    );
    // A leading + would be a formula in a spreadsheet: defused with an apostrophe.
    expect(lines[1]).toMatch(/^'\+4512345678@eksempel\.dk,Dagens vigtigste,Bekræftet,/);
    expect(await handle.db.select().from(auditLog)).toMatchObject([
      { action: "exported", actorEmail: "admin@forsiden.test" },
    ]);
  });
});
