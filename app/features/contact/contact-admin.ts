import { z } from "zod";
import type { ActionResult } from "~/lib/form";
import { isUuid, uuidField } from "~/lib/uuid";

/** Spec §9: admin lists show 10 a page. */
export const CONTACT_PAGE_SIZE = 10;

export const CONTACT_FILTERS = ["ubehandlede", "behandlede", "alle"] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

export const CONTACT_FILTER_LABELS: Record<ContactFilter, string> = {
  ubehandlede: "Ubehandlede",
  behandlede: "Behandlede",
  alle: "Alle",
};

export const CONTACT_ADMIN_TEXT = {
  notFound: "Henvendelsen findes ikke (måske er den slettet).",
  markedHandled: "Henvendelsen er markeret som behandlet.",
  markedUnhandled: "Henvendelsen er markeret som ubehandlet.",
  deleted: "Henvendelsen er slettet.",
  invalid: "Ugyldig handling.",
  deleteTitle: "Slet henvendelsen?",
  deleteDescription: (subject: string) => `“${subject}” slettes permanent. Handlingen kan ikke fortrydes.`,
  empty: {
    ubehandlede: "Ingen ubehandlede henvendelser.",
    behandlede: "Ingen behandlede henvendelser endnu.",
    alle: "Ingen henvendelser endnu.",
  } satisfies Record<ContactFilter, string>,
} as const;

/** ?filter=… (default: the unhandled ones) and ?side=… (1-based). */
export function parseContactListParams(params: URLSearchParams): {
  filter: ContactFilter;
  page: number;
  id: string | null;
} {
  const filter = CONTACT_FILTERS.find((f) => f === params.get("filter")) ?? "ubehandlede";
  const page = Number.parseInt(params.get("side") ?? "1", 10);
  const id = params.get("id");
  return {
    filter,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    id: isUuid(id) ? id : null,
  };
}

export const contactActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("handled"), id: uuidField(CONTACT_ADMIN_TEXT.invalid) }),
  z.object({ intent: z.literal("unhandled"), id: uuidField(CONTACT_ADMIN_TEXT.invalid) }),
  z.object({ intent: z.literal("delete"), id: uuidField(CONTACT_ADMIN_TEXT.invalid) }),
]);

export type ContactAdminIntent = z.infer<typeof contactActionSchema>["intent"];

/** What /admin/henvendelser's action answers (the reading pane's buttons). */
export type ContactAdminActionResult = ActionResult<ContactAdminIntent>;
