import { describe, expect, it } from "vitest";
import { reloadedRecently } from "~/client/reload-guard";

describe("a page loaded by a reload (ours, the visitor's or React Router's own)", () => {
  it("counts as reloaded for its first 10 s", () => {
    expect(reloadedRecently("reload", 0)).toBe(true);
    expect(reloadedRecently("reload", 9_999)).toBe(true);
    expect(reloadedRecently("reload", 10_000)).toBe(false);
  });

  it("a page opened any other way does not", () => {
    expect(reloadedRecently("navigate", 0)).toBe(false);
    expect(reloadedRecently("back_forward", 0)).toBe(false);
    expect(reloadedRecently(undefined, 0)).toBe(false);
  });
});
