import { describe, expect, it } from "vitest";
import { createToast, toastsReducer } from "~/lib/toasts";
import { TEST_NOW } from "../support/clock";

describe("toasts (SPEC 3, 4)", () => {
  it("a generated id is toast-{time}-{counter}, counting up", () => {
    const first = createToast({ message: "a" }).id;
    const second = createToast({ message: "b" }).id;
    const prefix = `toast-${TEST_NOW.getTime().toString(36)}-`;
    expect(first).toMatch(new RegExp(`^${prefix}\\d+$`));
    expect(Number(second.slice(prefix.length))).toBe(Number(first.slice(prefix.length)) + 1);
  });

  it("the tone is info unless given", () => {
    expect(createToast({ message: "a" })).toMatchObject({ tone: "info", message: "a", finished: false });
    expect(createToast({ message: "a", tone: "error" }).tone).toBe("error");
  });

  it("adding a toast with an id already shown replaces it, at the end", () => {
    const a = createToast({ id: "a", message: "A" });
    const b = createToast({ id: "b", message: "B" });
    const again = createToast({ id: "a", message: "A again" });
    const list = [a, b].reduce(
      (toasts, toast) => toastsReducer(toasts, { type: "add", toast }),
      [] as ReturnType<typeof createToast>[],
    );
    expect(toastsReducer(list, { type: "add", toast: again })).toEqual([b, again]);
  });
});
