import { describe, expect, it } from "vitest";
import { loader as bookingLoader } from "~/routes/booking/booking";
import { loader as wishlistLoader } from "~/routes/account/wishlist";
import { loader as wishlistsLoader } from "~/routes/account/wishlists";
import { captureConsole } from "../support/console-capture";
import { demoApiServer, routeArgs, thrown } from "./route-helpers";

demoApiServer();
const logs = captureConsole();

const args = (path: string, params: Record<string, string> = {}) =>
  routeArgs(path, "demo.1.revoked", undefined, params);

describe("a personal page whose token the API no longer accepts (401)", () => {
  it.each([
    ["/bookings/1", bookingLoader, { id: "1" }, "GET /guest/bookings/{id}"],
    ["/wishlists/1", wishlistLoader, { id: "1" }, "GET /guest/wishlists/{id}"],
    ["/wishlists?page=2", wishlistsLoader, {}, "GET /guest/wishlists"],
  ] as const)("%s ends the session and sends the visitor to sign in and back", async (path, loader, params, call) => {
    const { session, value } = args(path, params);
    expect(await thrown(() => loader(value))).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(path)}`,
    });
    expect(session.ended).toBe(true);
    expect(logs.take()).toEqual([`error: [api] ${call} failed (401): Unauthenticated.`]);
  });
});
