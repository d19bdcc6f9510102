import { splitTag, type TagPrefix } from "~/lib/tags";
import { KNOWN_VALUE_LABELS, TAG_PREFIX_LABELS } from "./tag-vocabulary";

/** Labels the caller knows better (league and club names), keyed by the full tag. */
export type TagNames = Readonly<Record<string, string>>;

const PREFIX_COLORS: Record<TagPrefix, string> = {
  liga: "border-blue-200 bg-blue-50 text-blue-800",
  klub: "border-red-200 bg-red-50 text-red-800",
  transfer: "border-green-200 bg-green-50 text-green-800",
  position: "border-purple-200 bg-purple-50 text-purple-800",
  nationalitet: "border-orange-200 bg-orange-50 text-orange-800",
  spiller: "border-amber-200 bg-amber-50 text-amber-900",
  type: "border-slate-200 bg-slate-100 text-slate-700",
  annonce: "border-yellow-300 bg-yellow-50 text-yellow-900",
};

const FREE_TEXT_COLOR = "border-gray-200 bg-gray-100 text-gray-700";

/** Spec §2: tags are coloured by prefix; free text is grey. */
export function tagColorClass(tag: string): string {
  const { prefix } = splitTag(tag);
  return prefix ? PREFIX_COLORS[prefix] : FREE_TEXT_COLOR;
}

/** "christian-eriksen" → "Christian Eriksen". */
function humanize(value: string): string {
  return value
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function ownValue(record: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The value part as readers see it: 'Premier League', 'Købt', 'Christian Eriksen', 'derby'. */
export function tagValueLabel(tag: string, names: TagNames = {}): string {
  // Own keys only: a tag from the address bar such as "__proto__" or "constructor" must not find
  // Object.prototype's members (rendering one as text was a 500).
  const known = ownValue(names, tag) ?? ownValue(KNOWN_VALUE_LABELS, tag);
  if (known) return known;
  const { prefix, value } = splitTag(tag);
  return prefix ? humanize(value) : value;
}

/** The full label, naming the prefix: 'Liga: Premier League'; free text stays as written. */
export function tagLabel(tag: string, names: TagNames = {}): string {
  const { prefix } = splitTag(tag);
  const value = tagValueLabel(tag, names);
  return prefix ? `${TAG_PREFIX_LABELS[prefix]}: ${value}` : value;
}

/** The filtered home page for a tag, in the spec's form `/?liga:premier-league`. */
export function tagFilterHref(tag: string): string {
  const { prefix } = splitTag(tag);
  // Prefixed tags are already URL-safe (a-z, 0-9, hyphen); free text may hold spaces and æøå.
  return prefix ? `/?${tag}` : `/?tag=${encodeURIComponent(tag)}`;
}
