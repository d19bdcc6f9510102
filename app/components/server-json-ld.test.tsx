import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerJsonLd } from "./server-json-ld";

describe("ServerJsonLd", () => {
  const items = [{ "@type": "NewsArticle", headline: "</script> & co" }, { "@type": "BreadcrumbList" }];

  it("writes one escaped application/ld+json script per item on the server", () => {
    const html = renderToStaticMarkup(<ServerJsonLd count={2} build={() => items} />);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    expect(html).toContain('{"@type":"NewsArticle","headline":"\\u003c/script\\u003e \\u0026 co"}');
    expect(html).toContain('{"@type":"BreadcrumbList"}');
  });

  it("renders the announced number of empty scripts without a builder (the browser's side)", () => {
    const html = renderToStaticMarkup(<ServerJsonLd count={2} build={false} />);
    expect(html).toBe(
      '<script type="application/ld+json"></script><script type="application/ld+json"></script>',
    );
  });

  it("refuses a builder that returns another number of items than announced", () => {
    expect(() => renderToStaticMarkup(<ServerJsonLd count={3} build={() => items} />)).toThrow(
      "ServerJsonLd: 2 items built, 3 announced",
    );
  });
});
