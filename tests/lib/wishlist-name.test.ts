import { describe, expect, it } from "vitest";
import { CLOCK_TIME } from "~/lib/owner/clock-time";
import { wishlistNameSchema } from "~/lib/wishlist-name";

describe("wishlist names", () => {
  it("trimmed, 1 to 60 characters, each limit with its message", () => {
    expect(wishlistNameSchema.parse("  Summer  ")).toBe("Summer");
    expect(wishlistNameSchema.parse("x".repeat(60))).toBe("x".repeat(60));
    const empty = wishlistNameSchema.safeParse("   ");
    expect(empty.success || empty.error.issues.map((issue) => issue.message)).toEqual(["Give the wishlist a name."]);
    const long = wishlistNameSchema.safeParse("x".repeat(61));
    expect(long.success || long.error.issues.map((issue) => issue.message)).toEqual([
      "Keep the name under 60 characters.",
    ]);
  });
});

describe("clock times (owner forms)", () => {
  it("24-hour HH:MM only", () => {
    for (const time of ["00:00", "09:30", "15:00", "19:59", "23:59"]) expect(CLOCK_TIME.test(time), time).toBe(true);
    for (const time of ["24:00", "9:30", "12:60", "12:5", "x12:00", "12:00x", "3pm"])
      expect(CLOCK_TIME.test(time), time).toBe(false);
  });
});
