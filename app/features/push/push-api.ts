/**
 * The reader's push API (issue 25) as the browser sees it: addresses, request and answer shapes.
 * Not a server module and free of imports: the bell's panel loads it.
 *
 * - `GET  /api/push/key`                  → `{ publicKey }` (VAPID, base64url)
 * - `POST /api/push/subscriptions`        `{ subscription, topics, quietHours? }` → `PushSubscribeAnswer`
 * - `DELETE /api/push/subscriptions`      `{ endpoint, auth }` → `{ ok: true }`
 * - `POST /api/push/subscriptions/status` `{ endpoint, auth }` → `PushStatusAnswer`
 * A refusal is `{ error }` with a Danish message (push-messages.ts) and a 4xx status.
 */

export const PUSH_KEY_PATH = "/api/push/key";
export const PUSH_SUBSCRIPTIONS_PATH = "/api/push/subscriptions";
export const PUSH_STATUS_PATH = "/api/push/subscriptions/status";

/** Copenhagen hours (0–23) in which nothing but goals arrives, unless `goals` silences them too. */
export interface PushQuietHours {
  enabled: boolean;
  start: number;
  end: number;
  goals: boolean;
}

/** The default: quiet 23–07 for everything but goals. */
export const DEFAULT_QUIET_HOURS: PushQuietHours = { enabled: true, start: 23, end: 7, goals: false };

/** What the server holds for one device. */
export interface PushDeviceState {
  /** Every topic the device gets ("breaking", "club:{id}", "article:{id}"), sorted. */
  topics: string[];
  /** The part of `topics` that comes from the account's followed clubs ('Følg mine klubber'). */
  accountTopics: string[];
  quietHours: PushQuietHours;
  /** Linked to an account (the reader was signed in when the device last subscribed). */
  linked: boolean;
  /** Follows the account's clubs. */
  accountClubs: boolean;
}

export type PushSubscribeAnswer = { ok: true } & PushDeviceState;

/** Unknown device and wrong auth secret answer the same: `{ subscribed: false }`. */
export type PushStatusAnswer = ({ subscribed: true } & PushDeviceState) | { subscribed: false };
