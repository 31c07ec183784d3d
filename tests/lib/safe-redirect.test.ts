import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { OPEN_REDIRECT_PAYLOADS } from "../support/open-redirect-payloads";

const SITE = "https://site.test";

/** The origin a browser on the site reaches when it follows `location`. */
function followedFrom(location: string): string {
  return new URL(location, SITE).origin;
}

/** One round of percent-decoding, as a proxy or server in front might do once more. */
function decodedAgain(location: string): string {
  try {
    return decodeURIComponent(location);
  } catch {
    return location;
  }
}

/** Everything a result must be: a path on the site, read as sent or decoded once more. */
function expectOnSite(result: string, input: string) {
  const label = JSON.stringify(input);
  expect(result.startsWith("/"), label).toBe(true);
  expect(/^\/[/\\]/.test(result), label).toBe(false);
  expect(
    [...result].some((character) => character.charCodeAt(0) < 0x20 || character === "\u007f"),
    label,
  ).toBe(false);
  expect(followedFrom(result), label).toBe(SITE);
  expect(followedFrom(decodedAgain(result).replace(/[\t\n\r]/g, "")), label).toBe(SITE);
}

// Pieces that open-redirect payloads are made of: slashes, backslashes, dot segments, their
// percent-encodings (once and twice), tabs and newlines raw and encoded, schemes, hosts.
const PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2e%2e",
  "%252e",
  "%2f",
  "%2F",
  "%252F",
  "%25252f",
  "%5c",
  "%5C",
  "%255C",
  "%25",
  "%",
  "%09",
  "%0a",
  "%0D",
  "%2509",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "%00",
  "\u001f",
  "\u007f",
  " ",
  "%20",
  "?",
  "#",
  "%3F",
  "%23",
  "@",
  ":",
  "http:",
  "https:",
  "javascript:",
  "evil.com",
  "site.test",
  "a",
  "é",
  "%C3%A9",
  "%FF",
  "。",
  "／",
  "＼",
  "\u2028",
];

const pieced = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join(""));
const candidates = fc.oneof(
  pieced,
  pieced.map((text) => `/${text}`),
  fc.tuple(fc.webPath(), pieced).map(([path, text]) => `${path}/${text}`),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }).map((text) => `/${text}`),
);

describe("same-origin redirects only (DESIGN: redirectTo)", () => {
  it("no known open-redirect payload leaves the site", () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) expectOnSite(safeRedirectPath(payload), payload);
  });

  it("payloads that normalise to another host are refused, not rewritten", () => {
    for (const payload of [
      "/a/..//evil.com",
      "/%2F%2Fevil.com",
      "/%5Cevil.com",
      "/.//evil.com",
      "/%09/evil.com",
      "///evil.com",
      "/%252F%252Fevil.com",
    ])
      expect(safeRedirectPath(payload, "/home"), payload).toBe("/home");
  });

  it("property: whatever the path (dot segments, slashes, backslashes, encodings, control characters), the result stays on the site", () => {
    fc.assert(
      fc.property(candidates, (input) => {
        expectOnSite(safeRedirectPath(input), input);
      }),
      { numRuns: 5000 },
    );
  });

  it("property: the result is already normalised (a second pass keeps it)", () => {
    fc.assert(
      fc.property(candidates, (input) => {
        const once = safeRedirectPath(input, "/fallback");
        expect(safeRedirectPath(once, "/other")).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it("property: an ordinary path with its query comes back as sent", () => {
    const segment = fc.stringMatching(/^[a-z0-9_~-]{1,12}$/);
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
    const query = fc.option(
      fc.tuple(segment, segment).map(([key, value]) => `?${key}=${value}`),
      { nil: "" },
    );
    fc.assert(
      fc.property(path, query, (pathText, queryText) => {
        expect(safeRedirectPath(`${pathText}${queryText}`, "/x")).toBe(`${pathText}${queryText}`);
      }),
    );
  });

  it("returns the normalised path: dot segments resolved, encodings decoded once for all, backslashes as slashes", () => {
    expect(safeRedirectPath("/blog/../destinations/./lisbon")).toBe("/destinations/lisbon");
    expect(safeRedirectPath("/a/%2e%2e/blog")).toBe("/blog");
    expect(safeRedirectPath("/blog%2Fpost")).toBe("/blog/post");
    expect(safeRedirectPath("/blog%252Fpost")).toBe("/blog/post");
    expect(safeRedirectPath("/wishlists\\3")).toBe("/wishlists/3");
    expect(safeRedirectPath("/prop\terties\n?page=2")).toBe("/properties?page=2");
    expect(safeRedirectPath("/../..")).toBe("/");
  });

  it("keeps the query and the fragment as sent, and what must stay encoded in a path", () => {
    expect(safeRedirectPath("/blog?page=2&q=a%26b")).toBe("/blog?page=2&q=a%26b");
    expect(safeRedirectPath("/privacy-policy#cookies")).toBe("/privacy-policy#cookies");
    expect(safeRedirectPath("/properties?next=//evil.com")).toBe("/properties?next=//evil.com");
    expect(safeRedirectPath("/a%3Fb%23c")).toBe("/a%3Fb%23c");
    expect(safeRedirectPath("/100%25")).toBe("/100%25");
    expect(safeRedirectPath("/a b")).toBe("/a%20b");
  });

  it("up to 2,048 characters", () => {
    const longest = `/${"a".repeat(2047)}`;
    expect(safeRedirectPath(longest, "/home")).toBe(longest);
    expect(safeRedirectPath(`${longest}a`, "/home")).toBe("/home");
  });

  it("a path ending in slashes is still a path", () => {
    expect(safeRedirectPath("/blog//", "/home")).toBe("/blog//");
  });

  it("refuses control characters and DEL (raw or encoded) but drops tabs and newlines as a browser does", () => {
    for (const target of ["/a\u0000b", "/a\u001fb", "/a\u007fb", "/a%00b", "/a%7Fb", "/a?b=\u0000", "/a#\u0001"])
      expect(safeRedirectPath(target, "/home"), JSON.stringify(target)).toBe("/home");
    expect(safeRedirectPath("/a\tb%0A", "/home")).toBe("/ab");
  });

  it("refuses what is not a path: relative, absolute and non-string targets", () => {
    for (const target of ["blog", "", "https://site.test/blog", null, undefined, 42, ["/blog"]])
      expect(safeRedirectPath(target, "/home"), JSON.stringify(target)).toBe("/home");
  });
});
