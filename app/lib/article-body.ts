import { matchEmbedUrl } from "~/lib/embed-providers";

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

/** A block that may stand anywhere, also inside a fact box. */
export type SimpleBlock =
  | { type: "paragraph"; lines: InlineNode[][] }
  | { type: "heading"; level: 2 | 3; content: InlineNode[] }
  | { type: "list"; ordered: boolean; items: InlineNode[][] }
  | { type: "quote"; lines: InlineNode[][] }
  /** Issue 27: a line holding only a link `matchEmbedUrl` recognises (the card, or the plain link). */
  | { type: "embed"; url: string }
  /** Issue 27: a line `![alt](url "credit")`: a picture in the body. */
  | { type: "image"; url: string; alt: string; credit: string | null };

export type ArticleBlock =
  | SimpleBlock
  /** Issue 27: `:::faktaboks Titel` … `:::`; its headings are h3 under the box's own heading. */
  | { type: "factbox"; title: string | null; blocks: SimpleBlock[] };

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

/**
 * A picture's address: an absolute http(s) one, or a path on this site (our stored images,
 * `/storage/…`), never protocol-relative (`//host`, `/\host`), `javascript:` or `data:`.
 */
export function safeImageSrc(url: string): string | null {
  if (/^\/(?![/\\])[^\s\\]*$/.test(url)) return url;
  return safeLinkHref(url) ? url : null;
}

const HEADING = /^(#{1,6})\s+(.+)$/;
const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
// ![alt](url) or ![alt](url "credit"): the whole line, nothing before or after it.
const IMAGE = /^!\[([^\]\n]*)\]\(\s*([^\s()"]+)(?:\s+"([^"\n]*)")?\s*\)$/;
// The fence's opening line ('Faktaboks' too), the rest of the line is the box's title.
const FACTBOX_OPEN = /^:::[ \t]*faktaboks(?:[ \t]+(.*))?$/i;
const FENCE_CLOSE = ":::";

/** A one-line block that is a picture or an embed, or null (it is read as text). */
function mediaBlock(line: string): SimpleBlock | null {
  const image = IMAGE.exec(line);
  if (image) {
    const url = safeImageSrc(image[2]);
    // A picture with an address we would not load stays text, read as any other line.
    if (!url) return null;
    return { type: "image", url, alt: image[1].trim(), credit: image[3]?.trim() || null };
  }
  const embed = matchEmbedUrl(line);
  return embed ? { type: "embed", url: embed.url } : null;
}

function parseBlock(lines: string[]): SimpleBlock[] {
  if (lines.length === 1) {
    const media = mediaBlock(lines[0]);
    if (media) return [media];
  }
  const heading = HEADING.exec(lines[0]);
  if (heading) {
    // '#' and '##' are both section headings: the page's only h1 is the title.
    const level = heading[1].length <= 2 ? 2 : 3;
    const block: SimpleBlock = { type: "heading", level, content: parseInline(heading[2].trim()) };
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

/** Spec §2: blocks split on blank lines; single newlines are line breaks. */
function parseBlocks(text: string): SimpleBlock[] {
  const blocks: SimpleBlock[] = [];
  for (const chunk of text.split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > 0) blocks.push(...parseBlock(lines));
  }
  return blocks;
}

type BodySegment =
  | { kind: "text"; lines: string[] }
  | { kind: "factbox"; title: string | null; lines: string[] };

/**
 * Issue 27: the fact boxes' regions cut out before the body is split on blank lines, which may
 * stand inside a box. A box runs from its `:::faktaboks` line to the next line holding only
 * `:::`, or to the end of the body when that never comes.
 */
function splitFactboxes(text: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let current: BodySegment = { kind: "text", lines: [] };
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (current.kind === "factbox") {
      if (trimmed === FENCE_CLOSE) {
        segments.push(current);
        current = { kind: "text", lines: [] };
      } else current.lines.push(line);
      continue;
    }
    const open = FACTBOX_OPEN.exec(trimmed);
    if (open) {
      segments.push(current);
      current = { kind: "factbox", title: open[1]?.trim() || null, lines: [] };
    } else current.lines.push(line);
  }
  segments.push(current);
  return segments;
}

/** Spec §2: the body is split on blank lines into blocks; single newlines are line breaks. */
export function parseArticleBody(content: string | null | undefined): ArticleBlock[] {
  // A page parses its body twice (the loader for its embeds' and pictures' addresses, the body's
  // render): the last answer is kept. Blocks are never changed after parsing, so sharing is safe.
  const source = content ?? "";
  if (lastParsed?.source === source) return lastParsed.blocks;
  const blocks = parseBody(source);
  lastParsed = { source, blocks };
  return blocks;
}
let lastParsed: { source: string; blocks: ArticleBlock[] } | undefined;

function parseBody(content: string): ArticleBlock[] {
  const text = content.replace(/\r\n?/g, "\n");
  const blocks: ArticleBlock[] = [];
  for (const segment of splitFactboxes(text)) {
    const inner = parseBlocks(segment.lines.join("\n"));
    if (segment.kind === "text") {
      blocks.push(...inner);
      continue;
    }
    // The box's heading is the section's h2 level: the headings inside it are one below.
    const boxed = inner.map(
      (block): SimpleBlock => (block.type === "heading" ? { ...block, level: 3 } : block),
    );
    // An empty fence with no title shows nothing at all.
    if (boxed.length > 0 || segment.title)
      blocks.push({ type: "factbox", title: segment.title, blocks: boxed });
  }
  return blocks;
}

/**
 * Issue 27: the addresses of the body's embeds and pictures (fact boxes' too), each once, in the
 * order they stand: what the article page's loader looks up and what a save fetches.
 */
export function bodyMediaUrls(blocks: readonly ArticleBlock[]): { embedUrls: string[]; imageUrls: string[] } {
  const embedUrls = new Set<string>();
  const imageUrls = new Set<string>();
  const visit = (block: ArticleBlock) => {
    if (block.type === "embed") embedUrls.add(block.url);
    else if (block.type === "image") imageUrls.add(block.url);
    else if (block.type === "factbox") block.blocks.forEach(visit);
  };
  blocks.forEach(visit);
  return { embedUrls: [...embedUrls], imageUrls: [...imageUrls] };
}

/** At most this many embeds and this many pictures of one body are looked up (the rest stay links and plain images). */
export const BODY_MEDIA_LIMIT = 20;

/** The addresses a reader's page looks up: the first BODY_MEDIA_LIMIT embeds and pictures. */
export function lookedUpBodyMedia(content: string | null | undefined): {
  embedKeys: string[];
  imageKeys: string[];
} {
  const { embedUrls, imageUrls } = bodyMediaUrls(parseArticleBody(content));
  return { embedKeys: embedUrls.slice(0, BODY_MEDIA_LIMIT), imageKeys: imageUrls.slice(0, BODY_MEDIA_LIMIT) };
}

/**
 * What a save stores in `articles.body_media_urls` (issue 27): the looked-up addresses, embeds
 * first, so the article's own statement brings their cards and pictures.
 */
export function bodyMediaUrlsOf(content: string | null | undefined): string[] {
  const { embedKeys, imageKeys } = lookedUpBodyMedia(content);
  return [...embedKeys, ...imageKeys];
}

/** An article's written text as a save stores it: title, excerpt and body, with the body's media addresses. */
export function articleTextColumns(text: { title: string; excerpt: string; content: string }) {
  return {
    title: text.title,
    excerpt: text.excerpt,
    content: text.content,
    bodyMediaUrls: bodyMediaUrlsOf(text.content),
  };
}

export type BodyPart =
  | { kind: "block"; block: ArticleBlock; index: number }
  | { kind: "ad"; slot: 1 | 2 | 3 };

/** The block's visible text, markup removed (how a reader sees where it ends). */
function inlineText(nodes: InlineNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : inlineText(node.children))).join("");
}

/**
 * Issue 22: a block whose text ends in ':' introduces what follows ('Det skal du holde øje med:'
 * before its list). A heading is a title, never an introduction.
 */
function introducesList(block: ArticleBlock): boolean {
  // A heading is a title; a picture, an embed or a fact box stands on its own.
  const lines =
    block.type === "list"
      ? block.items
      : block.type === "paragraph" || block.type === "quote"
        ? block.lines
        : [];
  const last = lines[lines.length - 1];
  return last ? /:\s*$/.test(inlineText(last)) : false;
}

/**
 * The first boundary at or after `index` (before block `index`) that does not fall between a
 * block ending in ':' and the list it introduces; `blocks.length` is the end of the body.
 */
function adBoundary(blocks: ArticleBlock[], index: number): number {
  let at = index;
  while (at > 0 && at < blocks.length && blocks[at].type === "list" && introducesList(blocks[at - 1])) at++;
  return at;
}

/**
 * Spec §2: ad slots separate the parts – one before the body, a second after block 3 when there
 * are more than 3 blocks (issue 27: a picture, an embed and a whole fact box are a block each), a third after block 6 when there are more than 6. Issue 22: a slot never
 * separates an introduction ending in ':' from its list; it moves to the next boundary (after
 * the list, at the latest the end of the body), and the third always stays after the second.
 * A third with no boundary left after the second is left out rather than set beside it.
 */
export function withAdSlots(blocks: ArticleBlock[]): BodyPart[] {
  const before = new Map<number, (1 | 2 | 3)[]>();
  const place = (slot: 1 | 2 | 3, index: number) => before.set(index, [...(before.get(index) ?? []), slot]);
  place(1, 0);
  let second = -1;
  if (blocks.length > 3) {
    second = adBoundary(blocks, 3);
    place(2, second);
  }
  if (blocks.length > 6) {
    const third = adBoundary(blocks, Math.max(6, second + 1));
    // Never two slots with no text between them: past the end there is no boundary left.
    if (third <= blocks.length) place(3, third);
  }
  const parts: BodyPart[] = [];
  const slotsAt = (index: number) => {
    for (const slot of before.get(index) ?? []) parts.push({ kind: "ad", slot });
  };
  blocks.forEach((block, index) => {
    slotsAt(index);
    parts.push({ kind: "block", block, index });
  });
  // A slot moved past the last block closes the body.
  slotsAt(blocks.length);
  return parts;
}
