import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, sessionContext } from "~/request-context";
import { loader as bookingLoader } from "~/routes/booking";
import { loader as wishlistLoader } from "~/routes/wishlist";
import { loader as wishlistsLoader } from "~/routes/wishlists";
import { API, demoApiServer, thrown } from "./route-helpers";

demoApiServer();

function args(path: string, params: Record<string, string> = {}) {
  const url = new URL(path, "http://localhost:3000");
  const session: RequestSession = { token: "demo.1.revoked", ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token: session.token, timeoutMs: 2000 }));
  return { session, value: { request: new Request(url), url, context, params } as never };
}

describe("a personal page whose token the API no longer accepts (401)", () => {
  it.each([
    ["/bookings/1", bookingLoader, { id: "1" }],
    ["/wishlists/1", wishlistLoader, { id: "1" }],
    ["/wishlists?page=2", wishlistsLoader, {}],
  ] as const)("%s ends the session and sends the visitor to sign in and back", async (path, loader, params) => {
    const { session, value } = args(path, params);
    expect(await thrown(() => loader(value))).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(path)}` });
    expect(session.ended).toBe(true);
  });
});
