/**
 * @mentions in internal notes (issue 26): '@Sofie Lund' names a staff member by their display name.
 * Names have spaces, so the longest staff name that follows the '@' wins ('@Sofie Lund' over a
 * colleague called 'Sofie'); a first name alone counts when exactly one staff member has it.
 */
export interface StaffName {
  id: string;
  name: string;
}

export interface Mention {
  userId: string;
  /** Where '@' stands in the text, and the index just past the name. */
  start: number;
  end: number;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const FIRST_WORD = /^[\p{L}\p{N}_-]+/u;

const fold = (value: string) => value.toLocaleLowerCase("da-DK");

/** True when the text ends at `index` or a non-word character follows (so '@Sofie' ≠ '@Sofiebarn'). */
function endsWord(text: string, index: number): boolean {
  return index >= text.length || !WORD_CHAR.test(text[index]);
}

/** Every mention in the text, in order; an e-mail address (a word character before '@') is none. */
export function findMentions(text: string, staff: readonly StaffName[]): Mention[] {
  const named = staff
    .map((s) => ({ id: s.id, name: s.name.trim(), folded: fold(s.name.trim()) }))
    .filter((s) => s.name.length > 0)
    // Longest first: the first full name that fits is the longest.
    .sort((a, b) => b.name.length - a.name.length);
  const byFirstName = new Map<string, string[]>();
  for (const s of named) {
    const first = s.folded.split(/\s+/)[0];
    byFirstName.set(first, [...(byFirstName.get(first) ?? []), s.id]);
  }

  const mentions: Mention[] = [];
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    if (at > 0 && WORD_CHAR.test(text[at - 1])) continue;
    const rest = text.slice(at + 1);
    const restFolded = fold(rest);
    const full = named.find((s) => restFolded.startsWith(s.folded) && endsWord(rest, s.name.length));
    if (full) {
      mentions.push({ userId: full.id, start: at, end: at + 1 + full.name.length });
      continue;
    }
    const word = FIRST_WORD.exec(rest)?.[0];
    const ids = word ? byFirstName.get(fold(word)) : undefined;
    if (word && ids && new Set(ids).size === 1) {
      mentions.push({ userId: ids[0], start: at, end: at + 1 + word.length });
    }
  }
  return mentions;
}

/** The mentioned staff members' ids, each once, in the order they are first named. */
export function mentionedUserIds(text: string, staff: readonly StaffName[]): string[] {
  return [...new Set(findMentions(text, staff).map((m) => m.userId))];
}

/** The '@…' being typed just before the caret ('Hej @Sof' → 'Sof'), or null when none is. */
export function mentionQuery(beforeCaret: string): { query: string; start: number } | null {
  const match = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_-]*(?: [\p{L}\p{N}_-]*)?)$/u.exec(beforeCaret);
  if (!match) return null;
  return { query: match[1], start: beforeCaret.length - match[1].length - 1 };
}

/** Staff whose display name starts with the query (or whose later name does), at most `limit`. */
export function suggestStaff(query: string, staff: readonly StaffName[], limit = 5): StaffName[] {
  const q = fold(query.trim());
  const starts = staff.filter((s) => fold(s.name).startsWith(q));
  const inner = staff.filter(
    (s) =>
      !starts.includes(s) &&
      fold(s.name)
        .split(/\s+/)
        .some((w) => w.startsWith(q)),
  );
  return [...starts, ...inner].slice(0, limit);
}
