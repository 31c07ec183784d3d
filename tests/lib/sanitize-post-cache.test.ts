import sanitizeHtml from "sanitize-html";
import { describe, expect, it, vi } from "vitest";
import { SANITIZED_CACHE_MAX_CHARS, sanitizePostHtml } from "~/lib/sanitize-post.server";

// sanitize-html itself, counted: what the cache saves is its runs.
vi.mock("sanitize-html", async (importOriginal) => {
  const original = await importOriginal<{ default: typeof sanitizeHtml }>();
  return { default: vi.fn(original.default) };
});
const runs = vi.mocked(sanitizeHtml);

describe("post bodies are cleaned once per version, not on every view", () => {
  it("the same body is cleaned once; every view gets the same clean HTML", () => {
    const body = '<p onclick="x()">Day one at the lake</p><script>alert(1)</script>';
    runs.mockClear();
    expect(sanitizePostHtml(body)).toBe("<p>Day one at the lake</p>");
    expect(sanitizePostHtml(body)).toBe("<p>Day one at the lake</p>");
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it("a body the API changed is a new version: cleaned again, the new text served", () => {
    runs.mockClear();
    expect(sanitizePostHtml("<p>Ferries every hour</p><script>alert(1)</script>")).toBe("<p>Ferries every hour</p>");
    expect(sanitizePostHtml("<p>Ferries every half hour</p><script>alert(1)</script>")).toBe(
      "<p>Ferries every half hour</p>",
    );
    expect(runs).toHaveBeenCalledTimes(2);
  });

  it("keeps at most SANITIZED_CACHE_MAX_CHARS of bodies: past that the oldest is cleaned again when viewed", () => {
    const oldest = "<p>The oldest post</p>";
    sanitizePostHtml(oldest);
    const filler = "x".repeat(SANITIZED_CACHE_MAX_CHARS / 8);
    for (let index = 0; index < 5; index++) sanitizePostHtml(`<p>${index}${filler}</p>`);
    runs.mockClear();
    expect(sanitizePostHtml(oldest)).toBe(oldest);
    expect(runs).toHaveBeenCalledTimes(1);
  });
});
