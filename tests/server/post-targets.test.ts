import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createPostTargets } from "../../server/post-targets";

// A route list shaped like the build's: a root layout, an index page, pages with and without an
// action, nested ones and the catch-all.
const action = () => null;
const routes = {
  root: { id: "root", path: "", module: {} },
  home: { id: "home", parentId: "root", index: true, module: { action } },
  login: { id: "login", parentId: "root", path: "login", module: { action } },
  "about-us": { id: "about-us", parentId: "root", path: "about-us", module: {} },
  checkout: { id: "checkout", parentId: "root", path: "properties/:id/:slug/checkout", module: { action } },
  property: { id: "property", parentId: "root", path: "properties/:id/:slug", module: {} },
  "not-found": { id: "not-found", parentId: "root", path: "*", module: {} },
} as unknown as ServerBuild["routes"];

const acceptsPost = createPostTargets({ routes });

describe("which addresses take a POST (React Router's action target)", () => {
  it("a page with an action does, one without does not, nor does an unknown address", () => {
    expect(acceptsPost("/login", "")).toBe(true);
    expect(acceptsPost("/properties/1/villa/checkout", "?check_in=x")).toBe(true);
    expect(acceptsPost("/about-us", "")).toBe(false);
    expect(acceptsPost("/properties/1/villa", "")).toBe(false);
    expect(acceptsPost("/no/such/page", "")).toBe(false);
  });

  it("'/' posts to the root layout, the index page only with a bare ?index", () => {
    expect(acceptsPost("/", "")).toBe(false);
    expect(acceptsPost("/", "?index")).toBe(true);
    expect(acceptsPost("/", "?index=1")).toBe(false);
  });

  it("a data request goes where its page goes", () => {
    expect(acceptsPost("/login.data", "")).toBe(true);
    expect(acceptsPost("/about-us.data", "")).toBe(false);
    expect(acceptsPost("/_root.data", "?index")).toBe(true);
    expect(acceptsPost("/login/_.data", "")).toBe(true);
  });
});
