import { describe, expect, it } from "vitest";
import { isoDay, now, today } from "~/lib/clock";
import { TEST_NOW, day, yearFromNow } from "../support/clock";

// Loaded inside the tests, so a formatter that cannot even be built fails them (StrykerJS
// counts a test file that fails to import as no tests at all).
const load = () => import("~/lib/dates");

describe("dates shown on pages", () => {
  it("'12 March {year}' in UTC, the same on server and browser", async () => {
    const { formatDate } = await load();
    const year = yearFromNow(1);
    expect(formatDate(`${year}-03-12`)).toBe(`12 March ${year}`);
    expect(formatDate(`${year}-03-12T23:30:00-02:00`)).toBe(`13 March ${year}`);
    expect(formatDate(`${year}-12-31T23:59:59Z`)).toBe(`31 December ${year}`);
  });

  it("an unreadable date shows nothing", async () => {
    const { formatDate } = await load();
    expect(formatDate("soon")).toBe("");
    expect(formatDate("")).toBe("");
  });
});

describe("the one clock", () => {
  it("now and today come from the frozen test clock", () => {
    expect(now().getTime()).toBe(TEST_NOW.getTime());
    expect(today()).toBe(day(0));
    expect(isoDay()).toBe(day(0));
    expect(isoDay(new Date(TEST_NOW.getTime() + 86_400_000))).toBe(day(1));
  });
});
