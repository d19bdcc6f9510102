import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { recordAudit } from "~/server/audit.server";
import { articles, auditLog, siteSettings } from "~/server/db/schema";
import { ensureSettingsRow } from "~/server/site-settings.server";
import {
  getOverviewStats,
  listMissingCompanyDetails,
  listRecentActivity,
  loadNewsroomOverview,
} from "./overview.server";
import { CompanyDetailsWarning, OverviewPage } from "./overview-page";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
const HOUR = 3_600_000;

function article(slug: string, extra: Partial<typeof articles.$inferInsert> = {}) {
  return { slug, title: `Titel ${slug}`, excerpt: "Uddrag", content: "Indhold", ...extra };
}

describe(`admin overview queries on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("shows zero and 'no latest article' on an empty database", async () => {
    const stats = await getOverviewStats(handle.db);
    expect(stats).toEqual({ totalArticles: 0, articlesLast24Hours: 0, latestArticle: null });
    expect(await listRecentActivity(handle.db)).toEqual([]);
  });

  it("counts all articles, those created in the last 24 hours, and finds the latest published one", async () => {
    const now = Date.now();
    await handle.db.insert(articles).values([
      article("gammel", { createdAt: new Date(now - 48 * HOUR), publishedAt: new Date(now - 47 * HOUR) }),
      article("lige-over-et-doegn", {
        createdAt: new Date(now - 24 * HOUR - 60_000),
        publishedAt: new Date(now - 20 * HOUR),
      }),
      article("nyeste-publicerede", {
        title: "FCK vinder pokalen",
        category: "Kampe",
        createdAt: new Date(now - 3 * HOUR),
        publishedAt: new Date(now - 2 * HOUR),
      }),
      // A draft and a scheduled article are newer, but neither is out.
      article("kladde", {
        isDraft: true,
        createdAt: new Date(now - HOUR),
        publishedAt: new Date(now - 60_000),
      }),
      article("planlagt", { createdAt: new Date(now - HOUR), publishedAt: new Date(now + 5 * HOUR) }),
    ]);
    const stats = await getOverviewStats(handle.db);
    expect(stats.totalArticles).toBe(5);
    expect(stats.articlesLast24Hours).toBe(3);
    expect(stats.latestArticle).toMatchObject({
      slug: "nyeste-publicerede",
      title: "FCK vinder pokalen",
      category: "Kampe",
    });
    expect(stats.latestArticle?.publishedAt).toBeInstanceOf(Date);
  });

  it("lists the 10 latest audit entries, newest first, with who and what", async () => {
    const actor = { id: "u1", email: "redaktoer@forsiden.test" };
    for (let i = 1; i <= 12; i++) {
      await recordAudit(handle.db, actor, {
        action: "created",
        entityType: "article",
        entityId: String(i),
        summary: `oprettede artiklen "Nummer ${i}"`,
      });
    }
    await recordAudit(handle.db, null, { action: "completed", entityType: "job", summary: "kørte et job" });
    // Same timestamp for all (one transaction clock): the id decides the order.
    await handle.db.update(auditLog).set({ createdAt: sql`now() - interval '5 minutes'` });
    const items = await listRecentActivity(handle.db);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ actorEmail: null, summary: "kørte et job", entityType: "job" });
    expect(items[1]).toMatchObject({
      actorEmail: "redaktoer@forsiden.test",
      summary: 'oprettede artiklen "Nummer 12"',
      action: "created",
      entityId: "12",
    });
    expect(items[9].summary).toBe('oprettede artiklen "Nummer 4"');
    expect(items[0].createdAt).toBeInstanceOf(Date);
  });

  it("warns while any company detail is missing, names them and links to the settings (issue 14)", async () => {
    await ensureSettingsRow(handle.db);
    const warning = (missing: string[], canEditSettings = true) =>
      renderToStaticMarkup(
        createElement(MemoryRouter, null, createElement(CompanyDetailsWarning, { missing, canEditSettings })),
      );

    const allMissing = await listMissingCompanyDetails(handle.db);
    expect(allMissing).toEqual([
      "Virksomhedsnavn",
      "CVR-nummer",
      "Adresse",
      "Postnummer og by",
      "Telefon",
      "E-mail",
      "Ansvarshavende chefredaktør",
    ]);
    expect(warning(allMissing)).toContain("Virksomhedsoplysninger mangler: Virksomhedsnavn, CVR-nummer,");

    await handle.db
      .update(siteSettings)
      .set({
        companyName: "Forsiden ApS",
        companyCvr: "41852736",
        companyStreet: "Vesterbrogade 12",
        companyPostalCity: "1620 København V",
        companyEmail: "kontakt@forsiden.dk",
      })
      .where(eq(siteSettings.id, 1));
    const missing = await listMissingCompanyDetails(handle.db);
    expect(missing).toEqual(["Telefon", "Ansvarshavende chefredaktør"]);
    const html = warning(missing);
    expect(html).toContain(
      "Virksomhedsoplysninger mangler: Telefon, Ansvarshavende chefredaktør. Siderne udelader dem, indtil de er udfyldt.",
    );
    expect(html).toContain('href="/admin/settings"');
    expect(html).toContain("Udfyld virksomhedsoplysninger");
    // An editor cannot open the settings: told to ask an administrator, no link.
    const editorHtml = warning(missing, false);
    expect(editorHtml).toContain("Bed en administrator udfylde dem under Indstillinger.");
    expect(editorHtml).not.toContain('href="/admin/settings"');

    await handle.db
      .update(siteSettings)
      .set({ companyPhone: "+45 33 12 34 56", responsibleEditor: "Mette Kjær Andersen" })
      .where(eq(siteSettings.id, 1));
    expect(await listMissingCompanyDetails(handle.db)).toEqual([]);
    expect(warning([])).toBe("");
  });

  it("gives a contributor no site-wide figures, no audit log and no editor tools (issue 26)", async () => {
    await recordAudit(
      handle.db,
      { id: "u2", email: "chef@forsiden.test" },
      {
        action: "role_changed",
        entityType: "user",
        summary: "gav freelancer@forsiden.test rollen skribent",
      },
    );
    expect(await loadNewsroomOverview(handle.db, "contributor")).toBeNull();
    expect(await loadNewsroomOverview(handle.db, "user")).toBeNull();
    const editor = await loadNewsroomOverview(handle.db, "editor");
    expect(editor?.activity[0].summary).toBe("gav freelancer@forsiden.test rollen skribent");
    expect(editor?.stats.totalArticles).toBe(5);
    expect((await loadNewsroomOverview(handle.db, "admin"))?.stats.totalArticles).toBe(5);

    const render = (newsroom: Awaited<ReturnType<typeof loadNewsroomOverview>>) =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(OverviewPage, {
            newsroom,
            serverNow: new Date().toISOString(),
            canEditSettings: false,
          }),
        ),
      );
    const contributorHtml = render(null);
    expect(contributorHtml).toContain(
      "Velkommen til administrationen af Forsiden. Her skriver du dine artikler og sender dem til redigering.",
    );
    expect(contributorHtml).toContain("Opret ny artikel");
    for (const hidden of [
      "Artikler i alt",
      "Seneste aktivitet",
      "rollen skribent",
      "/admin/ai-article",
      "/admin/clubs",
    ]) {
      expect(contributorHtml).not.toContain(hidden);
    }
    const editorHtml = render(editor);
    expect(editorHtml).toContain("Artikler i alt");
    expect(editorHtml).toContain("gav freelancer@forsiden.test rollen skribent");
    expect(editorHtml).toContain('href="/admin/ai-article"');
  });
});
