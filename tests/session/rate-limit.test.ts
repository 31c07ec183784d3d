import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { requestOriginContext } from "~/request-context";
import {
  ABUSE_LIMITS,
  clientAddress,
  createAbuseLimits,
  ipBucket,
  recordAuthFailure,
  takeAuthAttempt,
  takeCheckoutAttempt,
  takeRecoveryRequest,
  takeSignUpRequest,
  tooManyAttempts,
} from "~/session/rate-limit.server";
import { captureConsole } from "../support/console-capture";

const logs = captureConsole();

/** Moves the suite's frozen clock (tests/support/freeze-clock.ts) forward; the next test starts frozen again. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("the limits", () => {
  it("sign-in per address and per account from an address, failures per account, recovery, sign-up, checkout and form drafts apart", () => {
    expect(ABUSE_LIMITS).toEqual({
      signInPerIp: { keyPrefix: "vr:rl:sign-in-ip", points: 30, duration: 60 },
      signInPerAccountAndIp: { keyPrefix: "vr:rl:sign-in-account-ip", points: 5, duration: 60 },
      signInFailuresPerAccount: { keyPrefix: "vr:rl:sign-in-failures", points: 100, duration: 3600 },
      signInSlowedPerAccountAndIp: { keyPrefix: "vr:rl:sign-in-slowed", points: 1, duration: 60 },
      recoveryPerIp: { keyPrefix: "vr:rl:recovery-ip", points: 10, duration: 3600 },
      recoveryPerEmail: { keyPrefix: "vr:rl:recovery-email", points: 3, duration: 3600 },
      signUpPerIp: { keyPrefix: "vr:rl:sign-up-ip", points: 10, duration: 3600 },
      signUpPerEmail: { keyPrefix: "vr:rl:sign-up-email", points: 3, duration: 3600 },
      checkoutPerIp: { keyPrefix: "vr:rl:checkout-ip", points: 30, duration: 3600 },
      checkoutPerVisitor: { keyPrefix: "vr:rl:checkout-visitor", points: 10, duration: 3600 },
      formDraftsPerIp: { keyPrefix: "vr:rl:form-drafts-ip", points: 30, duration: 900 },
    });
  });

  it("a window counts for exactly its duration from its first hit: at its end the key acts again", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await takeAuthAttempt("k@x.com", "ip", limits)).toBe(0);
    advance(59_999);
    expect(await takeAuthAttempt("k@x.com", "ip", limits)).toBe(1);
    advance(1);
    expect(await takeAuthAttempt("k@x.com", "ip", limits)).toBe(0);
  });

  it("the wait is the seconds until the window ends, rounded up", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await takeAuthAttempt("w@x.com", "ip", limits);
    advance(4000);
    expect(await takeAuthAttempt("w@x.com", "ip", limits)).toBe(56);
    advance(4500);
    expect(await takeAuthAttempt("w@x.com", "ip", limits)).toBe(52);
  });

  it("the refusal says the wait in seconds, or in minutes from two minutes on", () => {
    expect(tooManyAttempts(1)).toBe("Too many attempts. Please wait 1 seconds and try again.");
    expect(tooManyAttempts(119)).toBe("Too many attempts. Please wait 119 seconds and try again.");
    expect(tooManyAttempts(120)).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(tooManyAttempts(3599)).toBe("Too many attempts. Please wait 60 minutes and try again.");
  });
});

describe("sign-in per account from one address", () => {
  it("a stranger's failed attempts from elsewhere do not lock the owner out", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await takeAuthAttempt("owner@x.com", "198.51.100.7", limits)).toBe(0);
      await recordAuthFailure("owner@x.com", limits);
    }
    expect(await takeAuthAttempt("owner@x.com", "198.51.100.7", limits)).toBe(60);
    // Strangers on other addresses get 5 each, and the owner's own address still has all of its own.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt("owner@x.com", "198.51.100.8", limits)).toBe(0);
    expect(await takeAuthAttempt("owner@x.com", "203.0.113.20", limits)).toBe(0);
  });

  it("the account is the trimmed, lower-cased email", async () => {
    const limits = createAbuseLimits();
    for (const spelling of ["  Ana@X.com ", "ana@x.com", "ANA@X.COM", "ana@x.com\t", " ana@x.com"])
      expect(await takeAuthAttempt(spelling, "ip", limits)).toBe(0);
    expect(await takeAuthAttempt("ana@x.com", "ip", limits)).toBe(60);
  });

  it("a refused attempt is not counted", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await takeAuthAttempt("c@x.com", "ip", limits);
    advance(30_000);
    expect(await takeAuthAttempt("c@x.com", "ip", limits)).toBe(30);
    advance(30_000);
    expect(await takeAuthAttempt("c@x.com", "ip", limits)).toBe(0);
  });

  it("an attempt refused for the account does not count against the address", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) await takeAuthAttempt("d@x.com", "office", limits);
    for (let attempt = 0; attempt < 40; attempt += 1)
      expect(await takeAuthAttempt("d@x.com", "office", limits)).toBeGreaterThan(0);
    for (let attempt = 0; attempt < 25; attempt += 1)
      expect(await takeAuthAttempt(`e${attempt}@x.com`, "office", limits)).toBe(0);
    expect(await takeAuthAttempt("f@x.com", "office", limits)).toBe(60);
  });

  it("attempts without an email share one bucket per address", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt(attempt % 2 ? "" : "   ", "ip", limits)).toBe(0);
    expect(await takeAuthAttempt("", "ip", limits)).toBe(60);
    expect(await takeAuthAttempt("", "ip2", limits)).toBe(0);
  });
});

describe("sign-in failures per account, from anyone, only slow it down", () => {
  it("after 100 failures in the hour each address gets 1 attempt a minute at the account, the owner's too, never none", async () => {
    const limits = createAbuseLimits();
    for (let failure = 0; failure < 99; failure += 1) await recordAuthFailure(" Slow@X.com ", limits);
    // 99: still 5 a minute from an address.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt("slow@x.com", "203.0.113.1", limits)).toBe(0);
    await recordAuthFailure("slow@x.com", limits);
    // The owner, on an address of their own, is slowed, not locked out.
    expect(await takeAuthAttempt("slow@x.com", "203.0.113.2", limits)).toBe(0);
    expect(await takeAuthAttempt("slow@x.com", "203.0.113.2", limits)).toBe(60);
    advance(60_000);
    expect(await takeAuthAttempt("slow@x.com", "203.0.113.2", limits)).toBe(0);
    expect(await takeAuthAttempt("slow@x.com", "203.0.113.2", limits)).toBe(60);
    // Another account is not slowed.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt("other@x.com", "203.0.113.2", limits)).toBe(0);
    // When the hour of failures is over, 5 a minute again.
    advance(3_540_000);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt("slow@x.com", "203.0.113.3", limits)).toBe(0);
  });
});

describe("per address", () => {
  it("30 sign-in attempts a minute from one address across accounts", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect(await takeAuthAttempt(`u${attempt}@x.com`, "192.0.2.1", limits)).toBe(0);
    expect(await takeAuthAttempt("another@x.com", "192.0.2.1", limits)).toBe(60);
    expect(await takeAuthAttempt("another@x.com", "192.0.2.2", limits)).toBe(0);
  });

  it("an IPv6 visitor is counted by their /64, and IPv4 the same however it is written", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect(await takeAuthAttempt(`v${attempt}@x.com`, `2001:db8:a:b::${attempt.toString(16)}`, limits)).toBe(0);
    expect(await takeAuthAttempt("w@x.com", "2001:db8:a:b:ffff:ffff:ffff:ffff", limits)).toBe(60);
    expect(await takeAuthAttempt("w@x.com", "2001:db8:a:c::1", limits)).toBe(0);

    for (let attempt = 0; attempt < 30; attempt += 1)
      expect(await takeAuthAttempt(`m${attempt}@x.com`, attempt % 2 ? "::ffff:192.0.2.9" : "192.0.2.9", limits)).toBe(
        0,
      );
    expect(await takeAuthAttempt("n@x.com", "::FFFF:192.0.2.9", limits)).toBe(60);
  });

  it("ipBucket: IPv4 as is, IPv6 by its /64 written out, anything else as given", () => {
    expect(ipBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(ipBucket("2001:db8:0001:0002:0003:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(ipBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(ipBucket("::1")).toBe("0:0:0:0::/64");
    expect(ipBucket("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(ipBucket("unknown")).toBe("unknown");
    expect(ipBucket("")).toBe("unknown");
  });
});

describe("password recovery and quick sign-up count in buckets of their own", () => {
  it("recovery requests never count toward signing in", async () => {
    const limits = createAbuseLimits();
    for (let request = 0; request < 3; request += 1)
      expect(await takeRecoveryRequest("r@x.com", "192.0.2.3", limits)).toBe(0);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await takeAuthAttempt("r@x.com", "192.0.2.3", limits)).toBe(0);
  });

  it("recovery: 3 an hour for an email from anywhere, 10 an hour from an address", async () => {
    const limits = createAbuseLimits();
    for (let request = 0; request < 3; request += 1)
      expect(await takeRecoveryRequest("R@x.com ", `192.0.2.${request}`, limits)).toBe(0);
    expect(await takeRecoveryRequest("r@x.com", "192.0.2.99", limits)).toBe(3600);
    for (let request = 0; request < 10; request += 1)
      expect(await takeRecoveryRequest(`r${request}@x.com`, "198.51.100.1", limits)).toBe(0);
    expect(await takeRecoveryRequest("new@x.com", "198.51.100.1", limits)).toBe(3600);
    // A sign-up from that address and for that email is another bucket.
    expect(await takeSignUpRequest("r@x.com", "198.51.100.1", limits)).toBe(0);
  });

  it("quick sign-up: 3 an hour for an email, 10 an hour from an address", async () => {
    const limits = createAbuseLimits();
    for (let request = 0; request < 3; request += 1)
      expect(await takeSignUpRequest("s@x.com", `192.0.2.${request}`, limits)).toBe(0);
    expect(await takeSignUpRequest("s@x.com", "192.0.2.99", limits)).toBe(3600);
    for (let request = 0; request < 10; request += 1)
      expect(await takeSignUpRequest(`s${request}@x.com`, "198.51.100.2", limits)).toBe(0);
    expect(await takeSignUpRequest("t@x.com", "198.51.100.2", limits)).toBe(3600);
    expect(await takeRecoveryRequest("t@x.com", "198.51.100.2", limits)).toBe(0);
    expect(await takeAuthAttempt("t@x.com", "198.51.100.2", limits)).toBe(0);
  });
});

describe("checkout per visitor", () => {
  const secret = (n: number) => `visitor-secret-${String(n).padStart(28, "0")}`;

  it("10 booking attempts an hour for a visitor (their checkout secret), whatever the address", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await takeCheckoutAttempt(secret(1), `192.0.2.${attempt}`, limits)).toBe(0);
    expect(await takeCheckoutAttempt(secret(1), "192.0.2.200", limits)).toBe(3600);
    expect(await takeCheckoutAttempt(secret(2), "192.0.2.200", limits)).toBe(0);
  });

  it("30 an hour from one address, however many new secrets it brings", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect(await takeCheckoutAttempt(secret(attempt), "203.0.113.50", limits)).toBe(0);
    expect(await takeCheckoutAttempt(secret(99), "203.0.113.50", limits)).toBe(3600);
    expect(await takeCheckoutAttempt(secret(99), "203.0.113.51", limits)).toBe(0);
  });
});

describe("memory is bounded: a full bucket takes no new key and drops none it counts", () => {
  it("past the cap a new email waits for the oldest window; the counted ones keep counting; one warning", async () => {
    const limits = createAbuseLimits({ memoryKeys: 3 });
    expect(await takeRecoveryRequest("a@x.com", "192.0.2.1", limits)).toBe(0);
    advance(60_000);
    for (const email of ["b@x.com", "c@x.com", "a@x.com", "a@x.com"])
      expect(await takeRecoveryRequest(email, "192.0.2.1", limits)).toBe(0);
    expect(await takeRecoveryRequest("a@x.com", "192.0.2.1", limits)).toBe(3540);

    // A flood of new emails: each waits until a@x.com's window ends, and a@x.com is still counted.
    for (let flood = 0; flood < 50; flood += 1)
      expect(await takeRecoveryRequest(`flood${flood}@x.com`, "192.0.2.1", limits)).toBe(3540);
    expect(await takeRecoveryRequest("a@x.com", "192.0.2.1", limits)).toBe(3540);
    expect(logs.take()).toEqual([
      "warn: [rate-limit] vr:rl:recovery-email: 3 keys in memory; a new one waits until the oldest window ends",
    ]);

    // When the oldest window ends its place is free.
    advance(3_540_000);
    expect(await takeRecoveryRequest("d@x.com", "192.0.2.1", limits)).toBe(0);
    expect(await takeRecoveryRequest("e@x.com", "192.0.2.1", limits)).toBe(60);
    expect(logs.take()).toHaveLength(1);
  });

  it("while the failures bucket is full, an account it has no room for is slowed as if under attack, never locked", async () => {
    const limits = createAbuseLimits({ memoryKeys: 2 });
    await recordAuthFailure("one@x.com", limits);
    await recordAuthFailure("two@x.com", limits);
    await recordAuthFailure("three@x.com", limits);
    expect(await takeAuthAttempt("one@x.com", "192.0.2.1", limits)).toBe(0);
    expect(await takeAuthAttempt("one@x.com", "192.0.2.1", limits)).toBe(0);
    expect(await takeAuthAttempt("three@x.com", "192.0.2.2", limits)).toBe(0);
    expect(await takeAuthAttempt("three@x.com", "192.0.2.2", limits)).toBe(60);
    expect(logs.take()).toEqual([
      "warn: [rate-limit] vr:rl:sign-in-failures: 2 keys in memory; a new one waits until the oldest window ends",
    ]);
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
