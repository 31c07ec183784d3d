import { describe, expect, it } from "vitest";
import {
  SlidingWindow,
  clientAddress,
  createAuthLimits,
  recordAuthFailure,
  takeAuthAttempt,
} from "~/session/rate-limit.server";

describe("SlidingWindow", () => {
  it("a hit counts for exactly windowMs: at windowMs later it no longer does", () => {
    const window = new SlidingWindow(1, 1000);
    window.record("k", 5000);
    expect(window.retryAfter("k", 5999)).toBe(1);
    expect(window.retryAfter("k", 6000)).toBe(0);
  });

  it("the wait is the seconds until the oldest hit leaves the window, rounded up", () => {
    const window = new SlidingWindow(2, 10_000);
    window.record("k", 0);
    window.record("k", 4000);
    expect(window.retryAfter("k", 4000)).toBe(6);
    expect(window.retryAfter("k", 8500)).toBe(2);
    expect(window.retryAfter("k", 10_000)).toBe(0);
  });

  it("keeps at most maxKeys keys, forgetting the one that acted longest ago", () => {
    const window = new SlidingWindow(1, 60_000, 2);
    window.record("a", 0);
    window.record("b", 1);
    expect(window.retryAfter("a", 2)).toBe(60);
    expect(window.retryAfter("b", 2)).toBe(60);
    window.record("a", 2); // a acts again: b is now the oldest
    window.record("c", 3);
    expect(window.retryAfter("b", 4)).toBe(0);
    expect(window.retryAfter("a", 4)).toBe(60);
    expect(window.retryAfter("c", 4)).toBe(60);
  });
});

describe("sign-in limits per account", () => {
  it("the account is the trimmed, lower-cased email", () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        takeAuthAttempt(
          ["  Ana@X.com ", "ana@x.com", "ANA@X.COM", "ana@x.com\t", " ana@x.com"][attempt]!,
          `ip${attempt}`,
          0,
          limits,
        ),
      ).toBe(0);
    expect(takeAuthAttempt("ana@x.com", "ip9", 0, limits)).toBe(60);
  });

  it("failures are counted for the same trimmed, lower-cased account", () => {
    const limits = createAuthLimits();
    for (let failure = 0; failure < 100; failure += 1) recordAuthFailure(" B@X.com ", failure * 1000, limits);
    expect(takeAuthAttempt("b@x.com", "ip", 100_000, limits)).toBe(3500);
  });

  it("a refused attempt is not counted", () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) takeAuthAttempt("c@x.com", "ip", 0, limits);
    expect(takeAuthAttempt("c@x.com", "ip", 30_000, limits)).toBe(30);
    expect(takeAuthAttempt("c@x.com", "ip", 60_000, limits)).toBe(0);
  });

  it("attempts without an email share one bucket", () => {
    const limits = createAuthLimits();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(takeAuthAttempt(attempt % 2 ? "" : "   ", `ip${attempt}`, 0, limits)).toBe(0);
    expect(takeAuthAttempt("", "ip9", 0, limits)).toBe(60);
  });
});

describe("clientAddress", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost:3000/login", { headers });

  it("is the first X-Forwarded-For entry, trimmed", () => {
    expect(clientAddress(request({ "X-Forwarded-For": " 203.0.113.7 , 10.0.0.1", "X-Real-IP": "10.0.0.1" }))).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(request({ "X-Forwarded-For": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("falls back to X-Real-IP, then to one shared 'direct' bucket", () => {
    expect(clientAddress(request({ "X-Real-IP": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(request({ "X-Forwarded-For": "", "X-Real-IP": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(request({}))).toBe("direct");
  });
});
