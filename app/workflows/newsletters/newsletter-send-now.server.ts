import type { JobRunResult } from "~/features/jobs/job-catalog";
import {
  NEWSLETTER_ADMIN_TEXT,
  SEND_TARGETS,
  type SendTarget,
} from "~/features/newsletters/newsletter-admin";
import type { DatabaseHandle } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { runJobByHand } from "../jobs/run-job.server";

/** How long 'Send nu' waits for the job before it answers that the send goes on in the background. */
export const SEND_NOW_WAIT_MS = 8_000;

export type SendNowResult = { ok: true; message: string } | { ok: false; status: number; message: string };

interface SendSummaryLike {
  status?: string;
  delivered?: number;
  failed?: number;
  undeliverable?: number;
}

/** The Danish answer to a finished run of a newsletter job (its response_data). */
export function sendNowMessage(target: SendTarget, result: JobRunResult): SendNowResult {
  if (result.status === "skipped")
    return { ok: false, status: 409, message: NEWSLETTER_ADMIN_TEXT.sendRunning };
  if (result.status === "failed") {
    return {
      ok: false,
      status: 500,
      message: NEWSLETTER_ADMIN_TEXT.sendFailed(result.error ?? "ukendt fejl"),
    };
  }
  const label = SEND_TARGETS[target].label;
  const data = (result.responseData ?? {}) as {
    issue?: SendSummaryLike;
    lists?: number;
    sent?: number;
    skipped?: number;
    delivered?: number;
  };
  if (target === "dagens") {
    const issue = data.issue;
    if (!issue || issue.status === "skipped") return { ok: true, message: NEWSLETTER_ADMIN_TEXT.noStories };
    const failed = (issue.failed ?? 0) + (issue.undeliverable ?? 0);
    return {
      ok: true,
      message: `${label}: ${issue.delivered ?? 0} mails sendt${failed > 0 ? `, ${failed} fejlede` : ""}.`,
    };
  }
  if (!data.lists) return { ok: true, message: `${label}: ingen klublister med bekræftede abonnenter.` };
  return {
    ok: true,
    message: `${label}: ${data.sent ?? 0} af ${data.lists} lister sendt, ${data.delivered ?? 0} mails i alt.`,
  };
}

/**
 * 'Send nu' on /admin/nyhedsbreve: runs the newsletter job through the job machinery (its lock,
 * cron_executions, trigger 'manual'), as 'Kør nu' on /admin/logs does. A large list takes longer
 * than a request should: after `waitMs` the answer says the send goes on, and the run finishes
 * in this process (or, after a restart, the next run continues it from the send log).
 */
export async function sendNewsletterNow(
  handle: DatabaseHandle,
  target: SendTarget,
  waitMs = SEND_NOW_WAIT_MS,
): Promise<SendNowResult> {
  const run = runJobByHand(handle, SEND_TARGETS[target].job);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const finished = await Promise.race([run, waited]).finally(() => clearTimeout(timer));
  if (finished) return sendNowMessage(target, finished);
  run.catch((error) => logger.error({ err: error, target }, "newsletter send (started by hand) failed"));
  return { ok: true, message: NEWSLETTER_ADMIN_TEXT.sendStarted };
}
