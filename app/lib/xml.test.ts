import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("drops what XML cannot hold: controls, U+FFFE/U+FFFF and lone surrogates; keeps pairs and tab/LF/CR", () => {
    expect(escapeXml("a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF")).toBe("abcdef");
    expect(escapeXml("mål \uD83D\uDE00 \uD800x \uDC00y")).toBe("mål \uD83D\uDE00 x y");
    expect(escapeXml("a\tb\nc\rd")).toBe("a\tb\nc\rd");
  });
});

describe("escapeHtml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeHtml(`<b class="x">&'`)).toBe("&lt;b class=&quot;x&quot;&gt;&amp;&#39;");
  });

  it("turns lone surrogates into U+FFFD and keeps pairs", () => {
    expect(escapeHtml("\uD800 \uDE00 \uD83D\uDE00")).toBe("\uFFFD \uFFFD \uD83D\uDE00");
  });
});
