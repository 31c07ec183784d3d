import { describe, expect, it } from "vitest";
import { hyphenatedPath } from "~/lib/hyphenate-path";

describe("hyphenated paths (SPEC 2)", () => {
  it("only leading slashes are collapsed; slashes inside the path stay", () => {
    expect(hyphenatedPath("a_b//c")).toBe("/a-b//c");
    expect(hyphenatedPath("//a_b//c")).toBe("/a-b//c");
  });
});
