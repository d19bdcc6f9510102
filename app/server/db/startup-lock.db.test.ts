import { describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DB_KIND } from "#tests/support/test-database.ts";
import { openDatabase, withStartupLock } from "./client.server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("first-start work (sample content, first admin) runs on one instance at a time", () => {
  it.runIf(TEST_DB_KIND === "postgres")(
    "PostgreSQL: two instances starting together take turns, the later one after the first is done",
    async () => {
      const handle = await createTestDatabase();
      if (handle.kind !== "postgres") throw new Error("expected PostgreSQL");
      const other = await openDatabase({
        databaseUrl: handle.pool.options.connectionString as string,
        poolSize: 2,
      });
      try {
        const events: string[] = [];
        const work = (name: string) => async () => {
          events.push(`${name} start`);
          await sleep(200);
          events.push(`${name} end`);
          return name;
        };
        const results = await Promise.all([
          withStartupLock(handle, work("a")),
          sleep(20).then(() => withStartupLock(other, work("b"))),
        ]);
        expect(results).toEqual(["a", "b"]);
        expect(events).toEqual(["a start", "a end", "b start", "b end"]);
        // A failure releases the lock.
        await expect(
          withStartupLock(handle, async () => {
            throw new Error("seed fejlede");
          }),
        ).rejects.toThrow("seed fejlede");
        expect(await withStartupLock(other, async () => "fri")).toBe("fri");
      } finally {
        await other.close();
      }
    },
  );
});
