import { z } from "zod";
import type { ActionResult } from "~/lib/form";
import { isUuid } from "~/lib/uuid";
import { DAILY_LIST_KEY } from "./newsletter-lists";

/**
 * Issue 24: /admin/nyhedsbreve, shared by its server module and its page (not a server module:
 * the page reads the texts, labels and types).
 */
export const NEWSLETTER_ADMIN_PATH = "/admin/nyhedsbreve";
export const NEWSLETTER_EXPORT_PATH = "/admin/api/nyhedsbreve/eksport";

export const NEWSLETTER_ADMIN_TEXT = {
  invalid: "Ugyldig handling.",
  noStories: "Ingen historier de seneste 24 timer – der sendes ikke noget.",
  unknownList: "Nyhedsbrevet findes ikke (klubben er måske slettet).",
  leadSaved: "Tophistorien er gemt.",
  alreadySent: "Dagens nyhedsbrev er allerede sendt.",
  leadNotVisible: "Artiklen findes ikke eller er ikke udgivet.",
  testSent: (email: string) => `Testmail sendt til ${email}.`,
  testFailed: (error: string) => `Testmailen kunne ikke sendes: ${error}`,
  noLead: "Ingen (mest læste først)",
  exportLink: "Eksportér abonnenter (CSV)",
  sendRunning: "Udsendelsen kører allerede. Prøv igen om lidt.",
  sendStarted: "Udsendelsen er startet og fortsætter i baggrunden. Følg den under Seneste udsendelser.",
  sendFailed: (error: string) => `Udsendelsen fejlede: ${error}`,
} as const;

/** newsletter_issues.status in Danish. */
export const ISSUE_STATUS_LABELS: Record<string, string> = {
  draft: "Kladde",
  sending: "Sendes",
  sent: "Sendt",
  skipped: "Intet at sende",
};

/** newsletter_subscriptions.status in Danish (the CSV export). */
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  pending: "Afventer",
  confirmed: "Bekræftet",
  unsubscribed: "Afmeldt",
};

/** The two 'Send nu' buttons and the jobs they run. */
export const SEND_TARGETS = {
  dagens: { job: "nyhedsbrev-dagens", label: "Dagens vigtigste" },
  klubber: { job: "nyhedsbrev-klubber", label: "Klubbernes nyhedsbreve" },
} as const;
export type SendTarget = keyof typeof SEND_TARGETS;

const LIST_KEY_PATTERN =
  /^(dagens-vigtigste|klub:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const listKeyField = z
  .string(NEWSLETTER_ADMIN_TEXT.invalid)
  .regex(LIST_KEY_PATTERN, NEWSLETTER_ADMIN_TEXT.invalid);

/** `?liste=`: a list key, else 'Dagens vigtigste'. */
export function parsePreviewList(params: URLSearchParams): string {
  const parsed = listKeyField.safeParse(params.get("liste"));
  return parsed.success ? parsed.data : DAILY_LIST_KEY;
}

export const newsletterAdminActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("lead"),
      // "" clears the pick: the day's most read leads.
      articleId: z
        .string(NEWSLETTER_ADMIN_TEXT.invalid)
        .refine((value) => value === "" || isUuid(value), NEWSLETTER_ADMIN_TEXT.invalid)
        .transform((value) => (value === "" ? null : value)),
    }),
    z.object({ intent: z.literal("test"), liste: listKeyField }),
    z.object({
      intent: z.literal("send"),
      target: z.enum(
        Object.keys(SEND_TARGETS) as [SendTarget, ...SendTarget[]],
        NEWSLETTER_ADMIN_TEXT.invalid,
      ),
    }),
  ],
  { error: NEWSLETTER_ADMIN_TEXT.invalid },
);

export type NewsletterAdminAction = z.output<typeof newsletterAdminActionSchema>;
export type NewsletterAdminIntent = NewsletterAdminAction["intent"];
export type NewsletterAdminActionResult = ActionResult<NewsletterAdminIntent>;

/** One list's subscriptions by state; every row is counted once. */
export interface NewsletterListCounts {
  key: string;
  name: string;
  /** Confirmed and deliverable: who gets the next issue. */
  confirmed: number;
  pending: number;
  unsubscribed: number;
  /** Confirmed or pending, but the address was refused for good (undeliverable_at). */
  undeliverable: number;
}

export interface NewsletterLeadChoice {
  id: string;
  title: string;
  publishedAt: Date | string;
}

export interface RecentNewsletterIssue {
  id: string;
  listKey: string;
  listName: string;
  issueDate: string;
  status: string;
  subject: string | null;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  lastError: string | null;
  createdAt: Date | string;
}

export interface NewsletterSendErrors {
  issueId: string;
  listName: string;
  issueDate: string;
  errors: { status: string; error: string; at: Date | string }[];
}
