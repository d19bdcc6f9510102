import { asc } from "drizzle-orm";
import type { Database } from "../../app/server/db/client.server";
import { pushMessages } from "../../app/server/db/schema";

/**
 * The pushes queued since the last call, oldest first: `const newPushes = pushQueueReader(() => db)`,
 * then `await newPushes()` after each step (the getter: the test's database is made in beforeAll). Compared by id, not time: PostgreSQL keeps
 * microseconds, a JavaScript Date only milliseconds.
 */
export function pushQueueReader(database: () => Database) {
  const seen = new Set<string>();
  return async function newPushes() {
    const rows = await database()
      .select()
      .from(pushMessages)
      .orderBy(asc(pushMessages.createdAt), asc(pushMessages.id));
    const fresh = rows.filter((r) => !seen.has(r.id));
    for (const r of fresh) seen.add(r.id);
    return fresh;
  };
}
