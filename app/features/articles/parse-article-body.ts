/**
 * The article body as data: a safe subset of markdown that the page turns into React elements.
 * Nothing here ever becomes raw HTML, so `<script>` in an article is shown as text.
 */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "strong"; children: InlineNode[] }
  | { type: "em"; children: InlineNode[] }
  | { type: "underline"; children: InlineNode[] }
  | { type: "link"; href: string; children: InlineNode[] };

export type ArticleBlock =
  | { type: "paragraph"; lines: InlineNode[][] }
  | { type: "heading"; level: 2 | 3; content: InlineNode[] }
  | { type: "list"; ordered: boolean; items: InlineNode[][] }
  | { type: "quote"; lines: InlineNode[][] };

// **bold**, __bold__, *italic*, [text](url), <u>underline</u> (the editor's underline button) –
// the earliest match wins, bold before italic. <u> is recognised as syntax, never passed on as HTML.
const INLINE_PATTERN =
  /\*\*(?=\S)([^\n]+?)\*\*|__(?=\S)([^\n]+?)__|\*(?=[^\s*])([^*\n]+?)\*|\[([^\]\n]+)\]\(([^()\s]+)\)|<u>([^\n]+?)<\/u>/;

/** Only absolute http(s) addresses become links; `javascript:`, `data:` and the like never do. */
export function safeLinkHref(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE_PATTERN.exec(rest);
    if (!match) {
      nodes.push({ type: "text", text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ type: "text", text: rest.slice(0, match.index) });
    const [, strongA, strongB, em, linkText, linkUrl, underline] = match;
    if (underline !== undefined) {
      nodes.push({ type: "underline", children: parseInline(underline) });
    } else if (strongA !== undefined || strongB !== undefined) {
      nodes.push({ type: "strong", children: parseInline(strongA ?? strongB) });
    } else if (em !== undefined) {
      nodes.push({ type: "em", children: parseInline(em) });
    } else {
      const href = safeLinkHref(linkUrl);
      const children = parseInline(linkText);
      // An unsafe address keeps only its visible text.
      if (href) nodes.push({ type: "link", href, children });
      else nodes.push(...children);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  return mergeText(nodes);
}

function mergeText(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === "text" && last?.type === "text") last.text += node.text;
    else out.push(node);
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.+)$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

function parseBlock(lines: string[]): ArticleBlock[] {
  const heading = HEADING.exec(lines[0]);
  if (heading) {
    // '#' and '##' are both section headings: the page's only h1 is the title.
    const level = heading[1].length <= 2 ? 2 : 3;
    const block: ArticleBlock = { type: "heading", level, content: parseInline(heading[2].trim()) };
    const rest = lines.slice(1);
    return rest.length > 0 ? [block, ...parseBlock(rest)] : [block];
  }
  if (lines.every((line) => BULLET.test(line))) {
    return [{ type: "list", ordered: false, items: lines.map((line) => parseInline(BULLET.exec(line)![1])) }];
  }
  if (lines.every((line) => NUMBERED.test(line))) {
    return [
      { type: "list", ordered: true, items: lines.map((line) => parseInline(NUMBERED.exec(line)![1])) },
    ];
  }
  if (lines.every((line) => QUOTE.test(line))) {
    return [{ type: "quote", lines: lines.map((line) => parseInline(QUOTE.exec(line)![1])) }];
  }
  return [{ type: "paragraph", lines: lines.map((line) => parseInline(line)) }];
}

/** Spec §2: the body is split on blank lines into blocks; single newlines are line breaks. */
export function parseArticleBody(content: string | null | undefined): ArticleBlock[] {
  const text = (content ?? "").replace(/\r\n?/g, "\n");
  const blocks: ArticleBlock[] = [];
  for (const chunk of text.split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > 0) blocks.push(...parseBlock(lines));
  }
  return blocks;
}

export type BodyPart =
  | { kind: "block"; block: ArticleBlock; index: number }
  | { kind: "ad"; slot: 1 | 2 | 3 };

/**
 * Spec §2: ad slots separate the parts – one before the body, a second after block 3 when there
 * are more than 3 blocks, a third after block 6 when there are more than 6.
 */
export function withAdSlots(blocks: ArticleBlock[]): BodyPart[] {
  const parts: BodyPart[] = [{ kind: "ad", slot: 1 }];
  blocks.forEach((block, index) => {
    if (index === 3) parts.push({ kind: "ad", slot: 2 });
    if (index === 6) parts.push({ kind: "ad", slot: 3 });
    parts.push({ kind: "block", block, index });
  });
  return parts;
}
