/**
 * In-process sliding-window counters for the sign-in family of actions (sign-in, sign-up,
 * two-factor, password recovery). One instance per server process; a cluster would need a
 * shared store, which the README notes.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** How many seconds until `key` may act again, or 0 when it is under the limit now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
  }
}

export interface AuthLimits {
  attemptsPerAccount: SlidingWindow;
  failuresPerAccount: SlidingWindow;
  attemptsPerClient: SlidingWindow;
}

/** About 5 attempts a minute and 100 failures an hour per account; 30 a minute per address. */
export function createAuthLimits(): AuthLimits {
  return {
    attemptsPerAccount: new SlidingWindow(5, 60_000),
    failuresPerAccount: new SlidingWindow(100, 3_600_000),
    attemptsPerClient: new SlidingWindow(30, 60_000),
  };
}

const limits = createAuthLimits();

/**
 * Checks and counts one attempt. Returns the seconds to wait when a limit is reached (nothing
 * is counted then), or 0 when the attempt may go ahead.
 */
export function takeAuthAttempt(
  account: string,
  client: string,
  now = Date.now(),
  current: AuthLimits = limits,
): number {
  const accountKey = account.trim().toLowerCase() || "(none)";
  const wait = Math.max(
    current.attemptsPerAccount.retryAfter(accountKey, now),
    current.failuresPerAccount.retryAfter(accountKey, now),
    current.attemptsPerClient.retryAfter(client, now),
  );
  if (wait > 0) return wait;
  current.attemptsPerAccount.record(accountKey, now);
  current.attemptsPerClient.record(client, now);
  return 0;
}

export function recordAuthFailure(account: string, now = Date.now(), current: AuthLimits = limits): void {
  current.failuresPerAccount.record(account.trim().toLowerCase() || "(none)", now);
}

/**
 * The client's address as the proxy in front reports it (first X-Forwarded-For entry); without
 * a proxy every visitor shares one bucket, which only the loose per-client limit uses.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("X-Real-IP") || "direct";
}
