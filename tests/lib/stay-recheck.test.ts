import { describe, expect, it } from "vitest";
import { QUOTED_TOTAL_FIELD, stayChangeOf } from "~/lib/stay-recheck";
import { quotedTotalOf } from "~/lib/stay-recheck.server";

const posted = (value?: string) => {
  const form = new FormData();
  if (value !== undefined) form.set(QUOTED_TOTAL_FIELD, value);
  return form;
};

describe("the total a checkout form showed", () => {
  it("is read from its hidden field as an amount with up to 2 decimals", () => {
    expect(QUOTED_TOTAL_FIELD).toBe("quoted_total");
    expect(quotedTotalOf(posted("838.9"))).toBe(838.9);
    expect(quotedTotalOf(posted(" 1200 "))).toBe(1200);
    expect(quotedTotalOf(posted("0.05"))).toBe(0.05);
  });

  it("is none when the field is missing or holds no amount", () => {
    for (const value of [undefined, "", "abc", "-5", "1.234", "1e3", "12,50", "1".repeat(10)])
      expect(quotedTotalOf(posted(value)), String(value)).toBeUndefined();
  });
});

describe("what changed about the stay", () => {
  it("booked nights are 'taken', whatever the price", () => {
    expect(stayChangeOf(500, { available: false, total: 500 })).toEqual({ kind: "taken" });
    expect(stayChangeOf(500, { available: false, total: 650 })).toEqual({ kind: "taken" });
  });

  it("another total is a new price, with the total shown and the total now", () => {
    expect(stayChangeOf(500, { available: true, total: 650.4 })).toEqual({ kind: "price", shown: 500, now: 650.4 });
    expect(stayChangeOf(500, { available: true, total: 499.99 })).toEqual({ kind: "price", shown: 500, now: 499.99 });
  });

  it("the same total to the cent is no change", () => {
    expect(stayChangeOf(838.9, { available: true, total: 838.9 })).toBeNull();
    // Sums of floating-point amounts compare by the cent.
    expect(stayChangeOf(0.3, { available: true, total: 0.1 + 0.2 })).toBeNull();
  });

  it("a form that showed no total is judged on its dates alone", () => {
    expect(stayChangeOf(undefined, { available: true, total: 650 })).toBeNull();
    expect(stayChangeOf(undefined, { available: false, total: 650 })).toEqual({ kind: "taken" });
  });
});
