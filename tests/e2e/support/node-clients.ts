import pg from "pg";

/*
 * What the process specs (two instances, live over two instances, presence) do from Node rather
 * than from a browser: a statement on the shared PostgreSQL, and an SSE stream read frame by frame.
 */

/** Runs one statement on the database at `url` with a client of its own. */
export async function queryDatabase<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export interface EventFrame {
  id: string;
  event: string;
  data: string;
}

/** An open SSE stream read by Node (no browser): every event frame received so far, parsed. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const frames: EventFrame[] = [];
  let ended = false;
  const done = (async () => {
    if (res.ok && res.body) {
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const field = (name: string) => block.match(new RegExp(`^${name}: ?(.*)$`, "m"))?.[1];
            if (field("event"))
              frames.push({ id: field("id") ?? "", event: field("event") ?? "", data: field("data") ?? "" });
          }
        }
      } catch {
        // aborted
      }
    }
    ended = true;
  })();
  return { res, frames, done, close: () => controller.abort(), ended: () => ended };
}
