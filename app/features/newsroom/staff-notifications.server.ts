import { and, count, desc, eq, isNull } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { Database, Queryable } from "~/server/db/client.server";
import { staffNotifications } from "~/server/db/schema";
import { announceNewsroom, publishNewsroom } from "./newsroom-bus.server";

/** The admin shell's bell (issue 26): a staff member's own notifications, newest first. */
export const NOTIFICATION_LIST_LIMIT = 20;

export interface StaffNotificationView {
  id: string;
  kind: string;
  text: string;
  href: string | null;
  createdAt: string;
  read: boolean;
}

export interface StaffNotificationList {
  unread: number;
  items: StaffNotificationView[];
}

export async function listStaffNotifications(db: Queryable, userId: string): Promise<StaffNotificationList> {
  const [rows, [{ unread }]] = await Promise.all([
    db
      .select({
        id: staffNotifications.id,
        kind: staffNotifications.kind,
        text: staffNotifications.text,
        href: staffNotifications.href,
        createdAt: staffNotifications.createdAt,
        readAt: staffNotifications.readAt,
      })
      .from(staffNotifications)
      .where(eq(staffNotifications.userId, userId))
      .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ unread: count() })
      .from(staffNotifications)
      .where(and(eq(staffNotifications.userId, userId), isNull(staffNotifications.readAt))),
  ]);
  return {
    unread: Number(unread),
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      text: r.text,
      href: r.href,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
  };
}

/**
 * Marks the user's unread notifications read: all, or one (`notificationId`). Other tabs of the same
 * user hear a "notification" event and re-read their badge. Answers how many rows changed.
 */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  notificationId?: string,
): Promise<number> {
  if (notificationId !== undefined && !isUuid(notificationId)) return 0;
  const { changed, events } = await db.transaction(async (tx) => {
    const rows = await tx
      .update(staffNotifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(staffNotifications.userId, userId),
          isNull(staffNotifications.readAt),
          notificationId ? eq(staffNotifications.id, notificationId) : undefined,
        ),
      )
      .returning({ id: staffNotifications.id });
    const events =
      rows.length > 0 ? await publishNewsroom(tx, [{ event: "notification", data: { userId } }]) : [];
    return { changed: rows.length, events };
  });
  announceNewsroom(events);
  return changed;
}
