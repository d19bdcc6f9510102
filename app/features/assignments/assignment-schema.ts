/**
 * Assignments ('Opgaver', issue 26): the form shared by the dialog and the server, the Danish texts
 * and the status a list shows. Pure: no server imports.
 */
import { z } from "zod";
import { parseDateTimeLocal } from "~/lib/datetime-local";
import { type ActionResult, type FieldErrors, parseForm } from "~/lib/form";
import { isUuid } from "~/lib/uuid";

/** The query parameter and form field that carry the assignment a new article is started from. */
export const ASSIGNMENT_FIELD = "opgave";

export const ASSIGNMENT_LIMITS = { titleMin: 3, titleMax: 200, brief: 4000 } as const;

export const ASSIGNMENT_TEXT = {
  title: "Opgaver",
  titleLength: "Arbejdstitel skal være mellem 3 og 200 tegn",
  briefTooLong: "Brief må højst være 4000 tegn",
  deadlineRequired: "Angiv en deadline",
  deadlinePast: "Deadline skal ligge i fremtiden",
  assigneeRequired: "Vælg hvem opgaven er til",
  matchUnknown: "Kampen findes ikke",
  clubUnknown: "Klubben findes ikke",
  created: "Opgaven er oprettet",
  updated: "Opgaven er gemt",
  cancelled: "Opgaven er annulleret",
  done: "Opgaven er markeret som færdig",
  failed: "Opgaven blev ikke gemt",
  notFound: "Opgaven findes ikke",
  closed: "Opgaven er lukket",
  alreadyStarted: "Opgaven er allerede startet",
  notYours: "Opgaven er ikke tildelt dig",
  unknownIntent: "Ukendt handling",
  unexpected: "Der opstod en uventet fejl. Prøv igen.",
  overdue: "Overskredet",
  start: "Start artikel",
  openArticle: "Åbn artiklen",
  brief: (text: string) => `Brief: ${text}`,
  notification: (editor: string, title: string, date: string) =>
    `${editor} har givet dig opgaven "${title}" (deadline ${date})`,
} as const;

export const ASSIGNMENT_STATUSES = ["open", "started", "done", "cancelled"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  open: "Åben",
  started: "I gang",
  done: "Færdig",
  cancelled: "Annulleret",
};

/**
 * The status a list shows: a started assignment whose article is out counts as done (derived, so
 * publishing needs no extra write on the assignment).
 */
export function effectiveStatus(status: string, articlePublished: boolean): AssignmentStatus {
  if (status === "started" && articlePublished) return "done";
  return (ASSIGNMENT_STATUSES as readonly string[]).includes(status) ? (status as AssignmentStatus) : "open";
}

/** Overdue: the deadline passed and the assignment is neither done nor cancelled. */
export function isOverdue(status: AssignmentStatus, deadline: Date | string, now: Date): boolean {
  return (status === "open" || status === "started") && new Date(deadline).getTime() < now.getTime();
}

export type AssignmentField = "title" | "brief" | "deadline" | "assigneeId" | "matchId" | "clubId";
export type AssignmentFieldErrors = FieldErrors<AssignmentField>;

const optionalId = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || isUuid(v), "Ugyldigt valg");

/** The form (create and edit). `now` decides what 'in the future' means; `keepDeadline` is an edit's unchanged one. */
export function assignmentSchema(now: Date, keepDeadline?: Date | null) {
  return z.object({
    title: z
      .string({ error: ASSIGNMENT_TEXT.titleLength })
      .trim()
      .min(ASSIGNMENT_LIMITS.titleMin, ASSIGNMENT_TEXT.titleLength)
      .max(ASSIGNMENT_LIMITS.titleMax, ASSIGNMENT_TEXT.titleLength),
    brief: z.string().trim().max(ASSIGNMENT_LIMITS.brief, ASSIGNMENT_TEXT.briefTooLong).default(""),
    deadline: z
      .string({ error: ASSIGNMENT_TEXT.deadlineRequired })
      .trim()
      .min(1, ASSIGNMENT_TEXT.deadlineRequired)
      .transform((value, ctx) => {
        const date = parseDateTimeLocal(value);
        if (!date) {
          ctx.addIssue({ code: "custom", message: ASSIGNMENT_TEXT.deadlineRequired });
          return z.NEVER;
        }
        // An edit may keep a deadline that has passed; a new or moved one must lie ahead.
        const unchanged = keepDeadline && Math.abs(keepDeadline.getTime() - date.getTime()) < 60_000;
        if (!unchanged && date.getTime() <= now.getTime()) {
          ctx.addIssue({ code: "custom", message: ASSIGNMENT_TEXT.deadlinePast });
          return z.NEVER;
        }
        return unchanged && keepDeadline ? keepDeadline : date;
      }),
    assigneeId: z
      .string({ error: ASSIGNMENT_TEXT.assigneeRequired })
      .trim()
      .min(1, ASSIGNMENT_TEXT.assigneeRequired)
      .max(200),
    matchId: optionalId.default(null),
    clubId: optionalId.default(null),
  });
}

export type AssignmentInput = z.output<ReturnType<typeof assignmentSchema>>;

const FIELDS = ["title", "brief", "deadline", "assigneeId", "matchId", "clubId"] as const;

export function parseAssignment(
  input: FormData | Record<string, unknown>,
  now: Date,
  keepDeadline?: Date | null,
) {
  return parseForm(assignmentSchema(now, keepDeadline), input, { fields: FIELDS });
}

export type AssignmentIntent = "create" | "update" | "cancel" | "done";
export type AssignmentActionResult = ActionResult<AssignmentIntent>;

/** The list's filters (editors): mine or all, and whether done and cancelled ones show. */
export interface AssignmentFilters {
  scope: "mine" | "all";
  showDone: boolean;
}

export function parseAssignmentFilters(params: URLSearchParams): AssignmentFilters {
  return {
    scope: params.get("vis") === "mine" ? "mine" : "all",
    showDone: params.get("faerdige") === "1",
  };
}
