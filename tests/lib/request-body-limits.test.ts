import { describe, expect, it } from "vitest";
import {
  FORM_BODY_BYTES,
  PICTURES_UPLOAD_BODY_BYTES,
  PRICING_UPLOAD_BODY_BYTES,
  requestBodyLimit,
} from "~/lib/request-body-limits";

describe("request body caps by route kind", () => {
  it("forms get 64 KB, the owner uploads their own sizes, for a signed-in visitor", () => {
    expect(FORM_BODY_BYTES).toBe(64_000);
    expect(PRICING_UPLOAD_BODY_BYTES).toBe(264_000);
    expect(PICTURES_UPLOAD_BODY_BYTES).toBe(64_000_000);
    expect(requestBodyLimit("/login", true)).toBe(64_000);
    expect(requestBodyLimit("/publish-my-property", true)).toBe(64_000_000);
    expect(requestBodyLimit("/upload-my-pricing", true)).toBe(264_000);
  });

  it("the same routes under /amp, as data requests and with a trailing slash", () => {
    for (const path of [
      "/amp/publish-my-property",
      "/publish-my-property.data",
      "/publish-my-property/",
      "/publish-my-property/_.data",
    ])
      expect(requestBodyLimit(path, true)).toBe(64_000_000);
  });

  it("a visitor who is not signed in sends a form's size anywhere", () => {
    expect(requestBodyLimit("/publish-my-property", false)).toBe(64_000);
    expect(requestBodyLimit("/upload-my-pricing", false)).toBe(64_000);
  });

  it("look-alike paths are forms", () => {
    expect(requestBodyLimit("/publish-my-property-now", true)).toBe(64_000);
    expect(requestBodyLimit("/ampublish-my-property", true)).toBe(64_000);
    expect(requestBodyLimit("/x/publish-my-property", true)).toBe(64_000);
  });
});
