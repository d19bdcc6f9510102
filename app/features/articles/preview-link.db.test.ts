import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleRow, userRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { articles, user } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { findArticleByPreviewToken, findArticleForPage } from "./article-page.server";
import { createPreviewLink, signPreviewToken } from "./preview-token.server";

const PUBLIC_URL = "https://forsiden.test";
const editor = { id: "preview-editor", role: "editor" };
const writer = { id: "preview-writer", role: "contributor" };
const other = { id: "preview-other", role: "contributor" };

describe(`shared preview links (issue 26) on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let draft: { id: string; slug: string };
  let published: { id: string; slug: string };
  beforeAll(async () => {
    setEnvForTesting(parseEnv({ PUBLIC_URL, AUTH_SECRET: "p".repeat(40), LOG_LEVEL: "silent" }));
    db = (await createTestDatabase()).db;
    await db
      .insert(user)
      .values([
        userRow({ id: editor.id, role: "editor" }),
        userRow({ id: writer.id, role: "contributor" }),
        userRow({ id: other.id, role: "contributor" }),
      ]);
    [draft, published] = await db
      .insert(articles)
      .values([
        articleRow({ slug: "hemmelig-kladde", isDraft: true, publishedAt: null, authorId: writer.id }),
        articleRow({ slug: "offentlig-artikel", authorId: writer.id }),
      ])
      .returning({ id: articles.id, slug: articles.slug });
  });
  afterAll(() => setEnvForTesting(undefined));

  const tokenOf = (url: string) => new URL(url).searchParams.get("forhaandsvisning") ?? "";

  it("an editor and the draft's writer get a link to its public address, valid for 48 hours", async () => {
    const now = new Date("2026-11-27T13:32:00Z");
    const link = await createPreviewLink(db, editor, draft.id, PUBLIC_URL, now);
    if (!link.ok) throw new Error(link.reason);
    expect(link.url).toMatch(
      /^https:\/\/forsiden\.test\/article\/hemmelig-kladde\?forhaandsvisning=[0-9a-z]+\.[\w-]{43}$/,
    );
    expect(link.expiresAt).toBe("2026-11-29T13:32:00.000Z");
    expect((await createPreviewLink(db, writer, draft.id, PUBLIC_URL, now)).ok).toBe(true);
  });

  it("another contributor, an unknown article and a published article get no link", async () => {
    expect(await createPreviewLink(db, other, draft.id, PUBLIC_URL)).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(await createPreviewLink(db, editor, "00000000-0000-4000-8000-000000000000", PUBLIC_URL)).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await createPreviewLink(db, editor, "nope", PUBLIC_URL)).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await createPreviewLink(db, editor, published.id, PUBLIC_URL)).toEqual({
      ok: false,
      reason: "published",
    });
  });

  it("an anonymous reader with the token sees the draft; without it or with a bad one, nothing", async () => {
    const link = await createPreviewLink(db, editor, draft.id, PUBLIC_URL);
    if (!link.ok) throw new Error(link.reason);
    const token = tokenOf(link.url);
    expect((await findArticleByPreviewToken(db, draft.slug, token))?.id).toBe(draft.id);
    // The reader's own lookup never finds the draft.
    expect(await findArticleForPage(db, draft.slug)).toBeUndefined();
    // A forged, altered, expired or other article's token finds nothing.
    expect(await findArticleByPreviewToken(db, draft.slug, `${token}x`)).toBeUndefined();
    expect(
      await findArticleByPreviewToken(db, draft.slug, token.replace(/^[0-9a-z]+/, "zzzzzz")),
    ).toBeUndefined();
    const expired = signPreviewToken(draft.id, new Date(Date.now() - 1000));
    expect(await findArticleByPreviewToken(db, draft.slug, expired)).toBeUndefined();
    const forOther = signPreviewToken(published.id, new Date(Date.now() + 3_600_000));
    expect(await findArticleByPreviewToken(db, draft.slug, forOther)).toBeUndefined();
  });
});
