import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";

describe("same-origin redirects only (DESIGN: redirectTo)", () => {
  it("up to 2,048 characters", () => {
    const longest = `/${"a".repeat(2047)}`;
    expect(safeRedirectPath(longest, "/home")).toBe(longest);
    expect(safeRedirectPath(`${longest}a`, "/home")).toBe("/home");
  });

  it("a path ending in slashes is still a path", () => {
    expect(safeRedirectPath("/blog//", "/home")).toBe("/blog//");
  });

  it("refuses every control character and DEL and a backslash anywhere", () => {
    for (const target of ["/a\u0000b", "/a\u001fb", "/a\u007fb", "/a\\b", "/a/\\evil.example"])
      expect(safeRedirectPath(target, "/home"), JSON.stringify(target)).toBe("/home");
    expect(safeRedirectPath("/a b", "/home")).toBe("/a%20b");
  });
});
