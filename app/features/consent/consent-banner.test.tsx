import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsentBanner } from "./consent-banner";
import { ConsentProvider } from "./consent-context";

describe("consent banner on the server", () => {
  it("renders nothing, so the cached HTML is the same for every reader", () => {
    const html = renderToString(
      <MemoryRouter>
        <ConsentProvider>
          <p>Artikel</p>
          <ConsentBanner />
        </ConsentProvider>
      </MemoryRouter>,
    );
    expect(html).toBe("<p>Artikel</p>");
  });
});
