import { expect } from "@playwright/test";
import pg from "pg";

/*
 * What the process specs (two instances, live over two instances, presence, outages, fuzzing) do
 * from Node rather than from a browser: a statement on the shared PostgreSQL, a session over HTTP,
 * and an SSE stream read frame by frame.
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

/** The Cookie header that a response's Set-Cookie lines make: "name=value; name=value". */
export function cookieHeaderOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs in through Better Auth's JSON API, as the sign-in form does, and answers the session's Cookie header. */
export async function signInOverHttp(base: string, account: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status, `sign-in of ${account.email}`).toBe(200);
  return cookieHeaderOf(res);
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
