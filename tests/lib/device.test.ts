import { describe, expect, it } from "vitest";
import { deviceFromWidth } from "~/lib/device";

describe("device by width", () => {
  it("767 px and narrower is a phone", () => {
    expect(deviceFromWidth(767)).toBe("mobile");
    expect(deviceFromWidth(768)).toBe("desktop");
  });
});
