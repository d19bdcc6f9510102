import { desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { auditLog, matches } from "~/server/db/schema";
import { cacheGeneration } from "~/server/page-cache.server";
import { createMatch, deleteMatch, listAdminMatches, updateMatch } from "./match-admin.server";
import { kickoffFromParts, kickoffToParts, MATCH_TEXT, parseMatchForm } from "./match-admin-schema";
import { listClubMatches } from "./match-queries.server";
import { handleStandingsAction } from "./standings-admin-actions.server";

let db: Database;
const actor = { id: "admin-1", email: "chef@forsiden.test" };

const valid = {
  homeTeam: "F.C. København",
  awayTeam: "Brøndby IF",
  homeClubSlug: "fck",
  awayClubSlug: "bif",
  date: "2025-03-30",
  time: "18:00",
  competition: "3F Superliga",
  leagueKey: "3f-superliga",
  season: "2024-25",
  status: "upcoming",
  homeScore: "",
  awayScore: "",
};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

/** The standings action's answer to a form of `intent` with the valid match changed by `changes`. */
const submitMatch = (intent: string, changes: Record<string, string>) =>
  handleStandingsAction(db, actor, form({ intent, ...valid, ...changes }));

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  await insertRows(db, {
    clubs: [
      { slug: "fck", name: "F.C. København" },
      { slug: "bif", name: "Brøndby IF" },
      { slug: "agf", name: "AGF" },
    ],
  });
});

beforeEach(async () => {
  await db.delete(matches);
  await db.delete(auditLog);
});

describe("match validation", () => {
  it("accepts an upcoming match without scores; kick-off on the Copenhagen clock", () => {
    const parsed = parseMatchForm(valid);
    expect(parsed).toEqual({
      ok: true,
      data: {
        homeTeam: "F.C. København",
        awayTeam: "Brøndby IF",
        homeClubSlug: "fck",
        awayClubSlug: "bif",
        // 30 March 2025 is summer time (UTC+2).
        kickoffAt: new Date("2025-03-30T16:00:00Z"),
        competition: "3F Superliga",
        leagueKey: "3f-superliga",
        season: "2024-25",
        status: "upcoming",
        homeScore: null,
        awayScore: null,
      },
    });
    expect(kickoffFromParts("2025-01-10", "09:05")).toEqual(new Date("2025-01-10T08:05:00Z"));
    expect(kickoffToParts(new Date("2025-03-14T23:30:00Z"))).toEqual({ date: "2025-03-15", time: "00:30" });
  });

  it("requires both scores when finished", () => {
    expect(parseMatchForm({ ...valid, status: "finished" })).toEqual({
      ok: false,
      fieldErrors: {
        homeScore: "Resultat er påkrævet, når kampen er afsluttet",
        awayScore: "Resultat er påkrævet, når kampen er afsluttet",
      },
    });
    expect(parseMatchForm({ ...valid, status: "finished", homeScore: "2" })).toEqual({
      ok: false,
      fieldErrors: { awayScore: "Resultat er påkrævet, når kampen er afsluttet" },
    });
    const ok = parseMatchForm({ ...valid, status: "finished", homeScore: "2", awayScore: "0" });
    expect(ok.ok && [ok.data.homeScore, ok.data.awayScore]).toEqual([2, 0]);
  });

  it("forbids scores on an upcoming match", () => {
    expect(parseMatchForm({ ...valid, homeScore: "1", awayScore: "0" })).toEqual({
      ok: false,
      fieldErrors: {
        homeScore: "En kommende kamp må ikke have et resultat",
        awayScore: "En kommende kamp må ikke have et resultat",
      },
    });
  });

  it("refuses bad scores, dates, times, status, same teams, unknown league and missing fields", () => {
    expect(
      parseMatchForm({
        ...valid,
        homeTeam: " ",
        awayTeam: "",
        competition: "",
        status: "live",
        leagueKey: "superligaen",
        homeClubSlug: "F C K",
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        homeTeam: "Hjemmehold er påkrævet",
        awayTeam: "Udehold er påkrævet",
        homeClubSlug: "Klub-slug må kun indeholde a-z, 0-9 og bindestreger",
        competition: "Turnering er påkrævet",
        leagueKey: "Ukendt liga",
        status: "Status skal være Kommende eller Afsluttet",
      },
    });
    expect(parseMatchForm({ ...valid, awayTeam: "f.c. københavn" }).ok).toBe(false);
    expect(parseMatchForm({ ...valid, awayTeam: "f.c. københavn" })).toMatchObject({
      fieldErrors: { awayTeam: "Hjemme- og udehold skal være forskellige" },
    });
    expect(parseMatchForm({ ...valid, date: "2025-02-31" })).toMatchObject({
      fieldErrors: { date: "Dato skal være en gyldig dato (ÅÅÅÅ-MM-DD)" },
    });
    // 02:30 does not exist in Copenhagen on 30 March 2025.
    for (const time of ["25:00", "02:30", "kl. 18"]) {
      expect(parseMatchForm({ ...valid, time }), time).toMatchObject({
        fieldErrors: { time: "Tid skal være et klokkeslæt (TT:MM)" },
      });
    }
    expect(parseMatchForm({ ...valid, status: "finished", homeScore: "-1", awayScore: "1.5" })).toMatchObject(
      {
        fieldErrors: {
          homeScore: "Mål skal være et helt tal fra 0 til 99",
          awayScore: "Mål skal være et helt tal fra 0 til 99",
        },
      },
    );
    expect(parseMatchForm({ ...valid, leagueKey: "", season: "2024-25" })).toMatchObject({
      fieldErrors: { season: "Vælg en liga for at angive en sæson" },
    });
  });
});

describe("match writes", () => {
  it("creates a match that the club page lists, audited, cache cleared", async () => {
    const generation = cacheGeneration();
    const outcome = await submitMatch("match-create", { date: "2099-05-01" });
    expect(outcome).toEqual({
      status: 200,
      result: { ok: true, intent: "match-create", title: "Gemt", message: "Kampen er oprettet" },
    });
    expect(cacheGeneration()).toBeGreaterThan(generation);
    const { upcoming } = await listClubMatches(db, "bif");
    expect(upcoming).toMatchObject([
      {
        homeTeam: "F.C. København",
        awayTeam: "Brøndby IF",
        competition: "3F Superliga",
        status: "upcoming",
        homeScore: null,
        kickoffAt: new Date("2099-05-01T16:00:00Z"),
      },
    ]);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "created",
      entityType: "match",
      summary: "oprettede kampen F.C. København – Brøndby IF",
    });
  });

  it("refuses an unknown club slug and writes nothing", async () => {
    const outcome = await submitMatch("match-create", { awayClubSlug: "ob" });
    expect(outcome).toMatchObject({
      status: 400,
      result: {
        ok: false,
        message: "Kampen blev ikke gemt. Ret fejlene og prøv igen.",
        fieldErrors: { awayClubSlug: 'Klubben "ob" findes ikke' },
        values: { awayClubSlug: "ob", homeTeam: "F.C. København" },
      },
    });
    expect(await db.select().from(matches)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("refuses scores on an upcoming match through the action", async () => {
    const outcome = await submitMatch("match-create", { homeScore: "1", awayScore: "1" });
    expect(outcome.status).toBe(400);
    expect(outcome.result).toMatchObject({ fieldErrors: { homeScore: MATCH_TEXT.scoreForbidden } });
    expect(await db.select().from(matches)).toEqual([]);
  });

  it("finishes a match with a score, then deletes it", async () => {
    const parsed = parseMatchForm(valid);
    if (!parsed.ok) throw new Error("expected valid");
    const created = await createMatch(db, actor, parsed.data);
    if (!created.ok) throw new Error("expected created");

    const finished = await submitMatch("match-update", {
      id: created.id,
      status: "finished",
      homeScore: "3",
      awayScore: "1",
    });
    expect(finished.result).toEqual({
      ok: true,
      intent: "match-update",
      title: "Gemt",
      message: "Kampen er opdateret",
    });
    const [row] = await db.select().from(matches).where(eq(matches.id, created.id));
    expect(row).toMatchObject({ status: "finished", homeScore: 3, awayScore: 1 });

    // Back to upcoming clears nothing silently: scores must be removed first.
    const back = await submitMatch("match-update", {
      id: created.id,
      status: "upcoming",
      homeScore: "3",
      awayScore: "1",
    });
    expect(back.status).toBe(400);

    const deleted = await handleStandingsAction(db, actor, form({ intent: "match-delete", id: created.id }));
    expect(deleted.result).toEqual({
      ok: true,
      intent: "match-delete",
      title: "Gemt",
      message: "Kampen er slettet",
    });
    expect(await db.select().from(matches)).toEqual([]);
    const audit = await db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(audit.map((a) => a.summary)).toEqual([
      "slettede kampen F.C. København – Brøndby IF",
      "opdaterede kampen F.C. København – Brøndby IF",
      "oprettede kampen F.C. København – Brøndby IF",
    ]);
  });

  it("answers 'not found' for a missing or malformed id", async () => {
    const parsed = parseMatchForm(valid);
    if (!parsed.ok) throw new Error("expected valid");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await updateMatch(db, actor, missing, parsed.data)).toEqual({
      ok: false,
      status: 404,
      message: "Kampen findes ikke længere",
    });
    expect(await deleteMatch(db, actor, missing)).toEqual({
      ok: false,
      status: 404,
      message: "Kampen findes ikke længere",
    });
    expect((await handleStandingsAction(db, actor, form({ intent: "match-delete", id: "x" }))).status).toBe(
      404,
    );
  });

  it("lists matches by league and by club, latest first", async () => {
    const base = parseMatchForm(valid);
    if (!base.ok) throw new Error("expected valid");
    const at = (iso: string) => new Date(iso);
    await createMatch(db, actor, { ...base.data, kickoffAt: at("2025-03-01T17:00:00Z") });
    await createMatch(db, actor, {
      ...base.data,
      homeTeam: "AGF",
      homeClubSlug: "agf",
      awayTeam: "Randers FC",
      awayClubSlug: null,
      kickoffAt: at("2025-03-08T17:00:00Z"),
    });
    await createMatch(db, actor, {
      ...base.data,
      awayTeam: "Malmö FF",
      awayClubSlug: null,
      competition: "Træningskamp",
      leagueKey: null,
      season: null,
      kickoffAt: at("2025-01-15T12:00:00Z"),
    });
    const label = (rows: { homeTeam: string; awayTeam: string }[]) =>
      rows.map((m) => `${m.homeTeam}-${m.awayTeam}`);
    expect(label(await listAdminMatches(db))).toEqual([
      "AGF-Randers FC",
      "F.C. København-Brøndby IF",
      "F.C. København-Malmö FF",
    ]);
    expect(label(await listAdminMatches(db, { leagueKey: "3f-superliga" }))).toEqual([
      "AGF-Randers FC",
      "F.C. København-Brøndby IF",
    ]);
    expect(label(await listAdminMatches(db, { clubSlug: "fck" }))).toEqual([
      "F.C. København-Brøndby IF",
      "F.C. København-Malmö FF",
    ]);
    expect(label(await listAdminMatches(db, { leagueKey: "3f-superliga", clubSlug: "bif" }))).toEqual([
      "F.C. København-Brøndby IF",
    ]);
  });
});
