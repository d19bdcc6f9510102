import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabaseHandle } from "../../app/server/db/client.server";
import { mailOutbox } from "../../app/server/db/schema";
import { parseEnv, setEnvForTesting } from "../../app/server/env.server";
import { listLoggedMails, sendMail } from "../../app/server/mail.server";
import { startFakeSmtp } from "../support/fake-smtp";
import { createTestDatabase } from "../support/test-database";

describe("outgoing mail over SMTP (a local fake SMTP server)", () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>["db"];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    const handle = await createTestDatabase();
    db = handle.db;
    setDatabaseHandle(handle);
    setEnvForTesting(
      parseEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Forsiden <no-reply@forsiden.test>" }),
    );
  });
  afterAll(async () => {
    setEnvForTesting(undefined);
    setDatabaseHandle(undefined);
    await smtp.close();
  });

  it("delivers the mail to the SMTP server and records only the envelope", async () => {
    await sendMail({
      to: "redaktor@forsiden.test",
      subject: "Bekræft din e-mail",
      text: "Klik på linket: https://x",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual(["<redaktor@forsiden.test>"]);
    expect(smtp.mails[0].from).toBe("<no-reply@forsiden.test>");
    expect(smtp.mails[0].data).toContain("Klik p");
    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: "redaktor@forsiden.test",
      transport: "smtp",
      body: null,
      error: null,
    });
  });

  it("the development mailbox lists only mails kept instead of sent, newest first", async () => {
    await db.insert(mailOutbox).values([
      {
        to: "a@forsiden.test",
        subject: "Første",
        body: "1",
        transport: "log",
        createdAt: new Date(Date.now() - 60_000),
      },
      { to: "b@forsiden.test", subject: "Anden", body: "2", transport: "log" },
    ]);
    expect((await listLoggedMails(db)).map((m) => m.subject)).toEqual(["Anden", "Første"]);
    expect(await listLoggedMails(db, 1)).toHaveLength(1);
  });
});
