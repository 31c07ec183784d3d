import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { requestOriginContext } from "~/request-context";
import {
  AUTH_LIMITS,
  clientAddress,
  createAuthLimits,
  recordAuthFailure,
  takeAuthAttempt,
} from "~/session/rate-limit.server";

/** Moves the suite's frozen clock (tests/support/freeze-clock.ts) forward; the next test starts frozen again. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("the limits", () => {
  it("5 attempts a minute and 100 failures an hour per account, 30 attempts a minute per client", () => {
    expect(AUTH_LIMITS).toEqual({
      attemptsPerAccount: { keyPrefix: "vr:rl:auth-account", points: 5, duration: 60 },
      failuresPerAccount: { keyPrefix: "vr:rl:auth-failures", points: 100, duration: 3600 },
      attemptsPerClient: { keyPrefix: "vr:rl:auth-client", points: 30, duration: 60 },
    });
  });

  it("a window counts for exactly its duration from its first hit: at its end the key acts again", async () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await takeAuthAttempt("k@x.com", "ip", limits)).toBe(0);
    advance(59_999);
    expect(await takeAuthAttempt("k@x.com", "ip", limits)).toBe(1);
    advance(1);
    expect(await takeAuthAttempt("k@x.com", "ip", limits)).toBe(0);
  });

  it("the wait is the seconds until the window ends, rounded up", async () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await takeAuthAttempt("w@x.com", "ip", limits);
    advance(4000);
    expect(await takeAuthAttempt("w@x.com", "ip", limits)).toBe(56);
    advance(4500);
    expect(await takeAuthAttempt("w@x.com", "ip", limits)).toBe(52);
  });
});

describe("sign-in limits per account", () => {
  it("the account is the trimmed, lower-cased email", async () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        await takeAuthAttempt(
          ["  Ana@X.com ", "ana@x.com", "ANA@X.COM", "ana@x.com\t", " ana@x.com"][attempt]!,
          `ip${attempt}`,
          limits,
        ),
      ).toBe(0);
    expect(await takeAuthAttempt("ana@x.com", "ip9", limits)).toBe(60);
  });

  it("failures are counted for the same trimmed, lower-cased account", async () => {
    const limits = createAuthLimits();
    for (let failure = 0; failure < 100; failure += 1) {
      await recordAuthFailure(" B@X.com ", limits);
      advance(1000);
    }
    expect(await takeAuthAttempt("b@x.com", "ip", limits)).toBe(3500);
  });

  it("99 failures do not lock the account; the 100th does", async () => {
    const limits = createAuthLimits();
    for (let failure = 0; failure < 99; failure += 1) await recordAuthFailure("n@x.com", limits);
    expect(await takeAuthAttempt("n@x.com", "ip", limits)).toBe(0);
    await recordAuthFailure("n@x.com", limits);
    expect(await takeAuthAttempt("n@x.com", "ip2", limits)).toBe(3600);
  });

  it("a refused attempt is not counted", async () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await takeAuthAttempt("c@x.com", "ip", limits);
    advance(30_000);
    expect(await takeAuthAttempt("c@x.com", "ip", limits)).toBe(30);
    advance(30_000);
    expect(await takeAuthAttempt("c@x.com", "ip", limits)).toBe(0);
  });

  it("an attempt refused for the account does not count against the client", async () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await takeAuthAttempt("d@x.com", "office", limits);
    for (let attempt = 0; attempt < 40; attempt += 1)
      expect(await takeAuthAttempt("d@x.com", "office", limits)).toBeGreaterThan(0);
    for (let attempt = 0; attempt < 25; attempt += 1)
      expect(await takeAuthAttempt(`e${attempt}@x.com`, "office", limits)).toBe(0);
    expect(await takeAuthAttempt("f@x.com", "office", limits)).toBe(60);
  });

  it("attempts without an email share one bucket", async () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt(attempt % 2 ? "" : "   ", `ip${attempt}`, limits)).toBe(0);
    expect(await takeAuthAttempt("", "ip9", limits)).toBe(60);
  });
});

describe("clientAddress", () => {
  it("is the address the server put in requestOriginContext", () => {
    const context = new RouterContextProvider();
    context.set(requestOriginContext, { clientIp: "203.0.113.7", requestId: "r1", viaTrustedProxy: true });
    expect(clientAddress(context)).toBe("203.0.113.7");
  });

  it("without a server in front (in-process), every request shares the 'unknown' bucket", () => {
    expect(clientAddress(new RouterContextProvider())).toBe("unknown");
  });
});
