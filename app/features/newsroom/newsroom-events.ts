/** The newsroom stream's event names (issue 26), shared by the server and the browser. */
export const NEWSROOM_EVENTS = ["queue", "presence", "notification", "assignment"] as const;
export type NewsroomEventName = (typeof NEWSROOM_EVENTS)[number];
