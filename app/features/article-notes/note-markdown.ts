/**
 * The small, safe markdown of internal notes (issue 26): paragraphs, line breaks, **fed**, *kursiv*,
 * `kode` and [links](https://…). Parsed into nodes that React renders as elements, never as an HTML
 * string, so a note's '<script>' is text. Only http(s), mailto and site-relative links are links.
 */
export type NoteInline =
  | { type: "text"; text: string }
  | { type: "code"; text: string }
  | { type: "strong"; children: NoteInline[] }
  | { type: "em"; children: NoteInline[] }
  | { type: "link"; href: string; children: NoteInline[] };

/** A paragraph: its lines, each a run of inline nodes. */
export type NoteParagraph = NoteInline[][];

const LINK = /^\[([^\]\n]+)\]\(([^)\s]+)\)/;

/** A link target we let through: http(s), mailto or a path on this site (not '//host'). */
export function safeHref(href: string): string | null {
  if (/^https?:\/\/[^\s]+$/i.test(href) || /^mailto:[^\s]+$/i.test(href)) return href;
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  return null;
}

function pushText(nodes: NoteInline[], text: string) {
  const last = nodes.at(-1);
  if (last?.type === "text") last.text += text;
  else nodes.push({ type: "text", text });
}

/** One line's inline nodes. An unmatched marker stays as the character it is. */
export function parseInline(text: string): NoteInline[] {
  const nodes: NoteInline[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "`") {
      const close = text.indexOf("`", i + 1);
      if (close > i + 1) {
        nodes.push({ type: "code", text: text.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    } else if (text.startsWith("**", i)) {
      const close = text.indexOf("**", i + 2);
      if (close > i + 2) {
        nodes.push({ type: "strong", children: parseInline(text.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    } else if ((ch === "*" || ch === "_") && text[i + 1] && text[i + 1] !== " ") {
      const close = text.indexOf(ch, i + 1);
      // '_' inside a word (snake_case) is no emphasis.
      const opensWord = ch === "*" || i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]);
      if (close > i + 1 && opensWord && text[close - 1] !== " ") {
        nodes.push({ type: "em", children: parseInline(text.slice(i + 1, close)) });
        i = close + 1;
        continue;
      }
    } else if (ch === "[") {
      const match = LINK.exec(text.slice(i));
      const href = match ? safeHref(match[2]) : null;
      if (match && href) {
        nodes.push({ type: "link", href, children: parseInline(match[1]) });
        i += match[0].length;
        continue;
      }
    }
    pushText(nodes, ch);
    i += 1;
  }
  return nodes;
}

/** Paragraphs split on blank lines; single line breaks stay inside a paragraph. */
export function parseNoteMarkdown(body: string): NoteParagraph[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => block.split("\n").map((line) => parseInline(line)));
}
