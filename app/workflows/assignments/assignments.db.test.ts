import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articleRow, clubRow, userRow } from "#tests/support/factories.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import {
  findAssignmentDraft,
  getPlanning,
  listAssignments,
  listMyOpenAssignments,
} from "~/features/assignments/assignment-queries.server";
import { handleCreateArticle } from "~/features/editorial/article-actions.server";
import { deleteArticle } from "~/features/editorial/article-mutations.server";
import { transitionArticle } from "~/features/editorial/workflow.server";
import { toDateTimeLocal } from "~/lib/datetime-local";
import { formatDanishDateTime } from "~/lib/relative-time";
import {
  articles,
  assignments,
  auditLog,
  clubs,
  liveEvents,
  matches,
  staffNotifications,
  user,
} from "~/server/db/schema";
import type { Mail } from "~/server/mail.server";
import { handleAssignmentAction } from "./assignment-mutations.server";
import { assignmentStart } from "./start-draft.server";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const editor = { id: "red-1", email: "rikke@forsiden.test", name: "Rikke Redaktør", role: "editor" };
const writer = { id: "skr-1", email: "sofie@forsiden.test", name: "Sofie Lund", role: "contributor" };
const other = { id: "skr-2", email: "jonas@forsiden.test", name: "Jonas Holm", role: "contributor" };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

function inHours(hours: number): string {
  return toDateTimeLocal(new Date(Date.now() + hours * HOUR));
}

describe(`assignments ('Opgaver') on ${TEST_DB_KIND}`, () => {
  let handle: Handle;
  let mails: Mail[] = [];
  const effects = { send: async (mail: Mail) => void mails.push(mail) };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db
      .insert(user)
      .values([
        userRow({ ...editor, nameConfirmedAt: new Date() }),
        userRow(writer),
        userRow(other),
        userRow({ id: "laeser-1", email: "laeser@forsiden.test", name: "Læser", role: "user" }),
      ]);
  });

  async function create(values: Record<string, string>, actor = editor) {
    mails = [];
    return handleAssignmentAction(
      handle.db,
      actor,
      form({ intent: "create", ...values }),
      undefined,
      new Date(),
      effects,
    );
  }

  async function byTitle(title: string) {
    const [row] = await handle.db.select().from(assignments).where(eq(assignments.title, title));
    return row;
  }

  it("an editor creates an assignment: stored, audited, an 'assignment' event, and the assignee notified by bell and mail", async () => {
    const deadline = inHours(30);
    const { result, status } = await create({
      title: "Optakt til derbyet",
      brief: "Tal med begge trænere.",
      deadline,
      assigneeId: writer.id,
    });
    expect(status).toBe(200);
    expect(result).toEqual({ ok: true, intent: "create", message: "Opgaven er oprettet" });
    const row = await byTitle("Optakt til derbyet");
    expect(row).toMatchObject({
      status: "open",
      assigneeId: writer.id,
      createdBy: editor.id,
      articleId: null,
    });
    expect(toDateTimeLocal(row.deadline)).toBe(deadline);

    const text = `Rikke Redaktør har givet dig opgaven "Optakt til derbyet" (deadline ${formatDanishDateTime(row.deadline)})`;
    const notes = await handle.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.userId, writer.id));
    expect(notes).toMatchObject([{ kind: "assignment", text, href: "/admin/opgaver" }]);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[writer.email, `Forsiden: ${text}`]]);

    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit).toMatchObject([
      { action: "created", entityType: "assignment", summary: 'oprettede opgaven "Optakt til derbyet"' },
    ]);
    const events = await handle.db.select().from(liveEvents).where(eq(liveEvents.topic, "newsroom"));
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ event: "assignment", data: { assignmentId: row.id } }),
    );
  });

  it("refuses a deadline in the past, a missing title and a non-staff assignee, and stores nothing", async () => {
    const past = await create({ title: "For sent", deadline: inHours(-1), assigneeId: writer.id });
    expect(past.status).toBe(400);
    expect(past.result).toMatchObject({
      ok: false,
      fieldErrors: { deadline: "Deadline skal ligge i fremtiden" },
    });

    const short = await create({ title: "Ab", deadline: inHours(5), assigneeId: "" });
    expect(short.result).toMatchObject({
      fieldErrors: {
        title: "Arbejdstitel skal være mellem 3 og 200 tegn",
        assigneeId: "Vælg hvem opgaven er til",
      },
    });

    const reader = await create({ title: "Til en læser", deadline: inHours(5), assigneeId: "laeser-1" });
    expect(reader.status).toBe(400);
    expect(reader.result).toMatchObject({ fieldErrors: { assigneeId: "Vælg hvem opgaven er til" } });
    expect(await byTitle("For sent")).toBeUndefined();
    expect(await byTitle("Til en læser")).toBeUndefined();
  });

  it("a contributor cannot create, edit, cancel or finish an assignment (403, nothing changes)", async () => {
    const created = await create(
      { title: "Skribentens egen", deadline: inHours(5), assigneeId: writer.id },
      writer,
    );
    expect(created.status).toBe(403);
    expect(await byTitle("Skribentens egen")).toBeUndefined();

    await create({ title: "Kun redaktøren", deadline: inHours(5), assigneeId: writer.id });
    const row = await byTitle("Kun redaktøren");
    for (const intent of ["update", "cancel", "done"]) {
      const outcome = await handleAssignmentAction(
        handle.db,
        writer,
        form({ intent, id: row.id, title: "Ændret", deadline: inHours(6), assigneeId: writer.id }),
      );
      expect(outcome.status).toBe(403);
    }
    expect(await byTitle("Kun redaktøren")).toMatchObject({ status: "open" });
  });

  it("an edit to another assignee notifies the new one; cancel and done close it; a closed one is not changed again", async () => {
    await create({ title: "Transferrygter", deadline: inHours(10), assigneeId: writer.id });
    const row = await byTitle("Transferrygter");
    mails = [];
    const edited = await handleAssignmentAction(
      handle.db,
      editor,
      form({
        intent: "update",
        id: row.id,
        title: "Transferrygter i FCK",
        deadline: inHours(12),
        assigneeId: other.id,
      }),
      undefined,
      new Date(),
      effects,
    );
    expect(edited).toEqual({
      result: { ok: true, intent: "update", message: "Opgaven er gemt" },
      status: 200,
    });
    const notes = await handle.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.userId, other.id));
    expect(notes.map((n) => n.text)).toEqual([
      expect.stringContaining('har givet dig opgaven "Transferrygter i FCK"'),
    ]);

    const cancelled = await handleAssignmentAction(handle.db, editor, form({ intent: "cancel", id: row.id }));
    expect(cancelled.result).toMatchObject({ ok: true, message: "Opgaven er annulleret" });
    expect((await byTitle("Transferrygter i FCK")).status).toBe("cancelled");
    const again = await handleAssignmentAction(handle.db, editor, form({ intent: "done", id: row.id }));
    expect(again).toMatchObject({ status: 409, result: { message: "Opgaven er lukket" } });

    const unknown = await handleAssignmentAction(handle.db, editor, form({ intent: "slet", id: row.id }));
    expect(unknown).toMatchObject({ status: 400, result: { message: "Ukendt handling" } });
  });

  it("an edit keeps a deadline that has passed, but refuses moving it into the past", async () => {
    const [row] = await handle.db
      .insert(assignments)
      .values({ title: "Gammel opgave", deadline: new Date(Date.now() - 2 * HOUR), assigneeId: writer.id })
      .returning();
    const kept = await handleAssignmentAction(
      handle.db,
      editor,
      form({
        intent: "update",
        id: row.id,
        title: "Gammel opgave, ny brief",
        deadline: toDateTimeLocal(row.deadline),
        assigneeId: writer.id,
      }),
    );
    expect(kept.status).toBe(200);
    const moved = await handleAssignmentAction(
      handle.db,
      editor,
      form({
        intent: "update",
        id: row.id,
        title: "Gammel opgave",
        deadline: inHours(-5),
        assigneeId: writer.id,
      }),
    );
    expect(moved.result).toMatchObject({ fieldErrors: { deadline: "Deadline skal ligge i fremtiden" } });
  });

  it("a contributor lists only their own assignments, even when asking for all; overdue is marked", async () => {
    await handle.db.insert(assignments).values([
      { title: "Overskredet opgave", deadline: new Date(Date.now() - HOUR), assigneeId: writer.id },
      { title: "Jonas' opgave", deadline: new Date(Date.now() + HOUR), assigneeId: other.id },
    ]);
    const rows = await listAssignments(handle.db, writer, { scope: "all", showDone: false });
    expect(rows.every((r) => r.assigneeId === writer.id)).toBe(true);
    expect(rows.find((r) => r.title === "Overskredet opgave")).toMatchObject({
      status: "open",
      overdue: true,
    });
    expect(rows.find((r) => r.title === "Optakt til derbyet")).toMatchObject({
      overdue: false,
      assigneeName: "Sofie Lund",
    });
    // Sorted by deadline.
    const deadlines = rows.map((r) => r.deadline);
    expect([...deadlines].sort()).toEqual(deadlines);

    const all = await listAssignments(handle.db, editor, { scope: "all", showDone: false });
    expect(all.map((r) => r.title)).toContain("Jonas' opgave");
    expect(all.map((r) => r.title)).not.toContain("Transferrygter i FCK");
    const withDone = await listAssignments(handle.db, editor, { scope: "all", showDone: true });
    expect(withDone.find((r) => r.title === "Transferrygter i FCK")).toMatchObject({
      status: "cancelled",
      overdue: false,
    });
  });

  it("starting the draft prefills from the assignment, links the article and sets 'started' in the create's transaction", async () => {
    const [club] = await handle.db
      .insert(clubs)
      .values(clubRow({ slug: "brondby-if", name: "Brøndby IF" }))
      .returning();
    await create({
      title: "Brøndby før pokalkampen",
      deadline: inHours(20),
      assigneeId: writer.id,
      clubId: club.id,
    });
    const row = await byTitle("Brøndby før pokalkampen");

    expect(await findAssignmentDraft(handle.db, row.id, other)).toEqual({
      ok: false,
      status: 403,
      message: "Opgaven er ikke tildelt dig",
    });
    const draft = await findAssignmentDraft(handle.db, row.id, writer);
    expect(draft).toMatchObject({
      ok: true,
      assignment: { title: "Brøndby før pokalkampen", tags: ["klub:brondby-if"] },
    });

    // Another contributor cannot start it: 403, and no article is created.
    const articleForm = form({
      title: "Brøndby klar til pokalen",
      category: "Nyheder",
      excerpt: "Uddrag",
      content: "Brødtekst.",
      tags: '["klub:brondby-if"]',
      isDraft: "on",
      opgave: row.id,
    });
    const refused = await assignmentStart(handle.db, other, articleForm);
    expect(refused).toMatchObject({
      ok: false,
      status: 403,
      result: { message: "Opgaven er ikke tildelt dig" },
    });

    const start = await assignmentStart(handle.db, writer, articleForm);
    if (!start.ok) throw new Error("start refused");
    const created = await handleCreateArticle(
      handle.db,
      writer,
      articleForm,
      undefined,
      undefined,
      start.afterInsert,
    );
    expect(created.status).toBe(200);
    const articleId = created.result.ok ? created.result.article?.id : undefined;
    expect(await byTitle("Brøndby før pokalkampen")).toMatchObject({ status: "started", articleId });

    // Started and still a draft: 'I gang'. A second start is refused before anything is written.
    const listed = await listMyOpenAssignments(handle.db, writer.id);
    expect(listed.find((r) => r.id === row.id)).toMatchObject({ status: "started", articleId });
    const second = await assignmentStart(handle.db, writer, articleForm);
    expect(second).toMatchObject({
      ok: false,
      status: 409,
      result: { message: "Opgaven er allerede startet" },
    });

    // Once the article is out, the assignment shows 'Færdig' and leaves 'Mine opgaver'.
    await handle.db
      .update(articles)
      .set({ isDraft: false, publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(articles.id, articleId as string));
    const done = await listAssignments(handle.db, writer, { scope: "mine", showDone: true });
    expect(done.find((r) => r.id === row.id)).toMatchObject({ status: "done", overdue: false });
    expect((await listMyOpenAssignments(handle.db, writer.id)).map((r) => r.id)).not.toContain(row.id);
  });

  /** The writer's draft titled `title` and the started assignment (due in a day) it was begun from. */
  async function startedAssignment(title: string) {
    const [article] = await handle.db
      .insert(articles)
      .values(articleRow({ title, isDraft: true, publishedAt: null, authorId: writer.id }))
      .returning({ id: articles.id, version: articles.version });
    const [assignment] = await handle.db
      .insert(assignments)
      .values({
        title,
        deadline: new Date(Date.now() + 86_400_000),
        assigneeId: writer.id,
        createdBy: editor.id,
        articleId: article.id,
        status: "started",
      })
      .returning({ id: assignments.id });
    return { article, assignment };
  }

  it("publishing the started article closes its assignment in the same transaction ('done' is stored)", async () => {
    const { article, assignment } = await startedAssignment("Kampoptakt til derbyet");
    const published = await transitionArticle(handle.db, editor, article.id, "publish", {
      version: article.version,
    });
    expect(published.ok).toBe(true);
    const [row] = await handle.db
      .select({ status: assignments.status })
      .from(assignments)
      .where(eq(assignments.id, assignment.id));
    expect(row.status).toBe("done");
  });

  it("deleting a started assignment's draft opens the assignment again", async () => {
    const { article, assignment } = await startedAssignment("Slettet udkast");
    expect(await deleteArticle(handle.db, editor, article.id)).toBe(true);
    const [row] = await handle.db
      .select({ status: assignments.status, articleId: assignments.articleId })
      .from(assignments)
      .where(eq(assignments.id, assignment.id));
    expect(row).toEqual({ status: "open", articleId: null });
  });

  it("a start that loses the race rolls the article back with it", async () => {
    await create({ title: "Kapløbet", deadline: inHours(20), assigneeId: writer.id });
    const row = await byTitle("Kapløbet");
    const articleForm = form({
      title: "Kapløbets artikel",
      category: "Nyheder",
      excerpt: "Uddrag",
      content: "Brødtekst.",
      tags: "[]",
      isDraft: "on",
      opgave: row.id,
    });
    const first = await assignmentStart(handle.db, writer, articleForm);
    const second = await assignmentStart(handle.db, writer, articleForm);
    if (!first.ok || !second.ok) throw new Error("start refused");
    expect(
      (await handleCreateArticle(handle.db, writer, articleForm, undefined, undefined, first.afterInsert))
        .status,
    ).toBe(200);
    const lost = await handleCreateArticle(
      handle.db,
      writer,
      articleForm,
      undefined,
      undefined,
      second.afterInsert,
    );
    expect(lost.status).toBe(500);
    const stored = await handle.db.select().from(articles).where(eq(articles.title, "Kapløbets artikel"));
    expect(stored).toHaveLength(1);
  });

  it("planlægning lists per Copenhagen day: assignments due, articles in review (today) and scheduled articles", async () => {
    const now = new Date();
    const [match] = await handle.db
      .insert(matches)
      .values({
        homeTeam: "FC København",
        awayTeam: "Brøndby IF",
        kickoffAt: new Date(now.getTime() + 2 * DAY),
        competition: "3F Superliga",
      })
      .returning();
    await handle.db.insert(assignments).values([
      {
        title: "Kampoptakt",
        deadline: new Date(now.getTime() + 2 * DAY),
        assigneeId: writer.id,
        matchId: match.id,
      },
      {
        title: "Annulleret plan",
        deadline: new Date(now.getTime() + 2 * DAY),
        assigneeId: writer.id,
        status: "cancelled",
      },
      { title: "Alt for sent", deadline: new Date(now.getTime() + 9 * DAY), assigneeId: writer.id },
    ]);
    await handle.db.insert(articles).values([
      articleRow({
        title: "Venter på redaktøren",
        isDraft: true,
        publishedAt: null,
        reviewState: "submitted",
      }),
      articleRow({ title: "Planlagt om tre dage", publishedAt: new Date(now.getTime() + 3 * DAY) }),
      articleRow({
        title: "Planlagt kladde",
        isDraft: true,
        publishedAt: new Date(now.getTime() + 3 * DAY),
      }),
      articleRow({ title: "Allerede ude", publishedAt: new Date(now.getTime() - HOUR) }),
    ]);
    const days = await getPlanning(handle.db, now);
    expect(days).toHaveLength(8);
    expect(days.slice(0, 2).map((d) => d.label)).toEqual(["I dag", "I morgen"]);
    const titles = (d: (typeof days)[number]) => ({
      assignments: d.assignments.map((a) => a.title),
      inReview: d.inReview.map((a) => a.title),
      scheduled: d.scheduled.map((a) => a.title),
    });
    expect(titles(days[0]).inReview).toEqual(["Venter på redaktøren"]);
    expect(days.slice(1).every((d) => d.inReview.length === 0)).toBe(true);
    const dueDay = days.find((d) => d.assignments.some((a) => a.title === "Kampoptakt"));
    expect(dueDay?.assignments.find((a) => a.title === "Kampoptakt")?.matchLabel).toBe(
      "FC København – Brøndby IF",
    );
    expect(days.flatMap((d) => titles(d).assignments)).not.toContain("Annulleret plan");
    expect(days.flatMap((d) => titles(d).assignments)).not.toContain("Alt for sent");
    const scheduled = days.flatMap((d) => titles(d).scheduled);
    expect(scheduled).toContain("Planlagt om tre dage");
    expect(scheduled).not.toContain("Planlagt kladde");
    expect(scheduled).not.toContain("Allerede ude");
    // Three days on: the fourth or, near midnight, a neighbouring Copenhagen day.
    const at = days.findIndex((d) => titles(d).scheduled.includes("Planlagt om tre dage"));
    expect([3, 4]).toContain(at);
  });
});
