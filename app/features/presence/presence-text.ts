/** Presence on an article (issue 26): the shapes and Danish texts shared by the server and the browser. */

/** A heartbeat every 10 s; a row not seen for 30 s counts as gone (a closed laptop, a lost tab). */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_STALE_MS = 30_000;

export const PRESENCE_INTENTS = ["join", "heartbeat", "leave", "takeover"] as const;
export type PresenceIntent = (typeof PRESENCE_INTENTS)[number];

export interface PresenceEntry {
  userId: string;
  name: string;
  editing: boolean;
  since: string;
}

/** What the endpoint answers: who has the article open, who holds the edit, and whether it is you. */
export interface PresenceState {
  articleId: string;
  present: PresenceEntry[];
  holder: PresenceEntry | null;
  youHold: boolean;
}

export const PRESENCE_TEXT = {
  takeover: "Overtag redigering",
  unknownArticle: "Artiklen findes ikke.",
  forbidden: "Ingen adgang",
  unknownIntent: "Ukendt handling",
  failed: "Tilstedeværelsen kunne ikke opdateres. Prøv igen.",
  readOnly: "Du kan læse artiklen, men ikke gemme, før du overtager redigeringen.",
} as const;

/** 'Sofie Lund redigerer nu' (the list row and the editor's banner). */
export const editingNow = (name: string) => `${name} redigerer nu`;
/** Shown to the one whose edit was taken over. */
export const tookOver = (name: string) => `${name} har overtaget redigeringen`;
/** The staff notification to the previous holder. */
export const takeoverNotice = (name: string, title: string) =>
  `${name} har overtaget redigeringen af "${title}"`;
