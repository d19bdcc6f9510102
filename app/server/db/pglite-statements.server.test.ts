import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineTrailingLimit, withNamedStatements } from "./pglite-statements.server";

// Pins what the adapter relies on in PGlite (its protocol calls, mutexes, parsers): an upgrade
// that changes them fails here, not on a page.
describe("PGlite named statements", () => {
  let pglite: PGlite;
  let client: ReturnType<typeof withNamedStatements>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    client = withNamedStatements(pglite);
    await pglite.exec(`
      CREATE TABLE items (id int PRIMARY KEY, name text, tags text[], meta jsonb, at timestamptz, draft boolean);
      INSERT INTO items VALUES
        (1, 'Brøndby – FCK 2–1 😀', ARRAY['a','b'], '{"x": 1}', '2026-11-28T10:00:00Z', false),
        (2, NULL, NULL, NULL, NULL, true);
    `);
  });
  afterAll(() => pglite.close());

  it("reads the same rows, fields and types as PGlite's own query()", async () => {
    const text = "SELECT id, name, tags, meta, at, draft FROM items WHERE id >= $1 ORDER BY id";
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const ours = await client.query(text, [1], options);
      const theirs = await pglite.query(text, [1], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.rowCount).toBe(2);
    }
  });

  it("parses a statement once and runs it again by name", async () => {
    const before = client.statementCount;
    for (let i = 0; i < 7; i++) {
      expect((await client.query<{ id: number }>("SELECT id FROM items WHERE id = $1", [1])).rows).toEqual([
        { id: 1 },
      ]);
    }
    expect(client.statementCount).toBe(before + 1);
  });

  it("writes report their affected rows, and a broken rule its PostgreSQL code", async () => {
    const update = await client.query("UPDATE items SET name = $1 WHERE id = $2", ["ny", 2]);
    expect(update.affectedRows).toBe(1);
    await expect(client.query("INSERT INTO items (id) VALUES ($1)", [1])).rejects.toMatchObject({
      code: "23505",
    });
    await expect(client.query("SELECT nope FROM items WHERE id = $1", [1])).rejects.toMatchObject({
      code: "42703",
    });
    // The connection is usable after the errors.
    expect((await client.query("SELECT count(*)::int AS n FROM items WHERE id > $1", [0])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it("a read that also answers a notice still gives its rows", async () => {
    await pglite.exec(
      "CREATE FUNCTION noisy() RETURNS int AS $$ BEGIN RAISE NOTICE 'hej'; RETURN 1; END $$ LANGUAGE plpgsql",
    );
    expect((await client.query("SELECT noisy() AS n WHERE $1::int = 1", [1])).rows).toEqual([{ n: 1 }]);
  });

  it("a transaction's statements commit or roll back together", async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query("INSERT INTO items (id, name) VALUES ($1, $2)", [10, "ti"]);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect((await client.query("SELECT id FROM items WHERE id = $1", [10])).rows).toEqual([]);
    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id, name) VALUES ($1, $2)", [11, "elleve"]);
    });
    expect((await client.query("SELECT name FROM items WHERE id = $1", [11])).rows).toEqual([
      { name: "elleve" },
    ]);
  });

  it("a kept statement whose columns changed under it is parsed again", async () => {
    const text = "SELECT * FROM items WHERE id = $1";
    expect(Object.keys((await client.query<object>(text, [1])).rows[0])).not.toContain("extra");
    await pglite.exec("ALTER TABLE items ADD COLUMN extra int DEFAULT 7");
    expect((await client.query<{ extra: number }>(text, [1])).rows[0].extra).toBe(7);
  });

  it("a trailing limit is written into the statement; other parameters stay parameters", () => {
    expect(inlineTrailingLimit("select 1 from a where b = $1 limit $2", [true, 30])).toEqual({
      text: "select 1 from a where b = $1 limit 30",
      params: [true],
    });
    // Not the last parameter, not a whole number: unchanged.
    expect(inlineTrailingLimit("select 1 limit $1 offset $2", [5, 10]).params).toEqual([5, 10]);
    expect(inlineTrailingLimit("select 1 limit $1", ["5"]).params).toEqual(["5"]);
  });
});
