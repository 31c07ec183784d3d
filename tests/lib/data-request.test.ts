import { describe, expect, it } from "vitest";
import { isDataRequest, leavesOutRootData, pageOfDataRequest, pagePathOfDataRequest } from "~/lib/data-request";

const at = (address: string) => new URL(address, "http://localhost:3000");

describe("data requests (React Router's `.data` addresses)", () => {
  it("tells a data request from a page", () => {
    expect([at("/login.data"), at("/_.data"), at("/login"), at("/data")].map(isDataRequest)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("names the page a data request is for, without React Router's own parameters", () => {
    expect(pageOfDataRequest(at("/_.data?_routes=routes/site/home"))).toBe("/");
    expect(pageOfDataRequest(at("/_root.data"))).toBe("/");
    expect(pageOfDataRequest(at("/blog/_.data?index"))).toBe("/blog/");
    expect(pageOfDataRequest(at("/amp/wishlists.data?page=2&_routes=wishlists&sort=new"))).toBe(
      "/amp/wishlists?page=2&sort=new",
    );
  });

  it("leaves a page's own path as it is", () => {
    expect(["/login", "/blog/", "/"].map(pagePathOfDataRequest)).toEqual(["/login", "/blog/", "/"]);
  });

  it("knows when the root's data is left out", () => {
    expect(leavesOutRootData(at("/wishlists.data?_routes=wishlists"))).toBe(true);
    expect(leavesOutRootData(at("/wishlists.data?_routes=root,wishlists"))).toBe(false);
    expect(leavesOutRootData(at("/wishlists.data"))).toBe(false);
    expect(leavesOutRootData(at("/wishlists?_routes=wishlists"))).toBe(false);
  });
});
