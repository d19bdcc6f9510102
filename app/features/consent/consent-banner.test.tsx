import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsentBanner } from "./consent-banner";
import { ConsentProvider } from "./consent-context";

function renderOnServer() {
  return renderToString(
    <MemoryRouter initialEntries={["/stillinger"]}>
      <ConsentProvider>
        <p>Artikel</p>
        <ConsentBanner />
      </ConsentProvider>
    </MemoryRouter>,
  );
}

describe("consent banner on the server", () => {
  it("renders the first layer for every reader, marked as the server's copy (hidden by CSS when a choice is stored)", () => {
    const html = renderOnServer();
    for (const part of [
      "Vi bruger cookies",
      "data-consent-ssr",
      // The buttons post a plain form, so they work before the scripts have loaded.
      'action="/api/consent"',
      'value="reject-all"',
      'value="accept-all"',
      'name="redirectTo" value="/stillinger"',
    ]) {
      expect(html).toContain(part);
    }
    // Nothing personal: no per-purpose switches on the first layer.
    expect(html).not.toContain("Gem valg");
  });

  it("is the same HTML on every render (cacheable)", () => {
    expect(renderOnServer()).toBe(renderOnServer());
  });
});
