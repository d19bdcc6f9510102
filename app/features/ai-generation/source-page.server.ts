/** The source page: decoded, its article text extracted with Readability, its main image found. */
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

export interface SourceArticle {
  url: string;
  title: string;
  /** Plain text of the article, whitespace collapsed, at most MAX_SOURCE_CHARS. */
  text: string;
  siteName: string | null;
  byline: string | null;
  /** og:image / twitter:image as an absolute http(s) URL. */
  imageUrl: string | null;
}

export const MAX_SOURCE_CHARS = 12_000;

/** Decodes the body with the charset of the Content-Type header or the page's meta tag. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const fromHeader = /charset=([^;\s]+)/i.exec(contentType)?.[1];
  const head = body.subarray(0, 2048).toString("latin1");
  const fromMeta = /<meta[^>]+charset=["']?([a-zA-Z0-9_-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta, "utf-8"]) {
    if (!label) continue;
    try {
      return new TextDecoder(label.replace(/["']/g, "").trim()).decode(body);
    } catch {
      // unknown label: try the next
    }
  }
  return body.toString("utf8");
}

function meta(document: Document, selectors: string[]): string | null {
  for (const selector of selectors) {
    const value = document.querySelector(selector)?.getAttribute("content")?.trim();
    if (value) return value;
  }
  return null;
}

function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Null when Readability finds no article text worth rewriting. */
export function extractSourceArticle(html: string, url: string): SourceArticle | null {
  const { document } = parseHTML(html);
  const imageUrl = absoluteHttpUrl(
    meta(document as unknown as Document, [
      'meta[property="og:image"]',
      'meta[property="og:image:url"]',
      'meta[name="twitter:image"]',
    ]),
    url,
  );
  const siteName = meta(document as unknown as Document, ['meta[property="og:site_name"]']);
  const ogTitle = meta(document as unknown as Document, ['meta[property="og:title"]']);
  // Readability changes the document it reads; the meta tags were read above.
  const parsed = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  const text = (parsed?.textContent ?? "").replace(/\s+/g, " ").trim();
  if (text.length < 200) return null;
  return {
    url,
    title: (parsed?.title || ogTitle || "").trim(),
    text: text.slice(0, MAX_SOURCE_CHARS),
    siteName: parsed?.siteName?.trim() || siteName,
    byline: parsed?.byline?.trim() || null,
    imageUrl,
  };
}
