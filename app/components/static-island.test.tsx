import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { fingerprint, type HeldRef } from "~/lib/island-data";
import { HeldIslandDataContext, type IslandProps, staticIsland, staticIslandsReady } from "./static-island";

function Greeting({ name }: { name: string }) {
  return <p>Hej {name}</p>;
}

describe("held island data (a document's islands' data kept on the server)", () => {
  // Loaded before 'slow' below is made: it never loads, and would hold staticIslandsReady.
  const Island = staticIsland("held-greeting", async () => Greeting);
  beforeAll(() => staticIslandsReady());

  const held = (ref: number, value: unknown): HeldRef<string> => ({ "~held": ref, sig: fingerprint(value) });

  it("renders a held prop from the data the server holds for the document", () => {
    const html = renderToStaticMarkup(
      <HeldIslandDataContext.Provider value={new Map([[1, "Sofie"]])}>
        <Island name={held(1, "Sofie")} />
      </HeldIslandDataContext.Provider>,
    );
    expect(html).toContain("<p>Hej Sofie</p>");
  });

  it("fails loudly when the reference points at nothing (never an empty part)", () => {
    expect(() => renderToStaticMarkup(<Island name={held(2, "Sofie")} />)).toThrow(
      "Static island prop 'name' refers to data the server does not hold",
    );
  });
});

describe("fingerprint", () => {
  it("is the same for equal data (Dates as the browser decodes them) and differs when a field changes", () => {
    const card = { id: "a", title: "Derby", publishedAt: new Date("2026-11-27T07:00:00Z") };
    expect(fingerprint(card)).toBe(
      fingerprint({ ...card, publishedAt: new Date(card.publishedAt.getTime()) }),
    );
    expect(fingerprint(card)).not.toBe(fingerprint({ ...card, title: "Derbyet" }));
    expect(fingerprint([card])).not.toBe(fingerprint([card, card]));
    expect(fingerprint(card)).toMatch(/^[0-9a-z]+\.[0-9a-z]{1,7}$/);
  });

  it("leaves functions and React elements out, as an island's props do", () => {
    expect(fingerprint({ a: 1, render: () => null, icon: <b /> })).toBe(fingerprint({ a: 1 }));
  });
});

describe("staticIsland on the server", () => {
  it("renders its component inside a marked wrapper (laid out by `[data-island]` in the public sheet)", async () => {
    const Island = staticIsland("greeting", async () => Greeting);
    await staticIslandsReady();
    const html = renderToStaticMarkup(<Island name="Mads" />);
    expect(html).toMatch(/^<div data-island="[^"]+"><p>/);
    expect(html).toContain("<p>Hej Mads</p>");
  });

  it("waits for the islands that a loaded module defines in turn (the live blog's push bell, issue 25)", async () => {
    const defined: { Inner?: ComponentType<IslandProps<{ name: string }>> } = {};
    // A module loaded on demand (components/lazy-on-demand.tsx) that defines an island as it loads.
    staticIsland("outer", async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      defined.Inner = staticIsland(
        "inner",
        () => new Promise((resolve) => setTimeout(() => resolve(Greeting), 20)),
      );
      return Greeting;
    });
    await staticIslandsReady();
    const Loaded = defined.Inner;
    if (!Loaded) throw new Error("the outer island's module did not load");
    expect(renderToStaticMarkup(<Loaded name="Sofie" />)).toContain("<p>Hej Sofie</p>");
  });

  it("refuses to render before its component has loaded (a render never silently drops a part)", () => {
    const Island = staticIsland("slow", () => new Promise<typeof Greeting>(() => {}));
    expect(() => renderToStaticMarkup(<Island name="Mads" />)).toThrow(
      "Static island 'slow' rendered before staticIslandsReady()",
    );
  });
});
