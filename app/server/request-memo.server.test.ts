import { describe, expect, it } from "vitest";
import { invalidatePageCache, onSiteWideChange } from "./page-cache.server";
import { memoPerRequest, withRequestMemo } from "./request-memo.server";

/** A Drizzle-like query builder: every `then` runs the statement again. */
function lazyQuery(runs: { count: number }, value: string): PromiseLike<string> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: imitates Drizzle's thenable query builder.
    then(resolve, reject) {
      runs.count++;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
}

describe("memoPerRequest", () => {
  it("loads a key once per request, also a lazy query builder awaited twice", async () => {
    const runs = { count: 0 };
    const [a, b] = await withRequestMemo(() =>
      Promise.all([
        memoPerRequest("latest", () => lazyQuery(runs, "rows")),
        memoPerRequest("latest", () => lazyQuery(runs, "rows")),
      ]),
    );
    expect([a, b, runs.count]).toEqual(["rows", "rows", 1]);
    // A second request loads again: nothing is shared between requests.
    await withRequestMemo(() => memoPerRequest("latest", () => lazyQuery(runs, "rows")));
    expect(runs.count).toBe(2);
  });

  it("outside a request every call loads", async () => {
    const runs = { count: 0 };
    await memoPerRequest("latest", () => lazyQuery(runs, "rows"));
    await memoPerRequest("latest", () => lazyQuery(runs, "rows"));
    expect(runs.count).toBe(2);
  });
});

describe("onSiteWideChange", () => {
  it("is told about site-wide changes only, not about a publish's pages", () => {
    let calls = 0;
    onSiteWideChange(() => calls++);
    invalidatePageCache({ hard: ["/", "/article/x"] });
    expect(calls).toBe(0);
    invalidatePageCache();
    invalidatePageCache({ all: "soft" });
    expect(calls).toBe(2);
  });
});
