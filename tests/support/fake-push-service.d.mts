import type { IncomingMessage, ServerResponse } from "node:http";

export interface FakePushSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushDelivery {
  id: string;
  endpoint: string;
  /** When it was accepted (ms). */
  at: number;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The decrypted JSON payload; null when it was not in the decrypted sample. */
  payload: { id: string; title: string; body: string; url: string; tag: string; timestamp: number } | null;
}

export interface FakePushRule {
  /** The answer's status (404, 410, 429, 500 …); without it the rule only delays, then accepts. */
  status?: number;
  /** How many pushes the rule answers (default: all). */
  times?: number;
  /** Retry-After: seconds or an HTTP date. */
  retryAfter?: number | string;
  delayMs?: number;
}

export interface FakePushStats {
  requests: number;
  accepted: number;
  decrypted: number;
  refused: number;
  scripted: number;
  byStatus: Record<string, number>;
  firstDeliveryAt: number | null;
  lastDeliveryAt: number | null;
  /** The same push (payload id) accepted twice for one subscription (decrypted ones only). */
  duplicatePayloads: number;
  subscriptions: number;
  subscriptionsReached: number;
  /** Subscriptions that accepted more than one push. */
  duplicateSubscriptions: number;
}

export interface FakePushServiceOptions {
  origin?: string;
  /** Share of accepted pushes decrypted, 0..1 (default 1). */
  decryptSample?: number;
  /** The clock (ms) the JWT's exp is checked against. */
  now?: () => number;
  /** Keep each delivery's record (default true). */
  keepDeliveries?: boolean;
}

export interface FakePushService {
  origin: string | null;
  refusals: string[];
  createSubscription(origin?: string): FakePushSubscription;
  script(endpointOrId: string, ...rules: FakePushRule[]): void;
  deliveries(endpointOrId?: string): FakePushDelivery[];
  deliveryCounts(): Map<string, number>;
  stats(): FakePushStats;
  reset(): void;
  unsubscribe(endpointOrId: string): void;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

export interface StartedFakePushService extends FakePushService {
  origin: string;
  close(): Promise<void>;
}

export function createFakePushService(options?: FakePushServiceOptions): FakePushService;
export function startFakePushService(
  options?: FakePushServiceOptions & { port?: number; host?: string },
): Promise<StartedFakePushService>;
export function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
