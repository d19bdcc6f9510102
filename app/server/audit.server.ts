import type { Queryable } from "./db/client.server";
import { auditLog } from "./db/schema";

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action:
    | "created"
    | "updated"
    | "published"
    | "unpublished"
    | "deleted"
    | "restored"
    | "role_changed"
    | string;
  entityType: "article" | "club" | "user" | "settings" | "standings" | "match" | "contact" | "job" | string;
  entityId?: string | null;
  /** A short Danish sentence for the activity list, e.g. 'oprettede artiklen "X"'. */
  summary: string;
  metadata?: Record<string, unknown>;
}

/** Records who did what (PRODUCT.md: the admin overview's recent activity). Call inside the write's transaction. */
export async function recordAudit(db: Queryable, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    metadata: entry.metadata ?? null,
  });
}
