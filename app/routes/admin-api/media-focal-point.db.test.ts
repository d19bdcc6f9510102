// Issue 27: POST /admin/api/medier/fokuspunkt (and its GET), the route module called as each role
// with a real database, the real image pipeline and the local storage: saving a focal point cuts
// the picture's crops again around it, in the same request.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRows } from "#tests/support/factories.ts";
import {
  type EndpointAnswer,
  endpointAnswer,
  TEST_ORIGIN as ORIGIN,
  routeArgs,
  sessionAs,
} from "#tests/support/route-calls.ts";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import {
  MSG_CHANGED_MEANWHILE,
  MSG_FOCAL_CLEARED,
  MSG_FOCAL_OUTSIDE,
  MSG_FOCAL_SAVED,
  MSG_MEDIA_NOT_FOUND,
  MSG_NO_MEDIA_GIVEN,
  saveFocalPoint,
} from "~/features/media/focal-point.server";
import type { MediaVariant } from "~/lib/media-variant";
import { type DatabaseHandle, setDatabaseHandle } from "~/server/db/client.server";
import { auditLog, media } from "~/server/db/schema";
import { parseEnv, setEnvForTesting } from "~/server/env.server";
import { processImage, storeProcessedImage } from "~/server/images.server";
import { onPageCacheChange, type PageCacheChange } from "~/server/page-cache.server";
import { resetRateLimit } from "~/server/rate-limit.server";
import type { Role } from "~/server/session.server";
import { createLocalStorage, type LocalObjectStorage } from "~/server/storage.server";
import { action, FOCAL_POINT_RATE_RULE, loader } from "./media-focal-point";

const PATH = "/admin/api/medier/fokuspunkt";

type Body = Record<string, unknown> | null;
/** The users the test inserts: fokus-<role>, named "Fokus <role>". */
const sessionOf = (role: Role) => sessionAs(role, "fokus", "Fokus ");

/** The route's answer (or what it threw: a guard's redirect or 403) as status, location and JSON. */
function call(
  fn: typeof loader | typeof action,
  role: Role | null,
  init: { query?: string; form?: Record<string, string>; json?: unknown; text?: string } = {},
): Promise<EndpointAnswer<Body>> {
  const url = `${ORIGIN}${PATH}${init.query ?? ""}`;
  const request = init.form
    ? new Request(url, { method: "POST", body: new URLSearchParams(init.form) })
    : init.json !== undefined
      ? new Request(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(init.json),
        })
      : init.text !== undefined
        ? new Request(url, { method: "POST", headers: { "Content-Type": "text/plain" }, body: init.text })
        : new Request(url);
  return endpointAnswer<Body>(() => fn(routeArgs(request, role ? sessionOf(role) : null)));
}

/** A flat grey 1600 × 600 picture with a red block whose centre is at x = 1/3. */
async function pictureWithRedBlockAtLeftThird() {
  const block = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 230, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .composite([{ input: block, left: 433, top: 200 }])
    .jpeg()
    .toBuffer();
}

async function centreIsRed(storage: LocalObjectStorage, url: string) {
  const stored = await storage.get("article-images", url.split("/").pop() ?? "");
  const { data, info } = await sharp(stored!.data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return data[i] > 180 && data[i + 1] < 60 && data[i + 2] < 60;
}

const cropsOf = (variants: MediaVariant[]) => variants.filter((v) => v.crop);

describe(`the focal point endpoint on ${TEST_DB_KIND} (issue 27)`, () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let storage: LocalObjectStorage;
  let picture: { id: string; url: string; variants: MediaVariant[] };
  let logoUrl: string;
  let changes: PageCacheChange[] = [];
  let stopListening: () => void;

  const rowOf = async (id: string) => (await handle.db.select().from(media).where(eq(media.id, id)))[0];

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "forsiden-focal-"));
    setEnvForTesting(
      parseEnv({ NODE_ENV: "test", PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent", DATA_DIR: dataDir }),
    );
    // The storage getAppStorage() makes from DATA_DIR (local driver).
    storage = createLocalStorage(path.join(dataDir, "storage"), "/storage");
    stopListening = onPageCacheChange((change) => changes.push(change));
    await insertRows(handle.db, {
      users: ["contributor", "editor", "user"].map((role) => ({
        id: `fokus-${role}`,
        email: `${role}@forsiden.test`,
        role,
      })),
    });
  });
  afterAll(async () => {
    stopListening();
    setDatabaseHandle(undefined);
    setEnvForTesting(undefined);
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetRateLimit(handle.db, FOCAL_POINT_RATE_RULE);
    await handle.db.delete(media);
    // Uploaded cut around the right end, so its square is all grey.
    const processed = await processImage(await pictureWithRedBlockAtLeftThird(), {
      crops: true,
      avif: false,
      focal: { x: 0.9, y: 0.5 },
    });
    const stored = await storeProcessedImage(storage, "article-images", `fokus-${Date.now()}`, processed);
    const [row] = await handle.db
      .insert(media)
      .values({
        url: stored.url,
        storageKey: stored.storageKey,
        source: "upload",
        mimeType: processed.mimeType,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.original.length,
        variants: stored.variants,
      })
      .returning({ id: media.id, url: media.url, variants: media.variants });
    picture = row;
    logoUrl = "/storage/article-images/club-logo-agf.svg";
    await handle.db.insert(media).values({
      url: logoUrl,
      storageKey: "article-images/club-logo-agf.svg",
      source: "logo",
      rights: "klub",
      credit: "AGF",
      mimeType: "image/svg+xml",
      width: 100,
      height: 100,
      sizeBytes: 10,
    });
    changes = [];
  });

  it("sends an anonymous visitor to /auth and gives a reader without a staff role 403, changing nothing", async () => {
    const form = { url: picture.url, x: "0.3", y: "0.5" };
    const anonymous = await call(action, null, { form });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`);
    expect(await call(action, "user", { form })).toMatchObject({
      status: 403,
      body: { message: "Ingen adgang" },
    });
    expect(await call(loader, "user", { query: `?url=${encodeURIComponent(picture.url)}` })).toMatchObject({
      status: 403,
    });
    const row = await rowOf(picture.id);
    expect([row.focalX, row.focalY]).toEqual([null, null]);
    expect(row.variants).toEqual(picture.variants);
  });

  it("refuses bad input with a Danish message and leaves the picture as it was", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ url: picture.url, x: "1.5", y: "0.5" }, 400, MSG_FOCAL_OUTSIDE],
      [{ url: picture.url, x: "-0.1", y: "0.5" }, 400, MSG_FOCAL_OUTSIDE],
      [{ url: picture.url, x: "midten", y: "0.5" }, 400, MSG_FOCAL_OUTSIDE],
      [{ url: picture.url, x: "0.5", y: "" }, 400, MSG_FOCAL_OUTSIDE],
      [{ x: "0.5", y: "0.5" }, 400, MSG_NO_MEDIA_GIVEN],
      [{ url: "/storage/article-images/findes-ikke.jpg", x: "0.5", y: "0.5" }, 404, MSG_MEDIA_NOT_FOUND],
      [{ id: "ikke-et-id", x: "0.5", y: "0.5" }, 404, MSG_MEDIA_NOT_FOUND],
      [{ url: "https://www.bold.dk/billede.jpg", x: "0.5", y: "0.5" }, 404, MSG_MEDIA_NOT_FOUND],
      // A club logo is not one of the newsroom's pictures.
      [{ url: logoUrl, x: "0.5", y: "0.5" }, 404, MSG_MEDIA_NOT_FOUND],
    ];
    for (const [form, status, message] of cases) {
      expect(await call(action, "editor", { form }), JSON.stringify(form)).toMatchObject({
        status,
        cacheControl: "private, no-store",
        body: { ok: false, message },
      });
    }
    expect(await call(action, "editor", { text: "x=0.5" })).toMatchObject({
      status: 400,
      body: { ok: false, message: "Ugyldig forespørgsel" },
    });
    const row = await rowOf(picture.id);
    expect([row.focalX, row.focalY, row.variants]).toEqual([null, null, picture.variants]);
    expect(changes).toEqual([]);
  });

  it("GET gives the editor the picture (a mid-size copy to show) or null when it is not ours", async () => {
    const found = await call(loader, "contributor", { query: `?url=${encodeURIComponent(picture.url)}` });
    expect(found).toMatchObject({ status: 200, cacheControl: "private, no-store" });
    expect(found.body).toEqual({
      media: {
        id: picture.id,
        url: picture.url,
        width: 1600,
        height: 600,
        focal: null,
        previewUrl: picture.url.replace(/\.jpg$/, "-800w.webp"),
      },
    });
    for (const url of ["https://www.bold.dk/billede.jpg", logoUrl, ""]) {
      expect((await call(loader, "editor", { query: `?url=${encodeURIComponent(url)}` })).body).toEqual({
        media: null,
      });
    }
  });

  it("a contributor saves a focal point: the crops are cut again around it, under new addresses", async () => {
    const [article] = (
      await insertRows(handle.db, {
        articles: [{ slug: "fokus-derby", imageUrl: picture.url, tags: ["klub:agf"] }],
      })
    ).articles;
    const answer = await call(action, "contributor", { form: { url: picture.url, x: "0.3333", y: "0.5" } });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, message: MSG_FOCAL_SAVED, media: { id: picture.id, focal: { x: 0.3333, y: 0.5 } } },
    });

    const row = await rowOf(picture.id);
    expect([row.focalX, row.focalY]).toEqual([0.3333, 0.5]);
    // The whole picture's variants stay; every crop is new.
    expect(row.variants.filter((v) => !v.crop)).toEqual(picture.variants.filter((v) => !v.crop));
    const before = cropsOf(picture.variants);
    const after = cropsOf(row.variants);
    expect(after.map((v) => `${v.crop}:${v.format}:${v.width}x${v.height}`)).toEqual(
      before.map((v) => `${v.crop}:${v.format}:${v.width}x${v.height}`),
    );
    for (const v of after) expect(before.map((b) => b.url)).not.toContain(v.url);
    // The square is centred on the block now; before, it was the grey right end of the picture.
    const square = (vs: MediaVariant[]) => vs.find((v) => v.crop === "square" && v.width === 480)!.url;
    expect(await centreIsRed(storage, square(after))).toBe(true);
    expect(await centreIsRed(storage, square(before))).toBe(false);
    // The replaced crops wait for the job (cached pages may still name them).
    expect(row.retiredCrops).toEqual(before.map((v) => v.url));
    expect(row.cropsRetiredAt).toBeInstanceOf(Date);
    expect(await storage.exists("article-images", square(before).split("/").pop()!)).toBe(true);

    const [audit] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actorId: "fokus-contributor",
      action: "updated",
      entityType: "media",
      entityId: picture.id,
      summary: `satte fokuspunkt på billedet ${picture.url}`,
    });
    // The article's page, the front page and its club's page are rendered afresh.
    expect(changes).toHaveLength(1);
    const hard = (changes[0] as { hard: string[] }).hard;
    expect(hard).toEqual(
      expect.arrayContaining(["/", `/article/${article.id}`, "/article/fokus-derby", "/klubber/agf"]),
    );
  });

  it("a JSON body by id with no coordinates clears the focal point: sharp's attention chooses again", async () => {
    await call(action, "editor", { json: { id: picture.id, x: 0.9, y: 0.1 } });
    const set = await rowOf(picture.id);
    const answer = await call(action, "editor", { json: { id: picture.id, x: null, y: null } });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, message: MSG_FOCAL_CLEARED, media: { focal: null } },
    });
    const row = await rowOf(picture.id);
    expect([row.focalX, row.focalY]).toEqual([null, null]);
    // Both earlier sets of crops now wait for deletion; the attention strategy finds the red block.
    expect(row.retiredCrops).toEqual(
      [...cropsOf(picture.variants), ...cropsOf(set.variants)].map((v) => v.url),
    );
    const square = cropsOf(row.variants).find((v) => v.crop === "square" && v.width === 480)!;
    expect(await centreIsRed(storage, square.url)).toBe(true);
    // No article shows the picture: no page to refresh.
    expect(changes).toEqual([]);
  });

  it("a picture changed while its crops were being cut is not overwritten: 409, and the new files go again", async () => {
    let written: string[] = [];
    // A storage that, once the new crops are written, lets another save change the row first.
    const racing = {
      get: storage.get.bind(storage),
      delete: storage.delete.bind(storage),
      put: async (bucket: string, name: string, data: Buffer, type: string) => {
        const stored = await storage.put(bucket, name, data, type);
        written.push(name);
        await handle.db.update(media).set({ variants: [] }).where(eq(media.id, picture.id));
        return stored;
      },
    };
    const answer = await saveFocalPoint(
      handle.db,
      racing,
      { id: "fokus-editor", email: "editor@forsiden.test" },
      {
        id: picture.id,
        x: 0.5,
        y: 0.5,
      },
    );
    expect(answer).toEqual({ status: 409, body: { ok: false, message: MSG_CHANGED_MEANWHILE } });
    expect(written.length).toBeGreaterThan(0);
    for (const name of written) expect(await storage.exists("article-images", name)).toBe(false);
    const row = await rowOf(picture.id);
    expect([row.focalX, row.variants, row.retiredCrops]).toEqual([null, [], []]);
    written = [];
  });
});
