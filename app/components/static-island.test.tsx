import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { staticIsland, staticIslandsReady } from "./static-island";

function Greeting({ name }: { name: string }) {
  return <p>Hej {name}</p>;
}

describe("staticIsland on the server", () => {
  it("renders its component inside a marked wrapper (laid out by `[data-island]` in the public sheet)", async () => {
    const Island = staticIsland("greeting", async () => Greeting);
    await staticIslandsReady();
    const html = renderToStaticMarkup(<Island name="Mads" />);
    expect(html).toMatch(/^<div data-island="[^"]+"><p>/);
    expect(html).toContain("<p>Hej Mads</p>");
  });

  it("refuses to render before its component has loaded (a render never silently drops a part)", () => {
    const Island = staticIsland("slow", () => new Promise<typeof Greeting>(() => {}));
    expect(() => renderToStaticMarkup(<Island name="Mads" />)).toThrow(
      "Static island 'slow' rendered before staticIslandsReady()",
    );
  });
});
