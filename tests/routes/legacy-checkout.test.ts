import { describe, expect, it } from "vitest";
import { loader } from "~/routes/booking/legacy-checkout";
import { day } from "../support/clock";
import { loaderArgs, thrown } from "./route-helpers";

describe("legacy /checkout (SPEC 2)", () => {
  it("fails with a 404 'Property not found' without id and slug", async () => {
    for (const path of [
      "/checkout",
      "/checkout?id=12",
      "/checkout?slug=villa",
      "/checkout?id=&slug=villa",
      "/checkout?id=abc&slug=villa",
    ]) {
      const error = await thrown(() => loader(loaderArgs(path)));
      expect(error.status, path).toBe(404);
      expect(error.data, path).toEqual({ message: "Property not found" });
    }
  });

  it("redirects permanently (301) to the properties checkout path, keeping the other query parameters", () => {
    const response = loader(loaderArgs(`/checkout?id=42&slug=sea-view-villa&check_in=${day(30)}&guests=3`));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      `/properties/42/sea-view-villa/checkout?check_in=${day(30)}&guests=3`,
    );
  });

  it("keeps the /amp prefix under /amp", () => {
    const response = loader(loaderArgs("/amp/checkout?id=42&slug=villa"));
    expect(response.headers.get("Location")).toBe("/amp/properties/42/villa/checkout");
  });

  it("encodes a slug so it cannot break out of its path segment", () => {
    const response = loader(loaderArgs("/checkout?id=42&slug=..%2F..%2Fadmin"));
    expect(response.headers.get("Location")).toBe("/properties/42/..%2F..%2Fadmin/checkout");
  });
});
