import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { WISHLIST_PAGE_SIZE } from "~/api/wishlists.server";
import { appendWishlist, mergeWishlists } from "~/lib/wishlists";
import { apiContext, sessionContext } from "~/request-context";
import { action as renameAction } from "~/routes/account/wishlist";
import { action, loader } from "~/routes/account/wishlists";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, signIn, thrown } from "./route-helpers";

const { requests } = demoApiServer();
// The site logs each refusal of the API; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

function args(
  path: string,
  token: string | undefined,
  fields?: Record<string, string>,
  params: Record<string, string> = {},
) {
  const url = new URL(path, "http://localhost:3000");
  const context = new RouterContextProvider();
  context.set(sessionContext, { token, ended: false });
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  const request = new Request(url, fields ? { method: "POST", body: new URLSearchParams(fields) } : {});
  return { request, url, context, params } as never;
}

describe("wishlists (SPEC 7, 9)", () => {
  it("lists with GET /guest/wishlists page 1 and per_page 8", async () => {
    expect(WISHLIST_PAGE_SIZE).toBe(8);
    const token = await signIn("guest");
    requests.length = 0;
    const result = (await loader(args("/wishlists", token))) as unknown as {
      wishlists: { entities: { name: string }[] };
    };
    const call = requests.find((url) => url.pathname === "/guest/wishlists");
    expect(Object.fromEntries(call!.searchParams)).toEqual({ page: "1", per_page: "8" });
    expect(result.wishlists.entities.map((wishlist) => wishlist.name)).toEqual(["Summer by the sea", "Ski week ideas"]);
  });

  it("sends logged-out visitors to sign in", async () => {
    expect(await thrown(() => loader(args("/wishlists?add=3", undefined)))).toMatchObject({
      status: 302,
      location: "/login?redirectTo=%2Fwishlists%3Fadd%3D3",
    });
  });

  it("creates a wishlist with the property in it: POST /guest/wishlists then POST /guest/wishlists/properties/{id}", async () => {
    const token = await signIn("guest");
    requests.length = 0;
    const result = (await action(
      args("/wishlists", token, { intent: "create", name: "  Lisbon 2027 ", property_id: "12" }),
    )) as unknown as { data: { created: { name: string }; savedTo: string } };
    expect(result.data.created.name).toBe("Lisbon 2027");
    expect(result.data.savedTo).toBe("Lisbon 2027");
    expect(requests.map((url) => url.pathname)).toEqual(["/guest/wishlists", "/guest/wishlists/properties/12"]);
  });

  it("renames with PUT /guest/wishlists/{id}; an empty name keeps the input with an error", async () => {
    const token = await signIn("guest");
    const bad = (await renameAction(args("/wishlists/1", token, { name: "   " }, { id: "1" }))) as unknown as {
      data: { formError: string };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    const good = (await renameAction(args("/wishlists/1", token, { name: "Sea 2027" }, { id: "1" }))) as unknown as {
      data: { name: string; renamed: boolean };
    };
    expect(good.data).toMatchObject({ name: "Sea 2027", renamed: true });
  });

  it("renaming someone else's wishlist keeps the API's 404, says so in our words, and keeps the typed name (found by fuzzing)", async () => {
    const token = await signIn("agent");
    const result = (await renameAction(args("/wishlists/1", token, { name: "Mine now" }, { id: "1" }))) as unknown as {
      data: { name: string; formError: string };
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
    expect(result.data.name).toBe("Mine now");
    expect(result.data.formError).toBe("This wishlist was not found. It may have been removed.");
    expect(logs.take()).toEqual(["error: [api] PUT /guest/wishlists/{id} failed (404): Wishlist not found."]);
  });

  it("POST /guest/wishlists/properties/{id} with wishlist_id; its data.entities are merged into the matching wishlist", async () => {
    const token = await signIn("guest");
    requests.length = 0;
    const result = (await action(args("/wishlists", token, { property_id: "33", wishlist_id: "2" }))) as unknown as {
      data: { savedTo: string; updated: { id: number; properties: { id: number }[] }[] };
    };
    const call = requests.find((url) => url.pathname === "/guest/wishlists/properties/33");
    expect(call).toBeDefined();
    expect(result.data.savedTo).toBe("Ski week ideas");
    expect(
      result.data.updated.find((wishlist) => wishlist.id === 2)?.properties.map((property) => property.id),
    ).toContain(33);
  });

  it("an answer's data.entities replace the wishlists with the same id, the others stay as they were", () => {
    const a = { id: 1, name: "A", properties: [] };
    const b = { id: 2, name: "B", properties: [] };
    const c = { id: 3, name: "C", properties: [] };
    const answered = { id: 2, name: "Ski week ideas", properties: [{ id: 33 }] } as never;
    const elsewhere = { id: 9, name: "Not on this page", properties: [] };
    expect(mergeWishlists([a, b, c], [answered, elsewhere])).toEqual([
      a,
      { id: 2, name: "Ski week ideas", properties: [{ id: 33 }] },
      c,
    ]);
  });

  it("a created wishlist is appended to the list", () => {
    const a = { id: 1, name: "A", properties: [] };
    const b = { id: 2, name: "B", properties: [] };
    expect(appendWishlist([a], b)).toEqual([a, b]);
    expect(appendWishlist([a, b], { ...b, name: "B2" })).toEqual([a, { ...b, name: "B2" }]);
  });
});
