import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { ensureAuthorIdentity } from "~/server/author-identity.server";
import type { Database } from "~/server/db/client.server";
import { articles, auditLog, user } from "~/server/db/schema";
import { hitRateLimit, UPLOAD_RATE_RULE } from "~/server/rate-limit.server";
import { createLocalStorage } from "~/server/storage.server";
import { saveAuthorProfile } from "./author-profile.server";
import { findAuthorBySlug } from "./author-queries.server";
import { AUTHOR_TEXT, type AuthorProfileInput } from "./author-schema";

const MIGRATION = path.resolve(import.meta.dirname, "../../../drizzle/0008_author_profiles.sql");
/** The data part of migration 0008 (its UPDATE statements), to run again on rows made as before it. */
const dataStatements = fs
  .readFileSync(MIGRATION, "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter((s) => /^(--[^\n]*\n)*\s*(UPDATE|WITH)\b/.test(s));

describe(`author profiles on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let n = 0;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-authors-"));
  const storage = createLocalStorage(storageDir);
  const admin = { id: "admin-1", email: "chef@forsiden.test" };

  async function addUser(values: Partial<typeof user.$inferInsert> & { email: string }) {
    const id = `a-${++n}`;
    await db.insert(user).values({ id, name: values.email, role: "editor", emailVerified: true, ...values });
    return id;
  }

  const profile = (input: Partial<AuthorProfileInput> = {}): AuthorProfileInput => ({
    name: "Mads Kjær",
    authorSlug: "",
    jobTitle: "Sportsjournalist",
    bio: "Dækker Superligaen.",
    removePortrait: false,
    ...input,
  });

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
  });

  describe("migration 0008", () => {
    it("has data statements to test", () => {
      expect(dataStatements).toHaveLength(4);
    });

    it("turns e-mail bylines into the staff member's display name and author reference", async () => {
      // As before 0008: sign-up stored the address as the name; saves stored actor.name.
      const editor = await addUser({ email: "ux-admin@example.dk" });
      const twin = await addUser({ email: "ux.admin@andet.dk" });
      const reader = await addUser({ email: "laeser@forsiden.test", role: "user" });
      const named = await addUser({ email: "sofie@forsiden.test", name: "Sofie Lund" });
      const rows = await db
        .insert(articles)
        .values([
          { slug: "m-1", title: "Af redaktøren", author: "ux-admin@example.dk", publishedAt: new Date() },
          { slug: "m-2", title: "Stort bogstav", author: " UX-Admin@Example.dk ", publishedAt: new Date() },
          { slug: "m-3", title: "Slettet konto", author: "tidligere@forsiden.dk", publishedAt: new Date() },
          { slug: "m-4", title: "Agent", author: "Agent", isAgentGenerated: true, publishedAt: new Date() },
          { slug: "m-5", title: "Navngivet", author: "Mads Kjær", publishedAt: new Date() },
        ])
        .returning({ slug: articles.slug, id: articles.id });
      for (const statement of dataStatements) await db.execute(sql.raw(statement));

      const users = await db
        .select({ id: user.id, name: user.name, authorSlug: user.authorSlug })
        .from(user)
        .where(sql`${user.id} in (${sql.join([editor, twin, reader, named], sql`, `)})`);
      const byId = Object.fromEntries(users.map((u) => [u.id, u]));
      expect(byId[editor]).toMatchObject({ name: "Ux Admin", authorSlug: "ux-admin" });
      expect(byId[twin]).toMatchObject({ name: "Ux Admin", authorSlug: "ux-admin-2" });
      // A reader who wrote nothing keeps their name and gets no author page.
      expect(byId[reader]).toMatchObject({ name: "laeser@forsiden.test", authorSlug: null });
      expect(byId[named]).toMatchObject({ name: "Sofie Lund", authorSlug: "sofie-lund" });

      const after = await db
        .select({ slug: articles.slug, author: articles.author, authorId: articles.authorId })
        .from(articles)
        .where(
          sql`${articles.id} in (${sql.join(
            rows.map((r) => r.id),
            sql`, `,
          )})`,
        )
        .orderBy(articles.slug);
      expect(after).toEqual([
        { slug: "m-1", author: "Ux Admin", authorId: editor },
        { slug: "m-2", author: "Ux Admin", authorId: editor },
        { slug: "m-3", author: null, authorId: null },
        { slug: "m-4", author: "Agent", authorId: null },
        { slug: "m-5", author: "Mads Kjær", authorId: null },
      ]);
      // Running it again changes nothing.
      for (const statement of dataStatements) await db.execute(sql.raw(statement));
      const [again] = await db.select({ slug: user.authorSlug }).from(user).where(eq(user.id, twin));
      expect(again.slug).toBe("ux-admin-2");
    });
  });

  it("gives an account that becomes staff a display name and a free author page address", async () => {
    const id = await addUser({ email: "mads.kjaer@forsiden.dk", role: "user" });
    await addUser({ email: "x@forsiden.dk", name: "Mads Kjaer", authorSlug: "mads-kjaer" });
    await ensureAuthorIdentity(db, id);
    const [row] = await db.select().from(user).where(eq(user.id, id));
    expect(row).toMatchObject({ name: "Mads Kjaer", authorSlug: "mads-kjaer-2" });
    // A chosen name is kept.
    const chosen = await addUser({ email: "y@forsiden.dk", name: "Line Bech" });
    await ensureAuthorIdentity(db, chosen);
    const [kept] = await db.select().from(user).where(eq(user.id, chosen));
    expect(kept).toMatchObject({ name: "Line Bech", authorSlug: "line-bech" });
  });

  it("saves the profile in one audited write, and the author page reads it without the e-mail", async () => {
    const id = await addUser({ email: "profil@forsiden.dk", authorSlug: "profil" });
    const result = await saveAuthorProfile(db, storage, admin, id, profile({ authorSlug: "mads-k" }));
    expect(result).toEqual({ ok: true, message: "Forfatterprofilen er gemt.", authorSlug: "mads-k" });
    const author = await findAuthorBySlug(db, "mads-k");
    expect(author).toEqual({
      id,
      name: "Mads Kjær",
      slug: "mads-k",
      jobTitle: "Sportsjournalist",
      bio: "Dækker Superligaen.",
      portrait: null,
    });
    expect(JSON.stringify(author)).not.toContain("@");
    expect(await findAuthorBySlug(db, "profil")).toBeNull();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject([
      {
        action: "profile_updated",
        entityType: "user",
        actorEmail: "chef@forsiden.test",
        summary: "opdaterede forfatterprofilen for profil@forsiden.dk",
        metadata: { changed: ["name", "authorSlug", "jobTitle", "bio"], authorSlug: "mads-k" },
      },
    ]);
    // The same values again: nothing written, nothing audited.
    const again = await saveAuthorProfile(db, storage, admin, id, profile({ authorSlug: "mads-k" }));
    expect(again).toMatchObject({ ok: true, message: "Der var ingen ændringer at gemme." });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, id))).toHaveLength(1);
  });

  it("refuses an address another author has (409), a plain user and an unknown account", async () => {
    await addUser({ email: "a@forsiden.dk", name: "Optaget", authorSlug: "optaget" });
    const id = await addUser({ email: "b@forsiden.dk", authorSlug: "b" });
    const taken = await saveAuthorProfile(db, storage, admin, id, profile({ authorSlug: "optaget" }));
    expect(taken).toEqual({
      ok: false,
      status: 409,
      message: "Adressen /forfatter/optaget er allerede i brug",
      fieldErrors: { authorSlug: "Adressen /forfatter/optaget er allerede i brug" },
    });
    const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, id));
    expect(row.name).toBe("b@forsiden.dk");
    const reader = await addUser({ email: "r@forsiden.dk", role: "user" });
    expect(await saveAuthorProfile(db, storage, admin, reader, profile())).toEqual({
      ok: false,
      status: 403,
      message: AUTHOR_TEXT.notStaff,
    });
    expect(await saveAuthorProfile(db, storage, admin, "findes-ikke", profile())).toEqual({
      ok: false,
      status: 404,
      message: "Brugeren findes ikke.",
    });
  });

  it("stores a portrait through the image pipeline, replaces it and removes it", async () => {
    const id = await addUser({ email: "portraet@forsiden.dk", authorSlug: "portraet" });
    const png = await sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const file = { type: "image/png", size: png.length, arrayBuffer: async () => new Uint8Array(png).buffer };
    const first = await saveAuthorProfile(db, storage, admin, id, profile({ name: "Portræt" }), {
      portrait: file,
    });
    expect(first.ok).toBe(true);
    const author = await findAuthorBySlug(db, "portraet");
    expect(author?.portrait).toMatchObject({ width: 400, height: 400 });
    expect(author?.portrait?.url).toMatch(/^\/storage\/article-images\/forfatter-portraet-.+\.png$/);
    expect(author?.portrait?.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      "webp 160",
      "webp 320",
      "webp 400",
    ]);
    const stored = () =>
      fs.readdirSync(path.join(storageDir, "article-images")).filter((f) => f.includes("portraet"));
    expect(stored()).toHaveLength(4);

    const notImage = {
      type: "image/png",
      size: 5,
      arrayBuffer: async () => new TextEncoder().encode("hello").buffer,
    };
    const bad = await saveAuthorProfile(db, storage, admin, id, profile({ name: "Portræt" }), {
      portrait: notImage as never,
    });
    expect(bad).toEqual({
      ok: false,
      status: 400,
      message: "Kun billedfiler er tilladt",
      fieldErrors: { portrait: "Kun billedfiler er tilladt" },
    });

    const removed = await saveAuthorProfile(
      db,
      storage,
      admin,
      id,
      profile({ name: "Portræt", removePortrait: true }),
    );
    expect(removed.ok).toBe(true);
    expect((await findAuthorBySlug(db, "portraet"))?.portrait).toBeNull();
    expect(stored()).toEqual([]);
  });

  it("counts a portrait against the staff member's upload limit, shared with /admin/api/upload", async () => {
    // Issue 21 §9: 35 portraits in 1.1 s were all saved while the upload endpoint said 429.
    const id = await addUser({ email: "mange-billeder@forsiden.dk", authorSlug: "mange-billeder" });
    const uploader = { id: `uploader-${TEST_DB_KIND}`, email: "travl@forsiden.test" };
    for (let i = 0; i < UPLOAD_RATE_RULE.limit; i++) {
      expect((await hitRateLimit(db, UPLOAD_RATE_RULE, uploader.id)).allowed).toBe(true);
    }
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 0, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    const file = { type: "image/png", size: png.length, arrayBuffer: async () => new Uint8Array(png).buffer };
    const refused = await saveAuthorProfile(db, storage, uploader, id, profile({ name: "Mange Billeder" }), {
      portrait: file,
    });
    expect(refused).toEqual({
      ok: false,
      status: 429,
      message: "For mange uploads. Prøv igen om lidt.",
      fieldErrors: { portrait: "For mange uploads. Prøv igen om lidt." },
      retryAfterSeconds: expect.any(Number),
    });
    expect((await findAuthorBySlug(db, "mange-billeder"))?.portrait).toBeNull();
    // The text fields alone still save: only the image pipeline is limited.
    const textOnly = await saveAuthorProfile(db, storage, uploader, id, profile({ name: "Mange Billeder" }));
    expect(textOnly.ok).toBe(true);
  });

  it("finds no author for an unknown or malformed slug", async () => {
    expect(await findAuthorBySlug(db, "ingen-her")).toBeNull();
    expect(await findAuthorBySlug(db, "Mads Kjær")).toBeNull();
  });
});
