import type pg from "pg";
import { logger } from "../logger.server";

export interface PgListenOptions {
  /** The NOTIFY channel. */
  channel: string;
  /** Names the listener in log lines ("page cache", "live"). */
  name: string;
  onNotification(payload: string | undefined): void;
  /** After a lost connection is back: what was notified meanwhile was not heard. */
  onReconnected?(): void;
  /** Backoff between reconnect attempts: 200 ms doubling to 5 s unless told otherwise. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * One LISTEN connection taken from the pool for as long as the process runs (the page cache's
 * invalidations, the live bus). When it is lost (a restart, pg_terminate_backend) it reconnects
 * with backoff and calls `onReconnected`; a failure at start is thrown to the caller, as for any
 * database error at boot. Returns a function that stops listening (without reconnecting).
 */
export async function listenWithReconnect(
  pool: pg.Pool,
  options: PgListenOptions,
): Promise<() => Promise<void>> {
  const { channel, name } = options;
  const minDelay = options.minDelayMs ?? 200;
  const maxDelay = options.maxDelayMs ?? 5000;
  /** The live connection; `retire` marks it as ours to close (its end is then not a loss). */
  let active: { client: pg.PoolClient; retire(): void } | undefined;
  let stopped = false;
  let delay = minDelay;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) options.onNotification(message.payload);
  };

  const connect = async (reconnecting: boolean): Promise<void> => {
    const client = await pool.connect();
    let done = false;
    const onLost = (error?: Error) => {
      if (done) return;
      done = true;
      if (active?.client === client) active = undefined;
      // Destroy the broken connection instead of returning it to the pool.
      client.release(error ?? true);
      if (stopped) return;
      logger.warn({ err: error }, `${name}: LISTEN connection lost, reconnecting`);
      schedule();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", onNotification);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!reconnecting && !done) {
        done = true;
        client.release(error as Error);
        throw error;
      }
      onLost(error as Error);
      return;
    }
    if (done) return;
    if (stopped) {
      done = true;
      client.release();
      return;
    }
    active = {
      client,
      retire: () => {
        done = true;
      },
    };
    delay = minDelay;
    if (reconnecting) options.onReconnected?.();
  };

  const schedule = () => {
    if (stopped || timer) return;
    const wait = delay;
    delay = Math.min(delay * 2, maxDelay);
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped) return;
      connect(true).catch((error: unknown) => {
        logger.warn({ err: error, retryInMs: delay }, `${name}: LISTEN reconnect failed`);
        schedule();
      });
    }, wait);
    timer.unref();
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const current = active;
    active = undefined;
    if (!current) return;
    current.retire();
    current.client.removeListener("notification", onNotification);
    try {
      await current.client.query(`UNLISTEN ${channel}`);
      current.client.release();
    } catch (error) {
      current.client.release(error as Error);
    }
  };
}
