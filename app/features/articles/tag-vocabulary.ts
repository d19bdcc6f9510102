import type { TagPrefix } from "~/lib/tags";

export interface TagOption {
  value: string;
  label: string;
}

/** How each tag prefix is named to readers ('Liga: Premier League'). */
export const TAG_PREFIX_LABELS: Record<TagPrefix, string> = {
  liga: "Liga",
  klub: "Klub",
  transfer: "Transfer",
  position: "Position",
  nationalitet: "Nationalitet",
  spiller: "Spiller",
  type: "Type",
  annonce: "Annonce",
};

/** The home page's transfer filter (spec §2 query filter transfer:{value}). */
export const TRANSFER_OPTIONS: readonly TagOption[] = [
  { value: "kobt", label: "Købt" },
  { value: "solgt", label: "Solgt" },
  { value: "rygte", label: "Rygte" },
  { value: "leje", label: "Leje" },
  { value: "fri-transfer", label: "Fri transfer" },
];

/** The home page's position filter. */
export const POSITION_OPTIONS: readonly TagOption[] = [
  { value: "maalmand", label: "Målmand" },
  { value: "forsvar", label: "Forsvar" },
  { value: "midtbane", label: "Midtbane" },
  { value: "angreb", label: "Angreb" },
];

/** The home page's nationality filter. */
export const NATIONALITY_OPTIONS: readonly TagOption[] = [
  { value: "dansk", label: "Dansk" },
  { value: "norsk", label: "Norsk" },
  { value: "svensk", label: "Svensk" },
  { value: "islandsk", label: "Islandsk" },
  { value: "finsk", label: "Finsk" },
  { value: "engelsk", label: "Engelsk" },
  { value: "tysk", label: "Tysk" },
  { value: "fransk", label: "Fransk" },
  { value: "spansk", label: "Spansk" },
  { value: "italiensk", label: "Italiensk" },
  { value: "hollandsk", label: "Hollandsk" },
  { value: "belgisk", label: "Belgisk" },
  { value: "portugisisk", label: "Portugisisk" },
  { value: "brasiliansk", label: "Brasiliansk" },
  { value: "argentinsk", label: "Argentinsk" },
];

/** Value labels that a plain capitalisation would get wrong (Danish letters lost in the slug). */
export const KNOWN_VALUE_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...TRANSFER_OPTIONS.map((o) => [`transfer:${o.value}`, o.label] as const),
  ...POSITION_OPTIONS.map((o) => [`position:${o.value}`, o.label] as const),
  ...NATIONALITY_OPTIONS.map((o) => [`nationalitet:${o.value}`, o.label] as const),
]);
