import { describe, expect, it } from "vitest";
import { hostingText, initialsOf, responseText, yearsBetween } from "~/lib/host-text";
import { TEST_NOW, day } from "../support/clock";

/** The frozen today moved by whole years (same month and day). */
const yearsAgo = (years: number) => `${TEST_NOW.getUTCFullYear() - years}${day(0).slice(4)}`;

describe("the host's block", () => {
  it("counts whole years hosting: a year counts from its anniversary on", () => {
    expect(yearsBetween(yearsAgo(7), day(0))).toBe(7);
    expect(yearsBetween("2019-04-12", "2026-04-11")).toBe(6);
    expect(yearsBetween("2019-04-12", "2026-04-12")).toBe(7);
    expect(yearsBetween("2019-12-31", "2020-01-01")).toBe(0);
  });

  it("says how long they have hosted and since when, from the one clock's today", () => {
    expect(hostingText(yearsAgo(7), day(0))).toBe(`Hosting for 7 years, since ${TEST_NOW.getUTCFullYear() - 7}`);
    expect(hostingText(yearsAgo(1), day(0))).toBe(`Hosting for 1 year, since ${TEST_NOW.getUTCFullYear() - 1}`);
  });

  it("a host in their first year is new, with the month they started", () => {
    expect(hostingText("2016-03-02", "2016-11-27")).toBe("New host, since March 2016");
    expect(hostingText("2015-12-01", "2016-11-30")).toBe("New host, since December 2015");
  });

  it("nothing when the API does not say, or says something that is not a day", () => {
    expect(hostingText(null, day(0))).toBeNull();
    expect(hostingText("soon", day(0))).toBeNull();
  });

  it("says how they answer with the parts the API gave", () => {
    expect(responseText(98, "within an hour")).toBe("Responds within an hour · 98% response rate");
    expect(responseText(null, "within a day")).toBe("Responds within a day");
    expect(responseText(90.6, null)).toBe("91% response rate");
    expect(responseText(0, null)).toBe("0% response rate");
    expect(responseText(null, null)).toBeNull();
  });

  it("initials for an avatar without a picture: at most two, upper case", () => {
    expect(initialsOf("Olivia")).toBe("O");
    expect(initialsOf("  mary ann  ")).toBe("MA");
    expect(initialsOf("Jean Luc Picard")).toBe("JL");
    expect(initialsOf("")).toBe("");
  });
});
