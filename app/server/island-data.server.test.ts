import { describe, expect, it } from "vitest";
import { fingerprint } from "~/lib/island-data";
import { heldIslandDataFor, holdForIsland } from "./island-data.server";

describe("held island data on the server", () => {
  it("a document request gets a store; React Router's data requests (`.data`) get none", () => {
    expect(heldIslandDataFor(new Request("http://x.test/"))).toBeInstanceOf(Map);
    expect(heldIslandDataFor(new Request("http://x.test/article/derby"))).toBeInstanceOf(Map);
    expect(heldIslandDataFor(new Request("http://x.test/_root.data"))).toBeUndefined();
    expect(
      heldIslandDataFor(new Request("http://x.test/article/derby.data?_routes=routes%2Farticle")),
    ).toBeUndefined();
  });

  it("holds a value in a document and hands out a numbered reference with its fingerprint", () => {
    const islandData = new Map<number, unknown>();
    const cards = [{ id: "a", title: "Derby" }];
    const first = holdForIsland({ islandData }, cards);
    const second = holdForIsland({ islandData }, "Mest læste");
    expect(first).toEqual({ "~held": 1, sig: fingerprint(cards) });
    expect(second).toEqual({ "~held": 2, sig: fingerprint("Mest læste") });
    expect([...islandData]).toEqual([
      [1, cards],
      [2, "Mest læste"],
    ]);
  });

  it("without a store (a data request, a job, a test) the value itself", () => {
    const cards = [{ id: "a" }];
    expect(holdForIsland({ islandData: undefined }, cards)).toBe(cards);
    expect(holdForIsland(undefined, cards)).toBe(cards);
  });
});
