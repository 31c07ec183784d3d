import { describe, expect, it } from "vitest";
import { pendingKind } from "~/components/pending-skeleton";

describe("which pending navigations show a skeleton", () => {
  it("the search and a stay, bare or under /amp", () => {
    expect(pendingKind("/properties")).toBe("search");
    expect(pendingKind("/amp/properties")).toBe("search");
    expect(pendingKind("/properties/12/harbour-house")).toBe("property");
    expect(pendingKind("/amp/properties/12/harbour-house")).toBe("property");
  });

  it("not a stay's checkout, nor other pages", () => {
    expect(pendingKind("/properties/12/harbour-house/checkout")).toBeNull();
    expect(pendingKind("/blog")).toBeNull();
    expect(pendingKind("/")).toBeNull();
  });
});
