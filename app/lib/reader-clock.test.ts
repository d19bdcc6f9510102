import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { followReaderClock } from "./reader-clock";

function page(html: string): ParentNode {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

describe("followReaderClock", () => {
  const published = "2026-11-27T08:00:00.000Z";

  it("writes each time with the reader's clock in its own variant", () => {
    const root = page(`
      <time datetime="${published}" data-clock="">Lige nu</time>
      <div data-island="x"><time datetime="${published}" data-clock="list">09.00</time></div>
      <time datetime="2026-11-28T17:00:00.000Z" data-clock="event">i dag kl. 18.00</time>`);
    followReaderClock(root, "2026-11-27T10:30:00.000Z");
    expect([...root.querySelectorAll("time")].map((t) => t.textContent)).toEqual([
      "2t siden",
      "09.00",
      "i morgen kl. 18.00",
    ]);
  });

  it("leaves a time alone when its text is already right, and ignores a time without a variant", () => {
    const root = page(`
      <time datetime="${published}" data-clock="">5m siden</time>
      <time datetime="${published}">kl. 9</time>`);
    const [own, other] = root.querySelectorAll("time");
    const text = own.firstChild;
    followReaderClock(root, "2026-11-27T08:05:30.000Z");
    expect(own.firstChild).toBe(text);
    expect(other.textContent).toBe("kl. 9");
  });

  it("writes into the time's own text node, so a later render of it still shows", () => {
    const root = page(`<time datetime="${published}" data-clock="">Lige nu</time>`);
    const time = root.querySelector("time") as Element;
    const text = time.firstChild;
    followReaderClock(root, "2026-11-27T10:30:00.000Z");
    expect(time.firstChild).toBe(text);
    expect(text?.nodeValue).toBe("2t siden");
  });
});
