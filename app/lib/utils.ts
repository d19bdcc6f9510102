import { type ClassValue, joinClasses } from "./class-names";

export type { ClassValue };

/**
 * Joins class names conditionally; a later Tailwind class replaces an earlier one of the same
 * kind (`cn("h-9 px-3", "h-11")` → `px-3 h-11`), so a component's `className` overrides its
 * defaults. A small stand-in for `tailwind-merge` that knows the utilities this code base uses,
 * kept out of every public page's JavaScript (issue 23); `utils.test.ts` pins it to
 * tailwind-merge's answers.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = joinClasses(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    if (merges.size >= MAX_MERGES) merges.clear();
    merges.set(joined, merged);
  }
  return merged;
}

/**
 * The answers of `merge` by input. A page renders the same few hundred class lists (every button,
 * card and link) on every request, and working each one out again was about 8 % of a cold front
 * page's server CPU (issue 23, `npm run profile`). A pure function of the string, so the memo is
 * right in every process; bounded because a class list may carry a value (e.g. a width).
 * tailwind-merge keeps such a cache too.
 */
const merges = new Map<string, string>();
const MAX_MERGES = 2000;

function merge(joined: string): string {
  const classes = joined.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i];
    const parsed = parse(name);
    if (!parsed) {
      if (!kept.includes(name)) kept.push(name);
      continue;
    }
    const key = parsed.scope + parsed.group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[parsed.group] ?? []) taken.add(parsed.scope + other);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

/** Later `group` removes earlier classes of these groups too (same variants). */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  rounded: ["t", "r", "b", "l", "tl", "tr", "br", "bl", "s", "e", "ss", "se", "es", "ee"].map(
    (corner) => `rounded-side-${corner}`,
  ),
  "border-w": ["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => `border-w-side-${side}`),
  "border-color": ["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => `border-color-side-${side}`),
  "line-clamp": ["display", "overflow"],
};

const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "contents",
  "hidden",
  "table",
  "table-row",
  "table-cell",
  "flow-root",
  "list-item",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const SINGLE: Record<string, string> = {
  visible: "visibility",
  invisible: "visibility",
  collapse: "visibility",
  italic: "font-style",
  "not-italic": "font-style",
  uppercase: "text-transform",
  lowercase: "text-transform",
  capitalize: "text-transform",
  "normal-case": "text-transform",
  underline: "text-decoration",
  "no-underline": "text-decoration",
  "line-through": "text-decoration",
  overline: "text-decoration",
  truncate: "text-overflow",
  "sr-only": "sr",
  "not-sr-only": "sr",
  grow: "grow",
  shrink: "shrink",
  transition: "transition",
  shadow: "shadow",
  border: "border-w",
  rounded: "rounded",
  ring: "ring-w",
  outline: "outline-style",
};
const FONT_SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SIDES = "(x|y|t|r|b|l|s|e)";
const CORNERS = "(t|r|b|l|tl|tr|br|bl|s|e|ss|se|es|ee)";
const LENGTH = /^\[(\d|calc|length:)|^\d/;
/** Prefixes whose value never changes the kind of utility (longest first where one starts another). */
const PREFIXES = [
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "size",
  "w",
  "h",
  "gap-x",
  "gap-y",
  "gap",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "ps",
  "pe",
  "p",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "ms",
  "me",
  "m",
  "space-x",
  "space-y",
  "inset-x",
  "inset-y",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "z",
  "opacity",
  "order",
  "col-span",
  "col-start",
  "row-span",
  "grid-cols",
  "grid-rows",
  "basis",
  "leading",
  "tracking",
  "duration",
  "delay",
  "ease",
  "line-clamp",
  "underline-offset",
  "scale",
  "rotate",
  "translate-x",
  "translate-y",
  "aspect",
  "cursor",
  "select",
  "pointer-events",
  "whitespace",
  "overflow-x",
  "overflow-y",
  "overflow",
  "items",
  "justify-items",
  "justify-self",
  "justify",
  "self",
  "content",
  "place-items",
  "place-content",
  "place-self",
  "field-sizing",
  "animate",
  "shrink",
  "grow",
  "outline-offset",
  "backdrop-blur",
  "blur",
  "origin",
  "break",
  "scroll-m",
  "scroll-p",
  "auto-cols",
  "auto-rows",
  "grid-flow",
  "columns",
  "decoration",
  "divide-x",
  "divide-y",
  "fill",
  "stroke",
  "touch",
  "resize",
  "will-change",
  "align",
];

/** `md:hover:h-9` → scope `md:hover:` and group `h`; undefined for a class of its own kind. */
function parse(name: string): { scope: string; group: string } | undefined {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i;
  }
  const scope = name.slice(0, cut + 1);
  let utility = name.slice(cut + 1);
  let important = "";
  if (utility.startsWith("!")) {
    important = "!";
    utility = utility.slice(1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  const group = groupOf(utility);
  return group ? { scope: scope + important, group } : undefined;
}

function groupOf(utility: string): string | undefined {
  if (utility.startsWith("[") && utility.includes(":"))
    return `arbitrary:${utility.slice(1, utility.indexOf(":"))}`;
  if (DISPLAY.has(utility)) return "display";
  if (POSITION.has(utility)) return "position";
  if (SINGLE[utility]) return SINGLE[utility];
  const bare = utility.replace(/\/[^/\]]*$/, "");
  const value = (prefix: string) => bare.slice(prefix.length + 1);
  if (bare.startsWith("text-")) {
    const v = value("text");
    if (FONT_SIZES.test(v) || (v.startsWith("[") && LENGTH.test(v))) return "font-size";
    if (/^(left|center|right|justify|start|end)$/.test(v)) return "text-align";
    if (/^(wrap|nowrap|balance|pretty)$/.test(v)) return "text-wrap";
    if (/^(ellipsis|clip)$/.test(v)) return "text-overflow";
    return "text-color";
  }
  if (bare.startsWith("font-")) return FONT_WEIGHTS.test(value("font")) ? "font-weight" : "font-family";
  if (bare.startsWith("bg-")) {
    const v = value("bg");
    if (/^(auto|cover|contain)$/.test(v)) return "bg-size";
    if (/^(center|top|bottom|left|right|left-top|right-top|left-bottom|right-bottom)$/.test(v))
      return "bg-position";
    if (/^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(v)) return "bg-repeat";
    if (/^(none|linear-|gradient-|radial|conic|\[url)/.test(v)) return "bg-image";
    return "bg-color";
  }
  if (bare.startsWith("border-")) {
    const v = value("border");
    if (/^(solid|dashed|dotted|double|none|hidden)$/.test(v)) return "border-style";
    if (/^(\d+|\[\d[^\]]*\])$/.test(v)) return "border-w";
    if (new RegExp(`^${SIDES}(-(\\d+|\\[\\d[^\\]]*\\]))?$`).test(v))
      return `border-w-side-${v.split("-")[0]}`;
    if (new RegExp(`^${SIDES}-`).test(v)) return `border-color-side-${v.split("-")[0]}`;
    return "border-color";
  }
  if (bare.startsWith("rounded-")) {
    const v = value("rounded");
    return new RegExp(`^${CORNERS}(-|$)`).test(v) ? `rounded-side-${v.split("-")[0]}` : "rounded";
  }
  if (bare.startsWith("shadow-")) {
    return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[)/.test(value("shadow")) ? "shadow" : "shadow-color";
  }
  if (bare.startsWith("ring-offset-")) {
    return /^(\d+|\[\d[^\]]*\])$/.test(value("ring-offset")) ? "ring-offset-w" : "ring-offset-color";
  }
  if (bare.startsWith("ring-")) {
    const v = value("ring");
    if (v === "inset") return "ring-inset";
    return /^(\d+|\[\d[^\]]*\])$/.test(v) ? "ring-w" : "ring-color";
  }
  if (bare.startsWith("outline-")) {
    const v = value("outline");
    if (/^(none|solid|dashed|dotted|double|hidden)$/.test(v)) return "outline-style";
    if (v.startsWith("offset-")) return "outline-offset";
    return /^(\d+|\[\d[^\]]*\])$/.test(v) ? "outline-w" : "outline-color";
  }
  if (bare.startsWith("flex-")) {
    const v = value("flex");
    if (/^(row|col|row-reverse|col-reverse)$/.test(v)) return "flex-direction";
    if (/^(wrap|nowrap|wrap-reverse)$/.test(v)) return "flex-wrap";
    return "flex";
  }
  if (bare.startsWith("object-")) {
    return /^(contain|cover|fill|none|scale-down)$/.test(value("object")) ? "object-fit" : "object-position";
  }
  if (bare.startsWith("list-")) {
    return /^(inside|outside)$/.test(value("list")) ? "list-position" : "list-style";
  }
  if (bare.startsWith("transition-")) return "transition";
  for (const prefix of PREFIXES) if (bare.startsWith(`${prefix}-`)) return prefix;
  return undefined;
}
