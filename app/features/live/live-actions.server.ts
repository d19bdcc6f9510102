import { type ActionResult, parseForm } from "~/lib/form";
import { isUuid } from "~/lib/uuid";
import type { Database } from "~/server/db/client.server";
import { formatDeviceCount } from "~/server/push/match-push-text";
import type { QueuedPush } from "~/server/push/match-pushes.server";
import {
  deleteUpdate,
  editUpdate,
  type LiveActor,
  type LiveFailure,
  pinUpdate,
  postUpdate,
  setCoverage,
  setLivePush,
  setMatchState,
} from "./live-mutations.server";
import { coverageSchema, LIVE_MESSAGES, livePushSchema, matchStateSchema, updateSchema } from "./live-schema";

export const LIVE_INTENTS = [
  "post",
  "edit",
  "delete",
  "pin",
  "unpin",
  "coverage",
  "score",
  "autopush",
] as const;
export type LiveIntent = (typeof LIVE_INTENTS)[number];
/** `push`: what a post or a score change sent as push (issue 25), shown on the desk. */
export type LiveActionResult = ActionResult<LiveIntent, { push?: string | null }>;

const SUCCESS: Record<LiveIntent, string> = {
  post: "Opdateringen er postet.",
  edit: "Opdateringen er rettet.",
  delete: "Opdateringen er slettet.",
  pin: "Opdateringen er fastgjort.",
  unpin: "Opdateringen er ikke længere fastgjort.",
  coverage: "Livedækningen er gemt.",
  score: "Stillingen er gemt.",
  autopush: "Indstillingen er gemt.",
};

/** What the desk says about the push a post or a score change caused (issue 25). */
export function pushNotice(push: QueuedPush | null | undefined): string | null {
  if (!push) return null;
  if (!push.queued) return "Push-beskeden om denne stilling er allerede sendt.";
  return `Push-besked sendt til ${formatDeviceCount(push.devices)}.`;
}

const FAILURE: Record<LiveFailure["reason"], [number, string]> = {
  not_found: [404, "Artiklen eller opdateringen findes ikke længere."],
  not_live: [409, "Gør artiklen til en live-artikel først."],
  no_match: [409, "Live-artiklen er ikke knyttet til en kamp."],
};

/** One desk form post → one mutation; answers the result and its HTTP status. */
export async function handleLiveAction(
  db: Database,
  actor: LiveActor,
  articleId: string,
  form: FormData,
): Promise<{ result: LiveActionResult; status: number }> {
  const raw = String(form.get("intent") ?? "");
  if (!(LIVE_INTENTS as readonly string[]).includes(raw)) {
    return { result: { ok: false, intent: "unknown", message: "Ukendt handling." }, status: 400 };
  }
  const intent = raw as LiveIntent;
  const updateId = String(form.get("updateId") ?? "");
  const invalid = (fieldErrors: Record<string, string | undefined>) => ({
    result: { ok: false as const, intent, message: "Rettelser mangler.", fieldErrors },
    status: 400,
  });
  // An update id from the form is checked before it reaches a uuid column (a 400, not a 500).
  if (
    (intent === "edit" || intent === "delete" || intent === "pin" || intent === "unpin") &&
    !isUuid(updateId)
  ) {
    return invalid({ updateId: LIVE_MESSAGES.unknownUpdate });
  }
  let outcome: { ok: true; push?: QueuedPush | null } | LiveFailure;
  let message = SUCCESS[intent];
  if (intent === "post" || intent === "edit") {
    const parsed = parseForm(updateSchema, form);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    outcome =
      intent === "post"
        ? await postUpdate(db, actor, articleId, parsed.data)
        : await editUpdate(db, actor, articleId, updateId, parsed.data);
  } else if (intent === "delete") {
    outcome = await deleteUpdate(db, actor, articleId, updateId);
  } else if (intent === "pin" || intent === "unpin") {
    outcome = await pinUpdate(db, actor, articleId, updateId, intent === "pin");
  } else if (intent === "coverage") {
    const parsed = parseForm(coverageSchema, form);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    outcome = await setCoverage(db, actor, articleId, parsed.data);
  } else if (intent === "autopush") {
    const parsed = parseForm(livePushSchema, form);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    outcome = await setLivePush(db, actor, articleId, parsed.data.livePush);
    message = parsed.data.livePush
      ? "Automatiske push-beskeder er slået til."
      : "Automatiske push-beskeder er slået fra.";
  } else {
    const parsed = parseForm(matchStateSchema, form);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    outcome = await setMatchState(db, actor, articleId, parsed.data);
  }
  if (!outcome.ok) {
    const [status, failure] = FAILURE[outcome.reason];
    return { result: { ok: false, intent, message: failure }, status };
  }
  const push = pushNotice(outcome.push);
  return {
    result: { ok: true, intent, message: push ? `${message} ${push}` : message, push },
    status: 200,
  };
}
