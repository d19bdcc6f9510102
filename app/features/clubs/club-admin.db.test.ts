import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { useDatabaseWithStorage } from "#tests/support/local-storage.ts";
import { TEST_DB_KIND } from "#tests/support/test-database.ts";
import type { Database } from "~/server/db/client.server";
import { auditLog, clubs } from "~/server/db/schema";
import { cacheGeneration } from "~/server/page-cache.server";
import type { ObjectStorage } from "~/server/storage.server";
import { type ClubActionResult, clubStats, handleClubAction, listAdminClubs } from "./club-admin.server";
import { parseClubAdminFilters } from "./club-admin-schema";

const actor = { id: "editor-1", email: "redaktion@forsiden.test" };
const BUCKET_DIR = "article-images";

type ClubRow = typeof clubs.$inferInsert;

const base = (slug: string, name: string, league: string, country: string, extra: Partial<ClubRow> = {}) => ({
  slug,
  name,
  league,
  country,
  stadium: `${name} Stadion`,
  location: `${name} By`,
  ...extra,
});

async function png(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 1 } } })
    .png()
    .toBuffer();
}

describe(`club management on ${TEST_DB_KIND}`, () => {
  let db: Database;
  let dir: string;
  let storage: ObjectStorage;
  let fckId: string;

  const fields = (overrides: Record<string, string> = {}) => ({
    name: "FC København",
    shortName: "FCK",
    description: "Klubben fra Parken.",
    website: "fck.dk",
    stadium: "Parken",
    location: "København",
    founded: "1992",
    country: "Danmark",
    league: "3F Superliga",
    ...overrides,
  });

  function form(intent: "update" | "create", values: Record<string, string>, logo?: File) {
    const data = new FormData();
    data.set("intent", intent);
    if (intent === "update") data.set("id", fckId);
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    if (logo) data.set("logo", logo);
    return data;
  }

  const update = (overrides: Record<string, string> = {}, logo?: File) =>
    handleClubAction(db, storage, actor, form("update", fields(overrides), logo));
  const create = (values: Record<string, string>, logo?: File) =>
    handleClubAction(db, storage, actor, form("create", values, logo));
  const fck = async () => (await db.select().from(clubs).where(eq(clubs.id, fckId)))[0];
  const storedFiles = async () => readdir(path.join(dir, BUCKET_DIR)).catch(() => [] as string[]);
  const failure = (result: ClubActionResult) => {
    if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
    return result;
  };

  useDatabaseWithStorage("forsiden-club-logo-", (setup) => {
    ({ db, dir, storage } = setup);
  });
  beforeEach(async () => {
    await db.delete(auditLog);
    await db.delete(clubs);
    const rows = await db
      .insert(clubs)
      .values([
        base("fc-kobenhavn", "FC København", "3F Superliga", "Danmark", {
          shortName: "FCK",
          website: "fck.dk",
          description: "Klubben fra Parken.",
          logoUrl: "/storage/article-images/club-logo-fc-kobenhavn-1700000000000.png",
        }),
        base("agf", "AGF", "3F Superliga", "Danmark", { website: "agf.dk" }),
        base("hobro", "Hobro IK", "Betinia Liga", "Danmark", { description: "  " }),
        base("danmark", "Danmark", "Landshold", "Danmark", { website: "" }),
        base("arsenal", "Arsenal", "Premier League", "England", {
          website: "arsenal.com",
          description: "London.",
        }),
        base("leeds", "Leeds United", "Championship", "England"),
        base("bayern", "Bayern München", "Bundesliga", "Tyskland", { stadium: "Allianz Arena" }),
      ])
      .returning({ id: clubs.id, slug: clubs.slug });
    fckId = rows.find((r) => r.slug === "fc-kobenhavn")!.id;
  });

  describe("founded (spec §5/§9: 1800 to 2030, integer or null)", () => {
    const refused = "Stiftet skal være et helt årstal mellem 1800 og 2030";

    it.each(["1799", "2031", "1900.5", "abc", "19e2", "-1900", "0"])(
      "refuses %j and changes nothing",
      async (value) => {
        const { result, status } = await update({ founded: value, name: "Ændret navn" });
        expect(status).toBe(400);
        const f = failure(result);
        expect(f.message).toBe(`Failed to update club: ${refused}`);
        expect(f.fieldErrors?.founded).toBe(refused);
        const row = await fck();
        expect(row.name).toBe("FC København");
        expect(row.founded).toBeNull();
      },
    );

    it.each([
      ["1800", 1800],
      ["2030", 2030],
      [" 1876 ", 1876],
      ["", null],
    ])("stores %j as %j", async (value, stored) => {
      const { result, status } = await update({ founded: value });
      expect(status).toBe(200);
      expect(result).toMatchObject({ ok: true, message: "Club updated successfully!" });
      expect((await fck()).founded).toBe(stored);
    });
  });

  describe("website (spec §3: stored without scheme)", () => {
    it.each([
      ["https://www.x.dk/", "www.x.dk"],
      ["http://www.x.dk", "www.x.dk"],
      ["HTTPS://FCK.dk/en/", "fck.dk/en"],
      ["www.brondby.com", "www.brondby.com"],
      ["  agf.dk//  ", "agf.dk"],
      ["//fcm.dk", "fcm.dk"],
      ["", null],
    ])("stores %j as %j", async (input, stored) => {
      const { status } = await update({ website: input });
      expect(status).toBe(200);
      expect((await fck()).website).toBe(stored);
    });

    it.each(["javascript:alert(1)", "ftp://fck.dk", "ikke en adresse", "mailto:info@fck.dk", "fck"])(
      "refuses %j",
      async (input) => {
        const { result, status } = await update({ website: input });
        expect(status).toBe(400);
        expect(failure(result).message).toBe(
          "Failed to update club: Hjemmeside skal være en gyldig webadresse, fx www.klub.dk",
        );
        expect((await fck()).website).toBe("fck.dk");
      },
    );
  });

  describe("country and league (spec §5, §9)", () => {
    it("refuses a league that is not one of the chosen country's", async () => {
      const { result, status } = await update({ country: "Danmark", league: "Premier League" });
      expect(status).toBe(400);
      const f = failure(result);
      expect(f.message).toBe("Failed to update club: Premier League er ikke en liga i Danmark");
      expect(f.fieldErrors).toEqual({ league: "Premier League er ikke en liga i Danmark" });
      expect((await fck()).league).toBe("3F Superliga");
    });

    it("accepts the country's leagues and Landshold", async () => {
      expect((await update({ country: "England", league: "Championship" })).status).toBe(200);
      expect(await fck()).toMatchObject({ country: "England", league: "Championship" });
      expect((await update({ country: "Island", league: "Landshold" })).status).toBe(200);
      expect(await fck()).toMatchObject({ country: "Island", league: "Landshold" });
      expect((await update({ country: "Island", league: "Úrvalsdeild" })).status).toBe(200);
    });

    it("refuses a country outside the spec's list", async () => {
      const { result } = await update({ country: "Atlantis", league: "Landshold" });
      expect(failure(result).fieldErrors?.country).toBe("Vælg et land fra listen");
    });
  });

  describe("required fields (spec §5: name, country and league)", () => {
    it("names each missing field, and the toast the first one", async () => {
      const { result, status } = await update({ name: "   ", country: "", league: "" });
      expect(status).toBe(400);
      const f = failure(result);
      expect(f.message).toBe("Failed to update club: Navn er påkrævet");
      expect(f.fieldErrors).toEqual({
        name: "Navn er påkrævet",
        country: "Land er påkrævet",
        league: "Liga er påkrævet",
      });
      expect(await db.select().from(auditLog)).toHaveLength(0);
    });

    it("stores empty optional fields as null and records the change", async () => {
      const generation = cacheGeneration();
      const { result, status } = await update({
        name: "  FC København  ",
        shortName: "",
        description: "",
        stadium: "",
        location: "",
      });
      expect(status).toBe(200);
      expect(result).toMatchObject({ ok: true, intent: "update", club: { slug: "fc-kobenhavn" } });
      expect(await fck()).toMatchObject({
        name: "FC København",
        shortName: null,
        description: null,
        stadium: null,
        location: null,
      });
      expect(cacheGeneration()).toBeGreaterThan(generation);
      const [entry] = await db.select().from(auditLog);
      expect(entry).toMatchObject({
        actorEmail: actor.email,
        action: "updated",
        entityType: "club",
        entityId: fckId,
        summary: 'opdaterede klubben "FC København"',
      });
      expect((entry.metadata as { changed: string[] }).changed).toEqual(
        expect.arrayContaining(["shortName", "description", "stadium", "location"]),
      );
    });

    it("refuses a save made after someone else's (the dialog's updated_at moved on)", async () => {
      const data = form("update", fields({ name: "Sent navn" }));
      data.set("updatedAt", new Date(Date.now() - 60_000).toISOString());
      const { result, status } = await handleClubAction(db, storage, actor, data);
      expect(status).toBe(409);
      expect(failure(result).message).toBe(
        "Failed to update club: Klubben er ændret af en anden i mellemtiden. Luk dialogen og åbn klubben igen.",
      );
      expect((await fck()).name).toBe("FC København");
    });

    it("accepts the updated_at the dialog was opened with", async () => {
      const data = form("update", fields({ name: "FC København A/S" }));
      data.set("updatedAt", (await fck()).updatedAt.toISOString());
      expect((await handleClubAction(db, storage, actor, data)).status).toBe(200);
      expect((await fck()).name).toBe("FC København A/S");
    });

    it("answers 404 for a club that does not exist", async () => {
      const data = form("update", fields());
      data.set("id", "00000000-0000-4000-8000-000000000000");
      const { result, status } = await handleClubAction(db, storage, actor, data);
      expect(status).toBe(404);
      expect(failure(result).message).toBe("Failed to update club: Klubben findes ikke længere");
    });
  });

  describe("logo (spec §7: club-logo-{slug}-{timestamp}.{ext}, verified like article images)", () => {
    it("stores a PNG as club-logo-{slug}-{timestamp}.png and points logo_url at it", async () => {
      const before = Date.now();
      const logo = new File([await png()], "fck.png", { type: "image/png" });
      const { result, status } = await update({}, logo);
      expect(status).toBe(200);
      expect(result.ok).toBe(true);
      const { logoUrl } = await fck();
      const match = logoUrl?.match(/^\/storage\/article-images\/club-logo-fc-kobenhavn-(\d{13})\.png$/);
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(before);
      const name = logoUrl!.split("/").pop()!;
      expect(await storedFiles()).toContain(name);
      const meta = await sharp(path.join(dir, BUCKET_DIR, name)).metadata();
      expect(meta).toMatchObject({ format: "png", width: 64, height: 64 });
    });

    it("refuses a file that is not an image with 'Failed to process update' and writes nothing", async () => {
      const filesBefore = await storedFiles();
      const fake = new File([Buffer.from("dette er ikke et billede, bare tekst")], "logo.png", {
        type: "image/png",
      });
      const { result, status } = await update({ name: "Må ikke gemmes" }, fake);
      expect(status).toBe(400);
      const f = failure(result);
      expect(f.message).toBe("Failed to process update");
      expect(f.description).toBe("Kun billedfiler er tilladt");
      expect(f.fieldErrors).toEqual({ logo: "Kun billedfiler er tilladt" });
      const row = await fck();
      expect(row.name).toBe("FC København");
      expect(row.logoUrl).toBe("/storage/article-images/club-logo-fc-kobenhavn-1700000000000.png");
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it("refuses a non-image content type before reading it", async () => {
      const text = new File(["hej"], "logo.txt", { type: "text/plain" });
      const f = failure((await update({}, text)).result);
      expect(f.message).toBe("Failed to process update");
      expect(f.description).toBe("Kun billedfiler er tilladt");
    });

    it("does not store a logo when the fields are refused", async () => {
      const filesBefore = await storedFiles();
      const logo = new File([await png()], "fck.png", { type: "image/png" });
      const { status } = await update({ founded: "1799" }, logo);
      expect(status).toBe(400);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it("removes the logo on request (the page falls back to the bundled crest)", async () => {
      const data = form("update", fields());
      data.set("removeLogo", "on");
      expect((await handleClubAction(db, storage, actor, data)).status).toBe(200);
      expect((await fck()).logoUrl).toBeNull();
    });
  });

  describe("creating a club (unique slug derived from the name)", () => {
    const newClub = {
      name: "Ærø Boldklub",
      country: "Danmark",
      league: "Betinia Liga",
      founded: "1921",
      website: "https://www.aeroe-bk.dk/",
    };

    it("derives the slug like the existing club addresses (æ → ae, ø → o, å → aa) and stores the club", async () => {
      const { result, status } = await create(newClub);
      expect(status).toBe(201);
      expect(result).toMatchObject({
        ok: true,
        intent: "create",
        message: "Klubben er oprettet",
        club: { slug: "aero-boldklub", name: "Ærø Boldklub" },
      });
      const [row] = await db.select().from(clubs).where(eq(clubs.slug, "aero-boldklub"));
      expect(row).toMatchObject({ founded: 1921, website: "www.aeroe-bk.dk", logoUrl: null });
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
      expect(entry).toMatchObject({ action: "created", summary: 'oprettede klubben "Ærø Boldklub"' });
    });

    it("refuses a second club with the same slug, with a clear message", async () => {
      expect((await create(newClub)).status).toBe(201);
      const { result, status } = await create({ ...newClub, name: "ÆRØ boldklub!" });
      expect(status).toBe(409);
      const f = failure(result);
      expect(f.message).toBe(
        "Kunne ikke oprette klubben: Der findes allerede en klub med adressen /klubber/aero-boldklub",
      );
      expect(f.fieldErrors?.slug).toBe("Der findes allerede en klub med adressen /klubber/aero-boldklub");
      expect(await db.select().from(clubs).where(eq(clubs.slug, "aero-boldklub"))).toHaveLength(1);
    });

    it("refuses a typed slug that an existing club has", async () => {
      const { result, status } = await create({ ...newClub, slug: "AGF" });
      expect(status).toBe(409);
      expect(failure(result).fieldErrors?.slug).toBe("Der findes allerede en klub med adressen /klubber/agf");
    });

    it("uses a typed slug and stores a logo under it", async () => {
      const logo = new File([await png(40, 40)], "logo.webp", { type: "image/png" });
      const { result, status } = await create({ ...newClub, slug: "Aeroe-BK" }, logo);
      expect(status).toBe(201);
      expect(result).toMatchObject({ club: { slug: "aeroe-bk" } });
      const [row] = await db.select().from(clubs).where(eq(clubs.slug, "aeroe-bk"));
      expect(row.logoUrl).toMatch(/^\/storage\/article-images\/club-logo-aeroe-bk-\d{13}\.png$/);
    });

    it("refuses a name from which no slug can be made", async () => {
      const { result, status } = await create({ ...newClub, name: "!!!" });
      expect(status).toBe(400);
      expect(failure(result).fieldErrors?.slug).toBe(
        "Adressen kan ikke dannes ud fra navnet. Skriv en adresse med a-z, 0-9 og bindestreger",
      );
    });

    it("validates like an update (required fields, league by country)", async () => {
      const { result } = await create({ name: "Ny klub", country: "Norge", league: "Allsvenskan" });
      expect(failure(result).message).toBe("Kunne ikke oprette klubben: Allsvenskan er ikke en liga i Norge");
      expect(
        await db
          .select()
          .from(clubs)
          .where(and(eq(clubs.name, "Ny klub"))),
      ).toHaveLength(0);
    });
  });

  describe("list (spec §7: ordered by country, league, name) and filters", () => {
    const list = (query: string) => listAdminClubs(db, parseClubAdminFilters(new URLSearchParams(query)));
    const names = async (query: string) => (await list(query)).map((c) => c.name);

    it("orders all clubs by country, league, name", async () => {
      expect(await names("")).toEqual([
        "AGF",
        "FC København",
        "Hobro IK",
        "Danmark",
        "Leeds United",
        "Arsenal",
        "Bayern München",
      ]);
    });

    it("searches name, short name, league, city and stadium case-insensitively", async () => {
      expect(await names("q=arsenal")).toEqual(["Arsenal"]);
      expect(await names("q=fck")).toEqual(["FC København"]);
      expect(await names("q=superliga")).toEqual(["AGF", "FC København"]);
      expect(await names("q=allianz")).toEqual(["Bayern München"]);
      expect(await names("q=%25")).toEqual([]);
    });

    it("filters by country and league, alone and together", async () => {
      expect(await names("land=England")).toEqual(["Leeds United", "Arsenal"]);
      expect(await names("liga=Landshold")).toEqual(["Danmark"]);
      expect(await names("land=Danmark&liga=Betinia+Liga")).toEqual(["Hobro IK"]);
      expect(await names("q=hobro&land=Danmark&liga=3F+Superliga")).toEqual([]);
    });

    it("treats an unknown country, or a league of another country, as 'Alle'", () => {
      expect(parseClubAdminFilters(new URLSearchParams("land=Atlantis&liga=Premier+League"))).toEqual({
        q: "",
        country: "",
        league: "Premier League",
        logo: "",
      });
      expect(
        parseClubAdminFilters(new URLSearchParams("land=Danmark&liga=Premier+League&logo=uden")),
      ).toEqual({
        q: "",
        country: "Danmark",
        league: "",
        logo: "",
      });
    });

    it("filters by the kind of logo readers see: an uploaded one or a generated shield (issue 14)", async () => {
      expect(await names("logo=med-logo")).toEqual(["FC København"]);
      expect(await names("logo=genereret-skjold")).toEqual([
        "AGF",
        "Hobro IK",
        "Danmark",
        "Leeds United",
        "Arsenal",
        "Bayern München",
      ]);
      expect(await names("logo=genereret-skjold&land=Danmark&liga=3F+Superliga")).toEqual(["AGF"]);
      await db.update(clubs).set({ logoUrl: "  " }).where(eq(clubs.id, fckId));
      expect(await names("logo=med-logo")).toEqual([]);
    });

    it("counts the stat cards: total, uploaded logos and generated shields, without website, without description", async () => {
      expect(await clubStats(db)).toEqual({
        total: 7,
        withLogo: 1,
        generatedShield: 6,
        withoutWebsite: 4,
        withoutDescription: 5,
      });
      await update({ description: "" });
      expect(await clubStats(db)).toMatchObject({ total: 7, withoutDescription: 6 });
    });
  });
});
