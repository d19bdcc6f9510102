import { createContext, useContext, useId } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { IslandHole } from "~/components/island-hole";
import {
  HeldIslandDataContext,
  IslandRendererContext,
  staticIsland,
  staticIslandsReady,
} from "~/components/static-island";
import type { Held } from "~/lib/island-data";
import { holdForIsland } from "./island-data.server";
import { createIslandRenderer, forgetIslandMarkup } from "./island-markup.server";

/*
 * Islands rendered apart (issue 27): the bytes are the document an in-place render writes, apart
 * from the ids `useId` gives inside the island (never hydrated: the browser keeps the markup).
 */

let bodyRenders = 0;
const Router = createContext("/ingen-router");

function Body({ text, renderAd }: { text: string; renderAd: (slot: number) => React.ReactNode }) {
  bodyRenders++;
  const id = useId();
  return (
    <div data-body>
      <h2 id={id}>{text} – ½</h2>
      <IslandHole render={renderAd} args={[1]} />
      <p>Midt i</p>
      <IslandHole render={renderAd} args={[2]} />
    </div>
  );
}
function Ad({ slot }: { slot: number }) {
  return <aside data-ad={slot}>Annonce {useContext(Router)}</aside>;
}
function Lead({ src }: { src: string }) {
  return <img src={src} alt="" fetchPriority="high" />;
}
function CallsItsProp({ label }: { label: () => string }) {
  return <p>{label()}</p>;
}

const BodyIsland = staticIsland("test-body", async () => Body, { apart: true });
const LeadIsland = staticIsland("test-lead", async () => Lead, { apart: true });
const CallingIsland = staticIsland("test-calls", async () => CallsItsProp, { apart: true });

function Page({ text, path }: { text: Held<string>; path: string }) {
  return (
    <Router.Provider value={path}>
      <main>
        <h1>Forsiden</h1>
        <BodyIsland text={text} renderAd={(slot: number) => <Ad slot={slot} />} />
        <footer>Slut</footer>
      </main>
    </Router.Provider>
  );
}

/** The document as the server entry writes it: rendered with the renderer, then spliced. */
function rendered(page: React.ReactElement) {
  const islands = createIslandRenderer(null);
  const markup = renderToString(
    <IslandRendererContext.Provider value={islands.renderer}>{page}</IslandRendererContext.Provider>,
  );
  return islands.splice(markup).join("");
}
/** A document whose body text the server holds (a loader's `holdForIsland`), as the entry renders it. */
function renderedHolding(text: string, path: string) {
  const islandData = new Map<number, unknown>();
  const held = holdForIsland({ islandData }, text);
  const islands = createIslandRenderer(islandData);
  const markup = renderToString(
    <HeldIslandDataContext.Provider value={islandData}>
      <IslandRendererContext.Provider value={islands.renderer}>
        <Page text={held} path={path} />
      </IslandRendererContext.Provider>
    </HeldIslandDataContext.Provider>,
  );
  return islands.splice(markup).join("");
}
const withoutIds = (html: string) => html.replace(/ id="[^"]*"/g, "");

beforeEach(async () => {
  await staticIslandsReady();
  forgetIslandMarkup();
  bodyRenders = 0;
});

describe("static islands rendered apart", () => {
  it("write the same markup as in place, with the page's holes filled by the page", () => {
    const page = <Page text="Derbyet" path="/article/derby" />;
    const apart = rendered(page);
    expect(withoutIds(apart)).toBe(withoutIds(renderToString(page)));
    expect(apart).toContain(
      '<aside data-ad="1">Annonce <!-- -->/article/derby</aside><p>Midt i</p><aside data-ad="2">',
    );
    expect(apart).not.toContain("island-hole");
    expect(apart).not.toContain("<!--island:");
  });

  it("are remembered by their data: the same text is not rendered again, another is", () => {
    rendered(<Page text="Derbyet" path="/a" />);
    const second = rendered(<Page text="Derbyet" path="/b" />);
    expect(bodyRenders).toBe(1);
    // The holes are the page's own on every render: the router's path of this request.
    expect(second).toContain("Annonce <!-- -->/b");
    expect(second).not.toContain("/a<");
    rendered(<Page text="Pokalfinalen" path="/b" />);
    expect(bodyRenders).toBe(2);
  });

  it("are remembered by held data too, keyed by the JSON its fingerprint was made from", () => {
    const first = renderedHolding("Derbyet", "/a");
    expect(first).toContain("Derbyet<!-- --> – ½");
    const second = renderedHolding("Derbyet", "/b");
    expect(bodyRenders).toBe(1);
    expect(second).toContain("Annonce <!-- -->/b");
    // Held data of the same length and another text is another key (not a hash that could collide).
    const other = renderedHolding("Pokalen", "/b");
    expect(bodyRenders).toBe(2);
    expect(other).toContain("Pokalen<!-- --> – ½");
    expect(other).not.toContain("Derbyet");
    // The same data given whole, not held, is the same key.
    rendered(<Page text="Pokalen" path="/c" />);
    expect(bodyRenders).toBe(2);
  });

  it("render in place when React would hoist something out of the island (a priority image's preload)", () => {
    const page = (
      <html lang="da">
        <head />
        <body>
          <LeadIsland src="/lead.webp" />
        </body>
      </html>
    );
    const apart = rendered(page);
    expect(apart).toBe(renderToString(page));
    expect(apart).toMatch(/<head><link rel="preload" as="image" href="\/lead.webp"/);
  });

  it("refuse a function prop called outside IslandHole (it would change the markup behind the key)", () => {
    expect(() => rendered(<CallingIsland label={() => "Hej"} />)).toThrow(
      /called its prop 'label' outside IslandHole/,
    );
  });
});
