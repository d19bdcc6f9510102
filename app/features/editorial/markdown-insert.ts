/**
 * Spec §9 editor toolbar: each button puts markdown syntax around the selection (or the selected
 * lines). Pure, so the editor only has to apply the result to its textarea.
 */
export interface TextSelection {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

export type MarkdownAction =
  | "bold"
  | "italic"
  | "underline"
  | "h1"
  | "h2"
  | "h3"
  | "bullet"
  | "numbered"
  | "quote"
  | "link"
  | "factbox";

export interface ToolbarButton {
  action: MarkdownAction;
  label: string;
}

/** The toolbar in spec order, with the Danish labels screen readers announce. */
export const TOOLBAR: readonly ToolbarButton[] = [
  { action: "bold", label: "Fed" },
  { action: "italic", label: "Kursiv" },
  { action: "underline", label: "Understreget" },
  { action: "h1", label: "Overskrift 1" },
  { action: "h2", label: "Overskrift 2" },
  { action: "h3", label: "Overskrift 3" },
  { action: "bullet", label: "Punktliste" },
  { action: "numbered", label: "Nummereret liste" },
  { action: "quote", label: "Citat" },
  { action: "link", label: "Link" },
];

/**
 * Issue 27: the body's blocks. Picture and embed open a dialog first (the editor chooses the
 * picture, or sees the post's preview); the fact box is a transform like the buttons above.
 */
export const BLOCK_TOOLS = {
  image: "Indsæt billede",
  embed: "Indsæt indlejring",
  factbox: "Faktaboks",
} as const;

const PLACEHOLDER: Record<MarkdownAction, string> = {
  bold: "fed tekst",
  italic: "kursiv tekst",
  underline: "understreget tekst",
  h1: "Overskrift",
  h2: "Overskrift",
  h3: "Overskrift",
  bullet: "Punkt",
  numbered: "Punkt",
  quote: "Citat",
  link: "linktekst",
  factbox: "…",
};

function clampSelection(s: TextSelection): TextSelection {
  const len = s.value.length;
  const a = Math.max(0, Math.min(len, s.selectionStart));
  const b = Math.max(0, Math.min(len, s.selectionEnd));
  return { value: s.value, selectionStart: Math.min(a, b), selectionEnd: Math.max(a, b) };
}

/** Wraps the selection in `before`/`after`; wrapping an already wrapped selection unwraps it. */
export function wrapSelection(
  input: TextSelection,
  before: string,
  after: string,
  placeholder: string,
): TextSelection {
  const { value, selectionStart: start, selectionEnd: end } = clampSelection(input);
  const selected = value.slice(start, end);
  const outerStart = start - before.length;
  if (
    selected &&
    outerStart >= 0 &&
    value.slice(outerStart, start) === before &&
    value.slice(end, end + after.length) === after
  ) {
    return {
      value: value.slice(0, outerStart) + selected + value.slice(end + after.length),
      selectionStart: outerStart,
      selectionEnd: outerStart + selected.length,
    };
  }
  const text = selected || placeholder;
  const next = value.slice(0, start) + before + text + after + value.slice(end);
  return {
    value: next,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + text.length,
  };
}

const HEADING_PREFIX = /^#{1,6}\s+/;
const BULLET_PREFIX = /^[-*+]\s+/;
const NUMBER_PREFIX = /^\d+[.)]\s+/;
const QUOTE_PREFIX = /^>\s?/;

/** Rewrites every line the selection touches with `transform(line, index, lines)`. */
export function transformLines(
  input: TextSelection,
  transform: (line: string, index: number, lines: string[]) => string,
): TextSelection {
  const { value, selectionStart: start, selectionEnd } = clampSelection(input);
  // A selection that ends right after a newline does not include the next line.
  const end = selectionEnd > start && value[selectionEnd - 1] === "\n" ? selectionEnd - 1 : selectionEnd;
  const blockStart = value.lastIndexOf("\n", start - 1) + 1;
  const nextBreak = value.indexOf("\n", end);
  const blockEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(blockStart, blockEnd).split("\n");
  const replaced = lines.map((line, i) => transform(line, i, lines)).join("\n");
  return {
    value: value.slice(0, blockStart) + replaced + value.slice(blockEnd),
    selectionStart: blockStart,
    selectionEnd: blockStart + replaced.length,
  };
}

function prefixLines(
  input: TextSelection,
  pattern: RegExp,
  prefixFor: (index: number) => string,
  placeholder: string,
  toggle = true,
): TextSelection {
  const s = clampSelection(input);
  const blockStart = s.value.lastIndexOf("\n", s.selectionStart - 1) + 1;
  const nextBreak = s.value.indexOf("\n", s.selectionEnd);
  const block = s.value.slice(blockStart, nextBreak === -1 ? s.value.length : nextBreak);
  if (block.trim() === "") {
    // On an empty line: insert the prefix with a placeholder to type over.
    const prefix = prefixFor(0);
    const value =
      s.value.slice(0, blockStart) + prefix + placeholder + s.value.slice(blockStart + block.length);
    const at = blockStart + prefix.length;
    return { value, selectionStart: at, selectionEnd: at + placeholder.length };
  }
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  const allPrefixed = toggle && lines.length > 0 && lines.every((line) => pattern.test(line));
  let counter = 0;
  return transformLines(s, (line) => {
    if (line.trim() === "") return line;
    const bare = line.replace(pattern, "");
    if (allPrefixed) return bare;
    return prefixFor(counter++) + bare;
  });
}

function headingPrefix(level: 1 | 2 | 3) {
  return (input: TextSelection): TextSelection => {
    const prefix = `${"#".repeat(level)} `;
    const s = clampSelection(input);
    const blockStart = s.value.lastIndexOf("\n", s.selectionStart - 1) + 1;
    const nextBreak = s.value.indexOf("\n", s.selectionEnd);
    const block = s.value.slice(blockStart, nextBreak === -1 ? s.value.length : nextBreak);
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    // Same level again removes the heading; another level replaces it.
    const sameLevel =
      lines.length > 0 && lines.every((line) => line.startsWith(prefix) && line[level] === " ");
    if (sameLevel) return transformLines(s, (line) => line.replace(HEADING_PREFIX, ""));
    return prefixLines(s, HEADING_PREFIX, () => prefix, PLACEHOLDER[`h${level}`], false);
  };
}

function insertLink(input: TextSelection): TextSelection {
  const { value, selectionStart: start, selectionEnd: end } = clampSelection(input);
  const selected = value.slice(start, end);
  if (/^https?:\/\/\S+$/i.test(selected)) {
    const text = PLACEHOLDER.link;
    const next = `${value.slice(0, start)}[${text}](${selected})${value.slice(end)}`;
    return { value: next, selectionStart: start + 1, selectionEnd: start + 1 + text.length };
  }
  const text = selected || PLACEHOLDER.link;
  const url = "https://";
  const next = `${value.slice(0, start)}[${text}](${url})${value.slice(end)}`;
  const urlStart = start + text.length + 3;
  return { value: next, selectionStart: urlStart, selectionEnd: urlStart + url.length };
}

/**
 * Puts `block` in place of the selection as a block of its own: the line is cut at the caret and a
 * blank line separates the block from the text before and after it (the body's blocks are split
 * on blank lines). The block comes back selected, or only `select` (a placeholder) inside it.
 */
export function insertBlock(input: TextSelection, block: string, select?: string): TextSelection {
  const { value, selectionStart: start, selectionEnd: end } = clampSelection(input);
  const before = value.slice(0, start).replace(/[ \t]+$/, "");
  const after = value.slice(end).replace(/^[ \t]+/, "");
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const at = before.length + lead.length;
  const offset = select ? Math.max(0, block.indexOf(select)) : 0;
  const length = select ? select.length : block.length;
  return {
    value: before + lead + block + trail + after,
    selectionStart: at + offset,
    selectionEnd: at + offset + length,
  };
}

/** An embed line: the link alone (issue 27: a recognised link on a line of its own becomes an embed). */
export function embedBlock(url: string): string {
  return url.trim().replace(/\s+/g, "");
}

/**
 * An inline picture, `![alt](url "credit")` on one line. What would end a part early is taken
 * out: brackets and line breaks in the alt text, double quotes in the credit, and spaces,
 * parentheses, quotes and backslashes in the address are written as %-escapes.
 */
export function imageBlock(image: { url: string; alt: string; credit?: string | null }): string {
  const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
  const alt = oneLine(image.alt).replace(/[[\]]/g, "");
  const url = image.url
    .trim()
    .replace(/\s/g, "%20")
    .replace(/\(/g, "%28")
    .replace(/\)/g, "%29")
    .replace(/"/g, "%22")
    .replace(/\\/g, "%5C");
  const credit = oneLine(image.credit ?? "").replace(/"/g, "'");
  return credit ? `![${alt}](${url} "${credit}")` : `![${alt}](${url})`;
}

/** Issue 27: the fact box's fence and default title. */
export const FACTBOX_OPEN = ":::faktaboks";
export const FACTBOX_CLOSE = ":::";
export const FACTBOX_TITLE = "Fakta";

/**
 * 'Faktaboks': the selected lines go inside a `:::faktaboks Fakta` … `:::` fence; without a
 * selection a template with one list item to type over.
 */
function insertFactbox(input: TextSelection): TextSelection {
  const s = clampSelection(input);
  if (s.selectionStart === s.selectionEnd || s.value.slice(s.selectionStart, s.selectionEnd).trim() === "") {
    const placeholder = PLACEHOLDER.factbox;
    return insertBlock(
      s,
      `${FACTBOX_OPEN} ${FACTBOX_TITLE}\n- ${placeholder}\n${FACTBOX_CLOSE}`,
      placeholder,
    );
  }
  // Whole lines: a fence always stands on a line of its own.
  const end = s.value[s.selectionEnd - 1] === "\n" ? s.selectionEnd - 1 : s.selectionEnd;
  const lineStart = s.value.lastIndexOf("\n", s.selectionStart - 1) + 1;
  const nextBreak = s.value.indexOf("\n", end);
  const lineEnd = nextBreak === -1 ? s.value.length : nextBreak;
  const inner = s.value.slice(lineStart, lineEnd).replace(/^\n+|\s+$/g, "");
  const result = insertBlock(
    { value: s.value, selectionStart: lineStart, selectionEnd: lineEnd },
    `${FACTBOX_OPEN} ${FACTBOX_TITLE}\n${inner}\n${FACTBOX_CLOSE}`,
    FACTBOX_TITLE,
  );
  return result;
}

export function applyMarkdown(action: MarkdownAction, input: TextSelection): TextSelection {
  switch (action) {
    case "bold":
      return wrapSelection(input, "**", "**", PLACEHOLDER.bold);
    case "italic":
      return wrapSelection(input, "*", "*", PLACEHOLDER.italic);
    case "underline":
      // Markdown has no underline of its own; <u> is the common inline-HTML form.
      return wrapSelection(input, "<u>", "</u>", PLACEHOLDER.underline);
    case "h1":
      return headingPrefix(1)(input);
    case "h2":
      return headingPrefix(2)(input);
    case "h3":
      return headingPrefix(3)(input);
    case "bullet":
      return prefixLines(input, BULLET_PREFIX, () => "- ", PLACEHOLDER.bullet);
    case "numbered":
      return prefixLines(input, NUMBER_PREFIX, (i) => `${i + 1}. `, PLACEHOLDER.numbered);
    case "quote":
      return prefixLines(input, QUOTE_PREFIX, () => "> ", PLACEHOLDER.quote);
    case "link":
      return insertLink(input);
    case "factbox":
      return insertFactbox(input);
  }
}
