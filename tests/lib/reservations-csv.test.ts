import { describe, expect, it } from "vitest";
import { neutralizeFormula } from "~/lib/owner/reservations-csv.server";

describe("neutralizeFormula: text a spreadsheet would run as a formula (OWASP CSV injection)", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])("%j gets a leading apostrophe", (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });

  it.each(["Lena Lindqvist", "O'Brien", "Anne-Marie", "x=1", " =1", ""])("%j stays as typed", (text) => {
    expect(neutralizeFormula(text)).toBe(text);
  });
});
