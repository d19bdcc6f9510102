import { randomBytes } from "node:crypto";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { type HoleRecorder, HoleRecorderContext } from "~/components/island-hole";
import {
  HeldIslandDataContext,
  type IslandRenderer,
  IslandRendererContext,
} from "~/components/static-island";
import { isHeldRef } from "~/lib/island-data";
import { heldJsonOf } from "./island-data.server";
import { CLIENT_RENDERED_BOUNDARY } from "./whole-document.server";

/*
 * Static islands rendered apart from the document (issue 27: the cold render of a rich article).
 * An island marked `apart` (components/static-island.tsx) is rendered on its own, remembered by
 * its data, and its markup is spliced into the document's bytes where the document's render left
 * a token. Two costs go: rendering the same body again on every uncached request of the article
 * (the page cache drops an article's page whenever what is around it changes, its body rarely
 * does), and the document as one string over V8's large-object size (128 KB, about 64,000
 * characters once one of them is outside Latin-1), each of which cost about a millisecond here.
 *
 * What the island shows of the page itself (the body's ad slots, which read the router) is a hole:
 * `IslandHole` records `renderAd(slot)` as the prop's name and its arguments, and every document
 * renders those itself, after the island's token, in an `<island-hole>` that the splice moves
 * into the island's markup.
 */

type Hole = { prop: string; args: readonly unknown[] };
/** An island's markup cut at its holes: `text[0]`, hole `at[0]`, `text[1]`, …, `text[at.length]`. */
type Remembered = { text: string[]; at: number[]; holes: Hole[]; chars: number };

/** Characters of markup remembered at most (evicting the least recently used). */
const MEMO_CHARS = 4_000_000;
const memo = new Map<string, Remembered>();
let memoChars = 0;

function remember(key: string, entry: Remembered) {
  memo.set(key, entry);
  memoChars += entry.chars;
  for (const [oldest, old] of memo) {
    if (memoChars <= MEMO_CHARS) break;
    memo.delete(oldest);
    memoChars -= old.chars;
  }
}

/** Forgets every remembered island (tests). */
export function forgetIslandMarkup() {
  memo.clear();
  memoChars = 0;
}

class NotData extends Error {}

function keyPart(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner) => {
      if (typeof inner === "function") return "\u0192";
      if (typeof inner === "object" && inner !== null && "$$typeof" in inner) throw new NotData();
      return inner;
    }) ?? "~"
  );
}

/**
 * The props as a memo key: their data as JSON, a prop per part (JSON never holds a raw U+0000,
 * so the parts cannot run into each other). A function prop counts by name only (it fills
 * holes); a held prop's JSON is the one `holdForIsland` already wrote for its fingerprint.
 */
function dataKey(
  props: Record<string, unknown>,
  given: Record<string, unknown>,
  held: ReadonlyMap<number, unknown> | null,
): string | null {
  const parts: string[] = [];
  try {
    for (const [prop, value] of Object.entries(props)) {
      const ref = given[prop];
      parts.push(prop, (isHeldRef(ref) ? heldJsonOf(held, ref["~held"]) : undefined) ?? keyPart(value));
    }
  } catch (error) {
    if (error instanceof NotData) return null;
    throw error;
  }
  return parts.join("\u0000");
}

// What React writes first when a render hoists something to <head> (an image preload, a title,
// a stylesheet): rendered in place, the document's render puts it where it belongs.
const HOISTED = /^<(?:link|meta|title|script|style|base)\b/;
const HOLE_MARK = /<island-hole data-at="(\d+)"><\/island-hole>/g;

/** One document's renderer: its islands' markup in order, and the tokens that stand for it. */
export function createIslandRenderer(held: ReadonlyMap<number, unknown> | null) {
  const nonce = randomBytes(6).toString("hex");
  const placed: Remembered[] = [];

  function renderApart(
    name: string,
    id: string,
    props: Record<string, unknown>,
    render: (props: Record<string, unknown>) => ReactElement,
  ): Remembered | null {
    const holes: Hole[] = [];
    const propOf = new Map<unknown, string>();
    const apartProps: Record<string, unknown> = { ...props };
    for (const [prop, value] of Object.entries(props)) {
      if (typeof value !== "function") continue;
      // Called directly, a function prop would change the markup without changing the key.
      const standIn = () => {
        throw new Error(`Static island '${name}' called its prop '${prop}' outside IslandHole`);
      };
      apartProps[prop] = standIn;
      propOf.set(standIn, prop);
    }
    const recorder: HoleRecorder = {
      hole(fill, args) {
        const prop = propOf.get(fill);
        if (!prop) throw new Error(`IslandHole in static island '${name}' fills from something not its prop`);
        holes.push({ prop, args: [...args] });
        return createElement("island-hole", { "data-at": holes.length - 1 });
      },
    };
    const html = renderToString(
      <HeldIslandDataContext.Provider value={held}>
        <HoleRecorderContext.Provider value={recorder}>{render(apartProps)}</HoleRecorderContext.Provider>
      </HeldIslandDataContext.Provider>,
      { identifierPrefix: `${id}-` },
    );
    if (HOISTED.test(html) || html.includes(CLIENT_RENDERED_BOUNDARY) || html.includes(" nonce="))
      return null;
    const text: string[] = [];
    const at: number[] = [];
    let from = 0;
    for (const mark of html.matchAll(HOLE_MARK)) {
      text.push(html.slice(from, mark.index));
      at.push(Number(mark[1]));
      from = mark.index + mark[0].length;
    }
    text.push(html.slice(from));
    return { text, at, holes, chars: html.length };
  }

  const renderer: IslandRenderer = {
    place(name, id, props, render, given) {
      const key = dataKey(props, given, held);
      if (key === null) return null;
      const memoKey = `${name}\u0000${id}\u0000${key}`;
      let entry = memo.get(memoKey);
      if (entry) {
        memo.delete(memoKey); // most recently used last
        memo.set(memoKey, entry);
      } else {
        const rendered = renderApart(name, id, props, render);
        if (!rendered) return null;
        entry = rendered;
        remember(memoKey, entry);
      }
      const n = placed.push(entry) - 1;
      const holes: ReactNode[] = entry.holes.map((hole, i) =>
        createElement(
          "island-hole",
          { key: i, "data-hole": `${nonce}:${n}:${i}` },
          // Nested islands render in place: a hole holds no tokens of its own.
          <IslandRendererContext.Provider value={null}>
            {(props[hole.prop] as (...args: readonly unknown[]) => ReactNode)(...hole.args)}
          </IslandRendererContext.Provider>,
        ),
      );
      return { token: `<!--island:${nonce}:${n}-->`, holes };
    },
  };

  const tokenAt = `<!--island:${nonce}:`;
  const holeAt = `<island-hole data-hole="${nonce}:`;
  const holeEnd = "</island-hole>";

  /**
   * A part of the document's markup as the pieces to write: each token replaced by its island's
   * markup with the holes filled, and the holes' own `<island-hole>`s left out.
   */
  function splice(region: string): string[] {
    if (placed.length === 0) return [region];
    const filled = new Map<string, string>();
    const kept: string[] = [];
    let from = 0;
    for (let at = region.indexOf(holeAt); at !== -1; at = region.indexOf(holeAt, from)) {
      const refEnd = region.indexOf('"', at + holeAt.length);
      const open = region.indexOf(">", refEnd) + 1;
      const close = region.indexOf(holeEnd, open);
      kept.push(region.slice(from, at));
      filled.set(region.slice(at + holeAt.length, refEnd), region.slice(open, close));
      from = close + holeEnd.length;
    }
    kept.push(region.slice(from));
    const pieces: string[] = [];
    for (const part of kept) {
      let rest = 0;
      for (let at = part.indexOf(tokenAt); at !== -1; at = part.indexOf(tokenAt, rest)) {
        const end = part.indexOf("-->", at);
        const n = Number(part.slice(at + tokenAt.length, end));
        const island = placed[n];
        pieces.push(part.slice(rest, at));
        island.text.forEach((text, i) => {
          pieces.push(text);
          if (i < island.at.length) pieces.push(filled.get(`${n}:${island.at[i]}`) ?? "");
        });
        rest = end + 3;
      }
      pieces.push(part.slice(rest));
    }
    return pieces;
  }

  return { renderer, splice };
}
