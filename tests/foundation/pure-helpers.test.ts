import { describe, expect, it } from "vitest";
import { isBotUserAgent } from "~/lib/bots";
import { ampPath, barePath, isAmpPath } from "~/lib/amp-path";
import { canonicalSearch, canonicalUrl } from "~/lib/canonical";
import { DEVICE_REFRESH_DELAY_MS, deviceFromUserAgent, deviceFromWidth } from "~/lib/device";
import { extractErrorMessage } from "~/lib/error-message";
import { parseId } from "~/lib/ids";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { TOAST_DEFAULT_TIMEOUT_MS, createToast, toastsReducer } from "~/lib/toasts";

describe("SPEC 8 error-message extraction", () => {
  it("reads message as a string, a list joined by commas, or an object's values", () => {
    expect(extractErrorMessage({ message: "Nope" })).toBe("Nope");
    expect(extractErrorMessage({ message: ["One", "Two"] })).toBe("One, Two");
    expect(extractErrorMessage({ message: { email: "Bad email", name: ["Too short"] } })).toBe("Bad email, Too short");
  });

  it("falls back to data, data.message or data.data", () => {
    expect(extractErrorMessage({ data: "Plain" })).toBe("Plain");
    expect(extractErrorMessage({ data: { message: "Inner" } })).toBe("Inner");
    expect(extractErrorMessage({ data: { data: "Deeper" } })).toBe("Deeper");
    expect(extractErrorMessage({ data: { data: { a: "x", b: "y" } } })).toBe("x, y");
    expect(extractErrorMessage({ data: { field: "Value" } })).toBe("Value");
  });

  it("gives nothing when nothing is readable", () => {
    expect(extractErrorMessage(null)).toBeUndefined();
    expect(extractErrorMessage({})).toBeUndefined();
    expect(extractErrorMessage({ message: "" })).toBeUndefined();
    expect(extractErrorMessage(42)).toBeUndefined();
  });
});

describe("canonical links (SPEC 2)", () => {
  it("keeps only whitelisted parameters, sorted, dropping empty values and page=1", () => {
    expect(canonicalSearch("?utm_source=x&sort=rating&destination=crete&page=1&guests=")).toBe(
      "?destination=crete&sort=rating",
    );
    expect(canonicalSearch("?page=2&fbclid=1")).toBe("?page=2");
    expect(canonicalSearch("")).toBe("");
  });

  it("an /amp page's canonical is its bare URL; the amp twin of / is /amp", () => {
    expect(canonicalUrl("https://x.com/", "/amp/blog", "?page=2")).toBe("https://x.com/blog?page=2");
    expect(canonicalUrl("https://x.com", "/amp", "")).toBe("https://x.com/");
    expect(ampPath("/")).toBe("/amp");
    expect(ampPath("/amp/blog")).toBe("/amp/blog");
    expect(barePath("/amp")).toBe("/");
    expect(isAmpPath("/ampersand")).toBe(false);
  });
});

describe("same-origin redirects only", () => {
  it("keeps same-origin paths", () => {
    expect(safeRedirectPath("/properties?guests=2#map")).toBe("/properties?guests=2#map");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "javascript:alert(1)",
    "",
    "relative",
    "/\n/evil.com",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/home")).toBe("/home");
  });

  it("drops tabs and newlines before judging, as browsers do", () => {
    expect(safeRedirectPath("/a\nb", "/home")).toBe("/ab");
  });

  it("refuses non-strings", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(["/a"])).toBe("/");
  });
});

describe("toasts (SPEC 3, 4, 9)", () => {
  it("an added toast gets a generated id, the 5000 ms default timeout and finished=false", () => {
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(5000);
    const toast = createToast({ message: "Saved" });
    expect(toast.id).toMatch(/^toast-/);
    expect(toast.timeout).toBe(5000);
    expect(toast.finished).toBe(false);
    expect(createToast({ message: "x" }).id).not.toBe(toast.id);
    expect(createToast({ id: "mine", timeout: 100, message: "x" })).toMatchObject({ id: "mine", timeout: 100 });
  });

  it("removal marks it finished and filters it out; clearAll empties the list", () => {
    const a = createToast({ id: "a", message: "A" });
    const b = createToast({ id: "b", message: "B" });
    let list = toastsReducer(toastsReducer([], { type: "add", toast: a }), { type: "add", toast: b });
    expect(list.map((toast) => toast.id)).toEqual(["a", "b"]);
    list = toastsReducer(list, { type: "remove", id: "a" });
    expect(list.map((toast) => toast.id)).toEqual(["b"]);
    expect(toastsReducer(list, { type: "clearAll" })).toEqual([]);
  });
});

describe("devices and bots (SPEC 2, 9)", () => {
  it("bots are user agents matching bot, chrome-lighthouse, facebookexternalhit or google", () => {
    for (const agent of [
      "Googlebot/2.1",
      "Mozilla/5.0 Chrome-Lighthouse",
      "facebookexternalhit/1.1",
      "Google-InspectionTool",
      "bingbot",
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(true);
    }
    expect(isBotUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36")).toBe(false);
    expect(isBotUserAgent(null)).toBe(false);
  });

  it("device info is refreshed 50 ms after a resize; phones by user agent, then by width", () => {
    expect(DEVICE_REFRESH_DELAY_MS).toBe(50);
    expect(deviceFromUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148")).toBe("mobile");
    expect(deviceFromUserAgent("Mozilla/5.0 (Windows NT 10.0) Chrome/126")).toBe("desktop");
    expect(deviceFromWidth(390)).toBe("mobile");
    expect(deviceFromWidth(1280)).toBe("desktop");
  });

  it("ids are positive whole numbers only", () => {
    expect(parseId("12")).toBe(12);
    for (const raw of ["0", "-1", "1.5", "abc", "", undefined, "1e3", "0012"])
      expect(parseId(raw), String(raw)).toBeNull();
  });
});
