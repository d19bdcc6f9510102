import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contextWith, streamOf } from "#tests/support/document-streams.ts";
import { CLIENT_RENDERED_BOUNDARY, renderWholeDocument } from "./whole-document.server";

const never = new Promise<never>(() => {});
function Suspends(): never {
  throw never;
}
function Fails(): never {
  throw new Error("brudt");
}

// The fallback to the streaming render rests on React's mark for an unfinished boundary: if a
// React upgrade changed it, these fail instead of pages silently losing content.
describe("React's mark for a boundary left to the browser", () => {
  it("is in the string when a component suspends", () => {
    const html = renderToString(
      <Suspense fallback={<p>Indlæser</p>}>
        <Suspends />
      </Suspense>,
    );
    expect(html).toContain(CLIENT_RENDERED_BOUNDARY);
  });

  it("is in the string when a component inside a boundary fails", () => {
    const html = renderToString(
      <Suspense fallback={null}>
        <Fails />
      </Suspense>,
    );
    expect(html).toContain(CLIENT_RENDERED_BOUNDARY);
  });

  it("is not in the string when every boundary finished", () => {
    const html = renderToString(
      <Suspense fallback={null}>
        <p>Seneste nyt</p>
      </Suspense>,
    );
    expect(html).not.toContain(CLIENT_RENDERED_BOUNDARY);
    expect(html).toContain("Seneste nyt");
  });
});

describe("renderWholeDocument", () => {
  it("renders the whole document with its doctype", async () => {
    const context = contextWith({ serverHandoffStream: streamOf("[]"), renderMeta: {} });
    const html = await renderWholeDocument(
      context,
      <html lang="da">
        <body>
          <h1>Forsiden</h1>
        </body>
      </html>,
    );
    expect(html).toMatch(/^<!DOCTYPE html><html lang="da">.*<h1>Forsiden<\/h1><\/body><\/html>$/);
  });

  it("leaves a page whose boundary suspended to the streaming render", async () => {
    const context = contextWith({ serverHandoffStream: streamOf("[]"), renderMeta: {} });
    const html = await renderWholeDocument(
      context,
      <Suspense fallback={null}>
        <Suspends />
      </Suspense>,
    );
    expect(html).toBeNull();
  });

  it("leaves a render without a handoff stream to the streaming render", async () => {
    expect(await renderWholeDocument(contextWith({ renderMeta: {} }), <p>x</p>)).toBeNull();
  });
});
