import { describe, expect, it } from "vitest";
import { TEST_NOW as now } from "../support/clock";

// Loaded inside the tests, so a formatter that cannot even be built fails them (StrykerJS
// counts a test file that fails to import as no tests at all).
const load = () => import("~/lib/relative-time");

const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relative time (SPEC 9 thresholds: seconds 45, minutes 45, hours 22, days 26, months 11)", () => {
  it("has the SPEC 9 thresholds", async () => {
    const { RELATIVE_TIME_THRESHOLDS } = await load();
    expect(RELATIVE_TIME_THRESHOLDS).toEqual({ seconds: 45, minutes: 45, hours: 22, days: 26, months: 11 });
  });

  it("switches unit exactly at each threshold", async () => {
    const { relativeTime } = await load();
    expect(relativeTime(ago(44), now)).toBe("a few seconds ago");
    expect(relativeTime(ago(45), now)).toBe("1 minute ago");
    expect(relativeTime(ago(44 * 60), now)).toBe("44 minutes ago");
    expect(relativeTime(ago(45 * 60), now)).toBe("1 hour ago");
    expect(relativeTime(ago(21 * 3600), now)).toBe("21 hours ago");
    expect(relativeTime(ago(22 * 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(25 * 86400), now)).toBe("25 days ago");
    expect(relativeTime(ago(26 * 86400), now)).toBe("last month");
    expect(relativeTime(ago(10 * 30.44 * 86400), now)).toBe("10 months ago");
    expect(relativeTime(ago(11 * 30.44 * 86400), now)).toBe("last year");
    expect(relativeTime(ago(3 * 365.25 * 86400), now)).toBe("3 years ago");
  });

  it("speaks of the future too", async () => {
    const { relativeTime } = await load();
    expect(relativeTime(new Date(now.getTime() + 3 * 86400_000), now)).toBe("in 3 days");
  });

  it("measures from the one clock when no 'now' is given", async () => {
    const { relativeTime } = await load();
    expect(relativeTime(ago(3 * 3600))).toBe("3 hours ago");
    expect(relativeTime(new Date(now.getTime() + 2 * 3600_000).toISOString())).toBe("in 2 hours");
  });

  it("exactly now is 'a few seconds ago'; a second later is the future", async () => {
    const { relativeTime } = await load();
    expect(relativeTime(now, now)).toBe("a few seconds ago");
    expect(relativeTime(new Date(now.getTime() + 1000), now)).toBe("in a few seconds");
  });

  it("says 'yesterday' and 'tomorrow' (numeric: auto)", async () => {
    const { relativeTime } = await load();
    expect(relativeTime(new Date(now.getTime() - 86_400_000), now)).toBe("yesterday");
    expect(relativeTime(new Date(now.getTime() + 86_400_000), now)).toBe("tomorrow");
  });
});
