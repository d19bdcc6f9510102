import { isUuid } from "~/lib/uuid";

/**
 * What a device can follow (issue 25): breaking news, a club (its matches' goals, kick-off,
 * half-time and full-time, and the big stories an editor sends to it) and one live article (the
 * updates its editor marks). Stored as strings in push_subscription_topics and push_messages.topics.
 */
export type PushTopic = "breaking" | `club:${string}` | `article:${string}`;

export const BREAKING_TOPIC = "breaking" as const;
export const clubTopic = (clubId: string): PushTopic => `club:${clubId}`;
export const articleTopic = (articleId: string): PushTopic => `article:${articleId}`;

/** A topic string as the client sends it, or null when it is not one of the three forms. */
export function parsePushTopic(
  value: string,
): { kind: "breaking" } | { kind: "club" | "article"; id: string } | null {
  if (value === BREAKING_TOPIC) return { kind: "breaking" };
  const [kind, id, ...rest] = value.split(":");
  if (rest.length > 0 || !id || !isUuid(id)) return null;
  if (kind === "club" || kind === "article") return { kind, id: id.toLowerCase() };
  return null;
}

/** At most this many topics per device: a bell per club of the league, a few live articles. */
export const MAX_TOPICS_PER_DEVICE = 50;

/** The kinds of push and what each does on the device. */
export const PUSH_KINDS = [
  "goal",
  "disallowed",
  "red_card",
  "kickoff",
  "half_time",
  "full_time",
  "update",
  "breaking",
  // A club's big story, sent by an editor to the club's followers only.
  "story",
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Live desk event types that go out as push on their own (unless the desk's switch is off). */
export const AUTOMATIC_LIVE_EVENTS = [
  "goal",
  "own_goal",
  "red_card",
  "kickoff",
  "half_time",
  "full_time",
] as const;

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  goal: "Mål",
  disallowed: "Mål annulleret",
  red_card: "Rødt kort",
  kickoff: "Kampstart",
  half_time: "Pause",
  full_time: "Slutfløjt",
  update: "Live-opdatering",
  breaking: "Breaking",
  story: "Klubnyhed",
};
