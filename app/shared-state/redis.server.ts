import { createClient } from "redis";
import { getEnv } from "~/env.server";

/**
 * A Redis call that has not answered by then counts as failed: the caller degrades instead of
 * waiting. (node-redis's own command timeout stops counting once a command is written, so a
 * Redis that is connected but frozen would hold a request; callers keep this deadline instead.)
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
const MAX_RECONNECT_DELAY_MS = 5000;

export interface SharedRedis {
  client: RedisClient;
  /** The URL as it may appear in a log line: without its password. */
  where: string;
  /** Settles once the first connection is ready, or when the client is closed before that. */
  connecting: Promise<void>;
  /**
   * Logs `message` as a warning the first time `topic` reports it during an outage; the next
   * outage (after Redis was ready again) logs it again. Nothing of the URL's secrets is added.
   */
  warnOnce(topic: string, message: string): void;
  close(): Promise<void>;
}

/** The URL without its password (or anything of a value that cannot be parsed), for log lines. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.href;
  } catch {
    return "(a REDIS_URL that is not a URL)";
  }
}

/** Exponential backoff with jitter, from 100 ms up to 5 s; it never gives up. */
export function reconnectDelay(retries: number): number {
  return Math.min(100 * 2 ** Math.min(retries, 10), MAX_RECONNECT_DELAY_MS) + Math.floor(Math.random() * 100);
}

export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  });
}

export type RedisClient = ReturnType<typeof newClient>;

/** Rejects when `work` has not settled within `ms` (the work itself goes on, its answer unused). */
export function withDeadline<T>(work: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * One node-redis client for `url`, connecting in the background. Commands fail at once while
 * it is not connected (no offline queue), so callers fall back instead of holding requests; it
 * reconnects with backoff for as long as the process runs. Connection errors are logged once per
 * outage, never thrown.
 */
export function connectRedis(url: string): SharedRedis {
  const where = redactRedisUrl(url);
  const warned = new Set<string>();
  const warnOnce = (topic: string, message: string) => {
    if (warned.has(topic)) return;
    warned.add(topic);
    console.warn(message);
  };
  const client = newClient(url);
  client.on("error", (error: unknown) => {
    warnOnce(
      "connection",
      `[shared-state] Redis at ${where} is unavailable (${describeError(error)}): rate limits count in this process and public answers are fetched uncached until it is back`,
    );
  });
  client.on("ready", () => {
    if (warned.size > 0) console.info(`[shared-state] Redis at ${where} is back`);
    warned.clear();
  });
  const connecting = client.connect().then(
    () => undefined,
    () => undefined,
  );
  // The server's shutdown never waits on this connection.
  client.unref();
  return {
    client,
    where,
    connecting,
    warnOnce,
    async close() {
      if (client.isOpen) client.destroy();
      await connecting;
    },
  };
}

let shared: SharedRedis | null | undefined;

/** The process's Redis connection when REDIS_URL is set (made on first use), else undefined. */
export function sharedRedis(): SharedRedis | undefined {
  if (shared === undefined) {
    const url = getEnv().REDIS_URL;
    shared = url ? connectRedis(url) : null;
  }
  return shared ?? undefined;
}
