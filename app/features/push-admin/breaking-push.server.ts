import { sql } from "drizzle-orm";
import { firstError, parseForm } from "~/lib/form";
import { articlePath } from "~/lib/public-paths";
import { isPublishedNow } from "~/lib/publication";
import { type AuditActor, recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db/client.server";
import { formatDeviceCount, PUSH_TTL_SECONDS, pushBodyText } from "~/server/push/match-push-text";
import { countDevicesFollowing } from "~/server/push/match-pushes.server";
import { enqueuePush } from "~/server/push/push-queue.server";
import { BREAKING_TOPIC, clubTopic, type PushTopic } from "~/server/push/push-topics";
import { isEditor, type Role } from "~/server/session.server";
import {
  articleClubs,
  findPushableArticle,
  lastBreakingPushAt,
  nextBreakingPushAt,
} from "./push-admin-queries.server";
import {
  type BreakingPushInput,
  breakingPushSchema,
  clubStoryDedupeKey,
  clubStoryPushSchema,
  PUSH_ADMIN_TEXT,
  type PushAdminActionResult,
} from "./push-admin-schema";

/**
 * 'Send som breaking-push' (issue 25): a published article to every device following breaking news
 * (and, when the editor ticks it, its clubs' followers). Editors and administrators only; one per
 * 10 minutes unless an administrator overrides; every one audited. One transaction: the cap's
 * check, the queued push and the audit entry commit together.
 */

export interface BreakingActor extends AuditActor {
  role: Role;
}

export type BreakingPushResult =
  | { ok: true; messageId: string; devices: number; message: string }
  | { ok: false; status: number; message: string };

// Breaking sends wait for each other here, so two editors cannot both pass the cap at once.
const BREAKING_LOCK_KEY = 727_251;

export async function sendBreakingPush(
  db: Database,
  actor: BreakingActor,
  input: Pick<BreakingPushInput, "articleId" | "clubs" | "override">,
  now = new Date(),
): Promise<BreakingPushResult> {
  if (!isEditor(actor.role)) return { ok: false, status: 403, message: "Ingen adgang" };
  if (input.override && actor.role !== "admin") {
    return { ok: false, status: 403, message: PUSH_ADMIN_TEXT.overrideAdminOnly };
  }
  return db.transaction(async (tx): Promise<BreakingPushResult> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BREAKING_LOCK_KEY})`);
    const article = await findPushableArticle(tx, input.articleId);
    if (!article) return { ok: false, status: 404, message: PUSH_ADMIN_TEXT.unknownArticle };
    if (!isPublishedNow(article, now))
      return { ok: false, status: 409, message: PUSH_ADMIN_TEXT.notPublished };
    const last = await lastBreakingPushAt(tx);
    const next = nextBreakingPushAt(last, now);
    if (last && next && !input.override) {
      return { ok: false, status: 429, message: PUSH_ADMIN_TEXT.capped(last, next) };
    }
    const topics: PushTopic[] = [BREAKING_TOPIC];
    const clubs = input.clubs ? await articleClubs(tx, article.tags) : [];
    topics.push(...clubs.map((c) => clubTopic(c.id)));
    const queued = await enqueuePush(tx, {
      kind: "breaking",
      topics,
      title: article.title,
      body: pushBodyText(article.excerpt),
      url: articlePath(article.slug),
      ttlSeconds: PUSH_TTL_SECONDS.breaking,
      articleId: article.id,
      createdBy: actor.id,
    });
    if (!queued) throw new Error("a breaking push has no dedupe key and is always queued");
    const devices = await countDevicesFollowing(tx, topics);
    const overridden = Boolean(last && next && input.override);
    await recordAudit(tx, actor, {
      action: "breaking_push_sent",
      entityType: "article",
      entityId: article.id,
      summary: `sendte breaking-push om "${article.title}" til ${formatDeviceCount(devices)}${
        clubs.length > 0 ? ` (også til følgere af ${clubs.map((c) => c.name).join(", ")})` : ""
      }${overridden ? " uden om grænsen på én pr. 10 minutter" : ""}`,
      metadata: { messageId: queued.id, topics, devices, override: overridden },
    });
    return {
      ok: true,
      messageId: queued.id,
      devices,
      message: PUSH_ADMIN_TEXT.sent(formatDeviceCount(devices)),
    };
  });
}

/**
 * 'Send til klubbernes følgere' (issue 25: a club's big stories, when an editor chooses): a published
 * article to the devices following the clubs it is tagged with, not to breaking's followers. Once
 * per article; audited. Editors and administrators only.
 */
export async function sendClubStoryPush(
  db: Database,
  actor: BreakingActor,
  articleId: string,
  now = new Date(),
): Promise<BreakingPushResult> {
  if (!isEditor(actor.role)) return { ok: false, status: 403, message: "Ingen adgang" };
  return db.transaction(async (tx): Promise<BreakingPushResult> => {
    const article = await findPushableArticle(tx, articleId);
    if (!article) return { ok: false, status: 404, message: PUSH_ADMIN_TEXT.unknownArticle };
    if (!isPublishedNow(article, now))
      return { ok: false, status: 409, message: PUSH_ADMIN_TEXT.storyNotPublished };
    const clubs = await articleClubs(tx, article.tags);
    if (clubs.length === 0) return { ok: false, status: 409, message: PUSH_ADMIN_TEXT.noClubs };
    const topics = clubs.map((c) => clubTopic(c.id));
    const queued = await enqueuePush(tx, {
      kind: "story",
      topics,
      title: article.title,
      body: pushBodyText(article.excerpt),
      url: articlePath(article.slug),
      ttlSeconds: PUSH_TTL_SECONDS.story,
      dedupeKey: clubStoryDedupeKey(article.id),
      articleId: article.id,
      createdBy: actor.id,
    });
    if (!queued) return { ok: false, status: 409, message: PUSH_ADMIN_TEXT.storyAlreadySent };
    const devices = await countDevicesFollowing(tx, topics);
    await recordAudit(tx, actor, {
      action: "club_story_push_sent",
      entityType: "article",
      entityId: article.id,
      summary: `sendte "${article.title}" som push til følgere af ${clubs.map((c) => c.name).join(", ")} (${formatDeviceCount(devices)})`,
      metadata: { messageId: queued.id, topics, devices },
    });
    return {
      ok: true,
      messageId: queued.id,
      devices,
      message: PUSH_ADMIN_TEXT.storySent(formatDeviceCount(devices)),
    };
  });
}

/** /admin/push's form post: validated, sent, answered with the Danish result and its status. */
export async function handlePushAdminAction(
  db: Database,
  actor: BreakingActor,
  form: FormData,
  now = new Date(),
): Promise<{ result: PushAdminActionResult; status: number }> {
  if (form.get("intent") === "club-story") {
    const story = parseForm(clubStoryPushSchema, form);
    if (!story.ok) {
      return {
        result: { ok: false, intent: "club-story", message: firstError(story.fieldErrors) },
        status: 400,
      };
    }
    const sent = await sendClubStoryPush(db, actor, story.data.articleId, now);
    const articleId = story.data.articleId;
    return sent.ok
      ? { result: { ok: true, intent: "club-story", message: sent.message, articleId }, status: 200 }
      : {
          result: { ok: false, intent: "club-story", message: sent.message, articleId },
          status: sent.status,
        };
  }
  const parsed = parseForm(breakingPushSchema, form);
  if (!parsed.ok) {
    const unknownIntent = Boolean(parsed.fieldErrors.intent);
    return {
      result: {
        ok: false,
        intent: unknownIntent ? "unknown" : "breaking",
        message: unknownIntent ? PUSH_ADMIN_TEXT.invalid : firstError(parsed.fieldErrors),
      },
      status: 400,
    };
  }
  const sent = await sendBreakingPush(db, actor, parsed.data, now);
  if (!sent.ok) {
    return {
      result: { ok: false, intent: "breaking", message: sent.message, articleId: parsed.data.articleId },
      status: sent.status,
    };
  }
  return {
    result: { ok: true, intent: "breaking", message: sent.message, articleId: parsed.data.articleId },
    status: 200,
  };
}
