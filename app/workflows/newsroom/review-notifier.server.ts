import type { WorkflowNotifier } from "~/features/editorial/workflow.server";
import {
  deliverNotifications,
  editorIds,
  notifyStaff,
  type PendingNotifications,
} from "~/features/newsroom/staff-notify.server";

/**
 * Issue 26: the review workflow (editorial) tells staff through the newsroom's notifications.
 * Features do not import each other, so the routes pass this in.
 */
export const reviewNotifier: WorkflowNotifier = {
  notify: (tx, notice, actorId) => notifyStaff(tx, notice, actorId),
  editorIds: (tx, exceptUserId) => editorIds(tx, exceptUserId),
  deliver: (db, pending) => deliverNotifications(db, pending as PendingNotifications[]),
};
