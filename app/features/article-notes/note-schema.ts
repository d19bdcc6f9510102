import { z } from "zod";
import type { ActionResult } from "~/lib/form";

/** Internal notes (issue 26): the Danish texts of the thread, its form and its endpoint. */
export const NOTE_TEXT = {
  empty: "Skriv en note",
  tooLong: "Noten må højst være 4000 tegn",
  created: "Noten er gemt",
  resolved: "Noten er markeret som løst",
  reopened: "Noten er genåbnet",
  deleted: "Noten er slettet",
  articleNotFound: "Artiklen findes ikke",
  noteNotFound: "Noten findes ikke",
  forbidden: "Ingen adgang",
  notOwn: "Du kan kun slette dine egne noter",
  unknownIntent: "Ukendt handling",
  failed: "Noten kunne ikke gemmes. Prøv igen.",
} as const;

export const NOTE_MAX_LENGTH = 4000;

export const NOTE_INTENTS = ["create", "resolve", "reopen", "delete"] as const;
export type NoteIntent = (typeof NOTE_INTENTS)[number];

export const noteBodySchema = z.object({
  body: z
    .string({ error: NOTE_TEXT.empty })
    .trim()
    .min(1, NOTE_TEXT.empty)
    .max(NOTE_MAX_LENGTH, NOTE_TEXT.tooLong),
});

export function isNoteIntent(value: unknown): value is NoteIntent {
  return typeof value === "string" && (NOTE_INTENTS as readonly string[]).includes(value);
}

/** What the endpoint answers to a POST; `status` is the HTTP status it is sent with. */
export type NoteActionResult = ActionResult<NoteIntent>;

/** One note as the panel shows it (dates as ISO strings: the endpoint answers JSON). */
export interface NoteView {
  id: string;
  authorId: string | null;
  authorName: string;
  body: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  createdAt: string;
}

/** GET /admin/api/artikler/:articleId/noter */
export interface NoteThread {
  notes: NoteView[];
  /** The signed-in staff member (who may delete their own notes). */
  viewerId: string;
  now: string;
  /** Staff display names, for the @mention suggestions. */
  staff: { id: string; name: string }[];
}
