import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { auditLog, session, user } from "~/server/db/schema";
import type { Role } from "~/server/session.server";
import { changeUserRole, countAdmins, listUsers, signOutEverywhere } from "./users.server";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

describe(`users and roles on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  let n = 0;
  const actor = { id: "admin-1", email: "chef@forsiden.test" };

  async function addUser(
    email: string,
    role: Role,
    sessions = 0,
    extra: Partial<typeof user.$inferInsert> = {},
  ) {
    const id = `u-${++n}`;
    await handle.db.insert(user).values(userRow({ id, email, name: email, role, ...extra }));
    for (let i = 0; i < sessions; i++) {
      await handle.db.insert(session).values({
        id: `${id}-s${i}`,
        token: `${id}-token-${i}`,
        userId: id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    }
    return id;
  }

  const sessionsOf = async (userId: string) =>
    (await handle.db.select().from(session).where(eq(session.userId, userId))).length;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("refuses to remove the admin role from the last administrator (Danish error)", async () => {
    const only = await addUser("eneste@forsiden.test", "admin", 1);
    const result = await changeUserRole(handle.db, actor, { userId: only, role: "editor" });
    expect(result).toEqual({
      ok: false,
      message: "Du kan ikke fjerne administratorrollen fra den sidste administrator.",
      status: 409,
    });
    const [row] = await handle.db.select({ role: user.role }).from(user).where(eq(user.id, only));
    expect(row.role).toBe("admin");
    expect(await sessionsOf(only)).toBe(1);
    expect(await handle.db.select().from(auditLog)).toHaveLength(0);
  });

  it("does not count a skribent as an administrator: the last admin cannot become skribent", async () => {
    await addUser("skribent-findes@forsiden.test", "contributor", 1);
    const [only] = await handle.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    expect(await countAdmins(handle.db)).toBe(1);
    expect(await changeUserRole(handle.db, actor, { userId: only.id, role: "contributor" })).toEqual({
      ok: false,
      message: "Du kan ikke fjerne administratorrollen fra den sidste administrator.",
      status: 409,
    });
  });

  it("gives a role, records 'gav {email} rollen redaktør' and keeps the sessions of a promoted user", async () => {
    const id = await addUser("ny@forsiden.test", "user", 2);
    const result = await changeUserRole(handle.db, actor, { userId: id, role: "editor" });
    expect(result).toEqual({
      ok: true,
      message: "ny@forsiden.test har nu rollen redaktør.",
      changed: true,
      sessionsRevoked: 0,
    });
    expect(await sessionsOf(id)).toBe(2);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      actorId: "admin-1",
      actorEmail: "chef@forsiden.test",
      action: "role_changed",
      entityType: "user",
      summary: "gav ny@forsiden.test rollen redaktør",
      metadata: { from: "user", to: "editor", sessionsRevoked: 0 },
    });
  });

  it("gives the role skribent, records 'gav {email} rollen skribent' and keeps the sessions (issue 26)", async () => {
    const id = await addUser("freelancer@forsiden.test", "user", 1);
    const result = await changeUserRole(handle.db, actor, { userId: id, role: "contributor" });
    expect(result).toEqual({
      ok: true,
      message: "freelancer@forsiden.test har nu rollen skribent.",
      changed: true,
      sessionsRevoked: 0,
    });
    expect(await sessionsOf(id)).toBe(1);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      summary: "gav freelancer@forsiden.test rollen skribent",
      metadata: { from: "user", to: "contributor", sessionsRevoked: 0 },
    });
    // A contributor has an author page like every staff member (issue 14).
    const [row] = await handle.db.select({ authorSlug: user.authorSlug }).from(user).where(eq(user.id, id));
    expect(row.authorSlug).toBeTruthy();
  });

  it("ends the sessions of an editor lowered to skribent, and of a skribent lowered to user", async () => {
    const editor = await addUser("nedgraderet@forsiden.test", "editor", 2);
    expect(await changeUserRole(handle.db, actor, { userId: editor, role: "contributor" })).toMatchObject({
      ok: true,
      message: "nedgraderet@forsiden.test har nu rollen skribent.",
      sessionsRevoked: 2,
    });
    expect(await sessionsOf(editor)).toBe(0);
    const contributor = await addUser("skribent-ud@forsiden.test", "contributor", 1);
    expect(await changeUserRole(handle.db, actor, { userId: contributor, role: "user" })).toMatchObject({
      ok: true,
      sessionsRevoked: 1,
    });
    expect(await sessionsOf(contributor)).toBe(0);
  });

  it("ends the sessions of a user whose role is lowered", async () => {
    const id = await addUser("tidligere@forsiden.test", "editor", 3);
    const other = await addUser("anden@forsiden.test", "editor", 1);
    const result = await changeUserRole(handle.db, actor, { userId: id, role: "user" });
    expect(result).toMatchObject({
      ok: true,
      message: "tidligere@forsiden.test har nu rollen bruger.",
      sessionsRevoked: 3,
    });
    expect(await sessionsOf(id)).toBe(0);
    expect(await sessionsOf(other)).toBe(1);
  });

  it("lets one of two administrators step down, but not the last one after that", async () => {
    const a = await addUser("admin-a@forsiden.test", "admin", 1);
    expect(await countAdmins(handle.db)).toBe(2);
    const first = await changeUserRole(handle.db, actor, { userId: a, role: "editor" });
    expect(first).toMatchObject({ ok: true, sessionsRevoked: 1 });
    const [remaining] = await handle.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    const second = await changeUserRole(handle.db, actor, { userId: remaining.id, role: "user" });
    expect(second).toMatchObject({ ok: false, status: 409 });
    expect(await countAdmins(handle.db)).toBe(1);
  });

  it("keeps the last administrator when two admins demote each other at the same time", async () => {
    const b = await addUser("admin-b@forsiden.test", "admin");
    const [existing] = await handle.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "eneste@forsiden.test"));
    const results = await Promise.all([
      changeUserRole(handle.db, actor, { userId: b, role: "editor" }),
      changeUserRole(handle.db, actor, { userId: existing.id, role: "editor" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)?.message).toBe(
      "Du kan ikke fjerne administratorrollen fra den sidste administrator.",
    );
    expect(await countAdmins(handle.db)).toBe(1);
    // Restore a second admin for the tests below.
    await handle.db.update(user).set({ role: "admin" }).where(eq(user.id, b));
  });

  it("says so when the role is already the chosen one, and when the user does not exist", async () => {
    const id = await addUser("samme@forsiden.test", "editor");
    expect(await changeUserRole(handle.db, actor, { userId: id, role: "editor" })).toMatchObject({
      ok: true,
      changed: false,
      message: "samme@forsiden.test har allerede rollen redaktør.",
    });
    expect(await changeUserRole(handle.db, actor, { userId: "findes-ikke", role: "editor" })).toEqual({
      ok: false,
      message: "Brugeren findes ikke.",
      status: 404,
    });
  });

  it("'Log alle ud' deletes every session of that user and records it", async () => {
    const id = await addUser("mange@forsiden.test", "editor", 4);
    const result = await signOutEverywhere(handle.db, actor, id);
    expect(result).toMatchObject({
      ok: true,
      message: "mange@forsiden.test er logget ud på alle enheder.",
      sessionsRevoked: 4,
    });
    expect(await sessionsOf(id)).toBe(0);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry.summary).toBe("loggede mange@forsiden.test ud på alle enheder");
    expect(await signOutEverywhere(handle.db, actor, "findes-ikke")).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("lists staff first with confirmation, 2FA and active sessions, and searches by e-mail", async () => {
    await addUser("ubekraeftet@forsiden.test", "user", 0, { emailVerified: false, twoFactorEnabled: false });
    const tfa = await addUser("totrin@forsiden.test", "editor", 2, { twoFactorEnabled: true });
    await handle.db.insert(session).values({
      id: "expired",
      token: "expired-token",
      userId: tfa,
      expiresAt: new Date(Date.now() - 1000),
    });
    const users = await listUsers(handle.db);
    const roles = users.map((u) => u.role);
    expect(roles.indexOf("user")).toBeGreaterThan(roles.lastIndexOf("editor"));
    expect(roles.lastIndexOf("admin")).toBeLessThan(roles.indexOf("editor"));
    // Contributors ('skribent') are staff: after the editors, before the readers (issue 26).
    expect(roles.indexOf("contributor")).toBeGreaterThan(roles.lastIndexOf("editor"));
    expect(roles.lastIndexOf("contributor")).toBeLessThan(roles.indexOf("user"));
    expect(users.find((u) => u.id === tfa)).toMatchObject({ twoFactorEnabled: true, activeSessions: 2 });
    expect(users.find((u) => u.email === "ubekraeftet@forsiden.test")).toMatchObject({
      emailVerified: false,
      activeSessions: 0,
    });
    expect((await listUsers(handle.db, { q: "TOTRIN" })).map((u) => u.email)).toEqual([
      "totrin@forsiden.test",
    ]);
    expect(await listUsers(handle.db, { q: "%" })).toEqual([]);
  });
});
