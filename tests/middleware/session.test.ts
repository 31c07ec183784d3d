import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessionMiddleware } from "~/middleware/session.server";
import { apiContext } from "~/request-context";

const API = "https://api.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function args(path: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost:3000${path}`, init);
  return {
    request,
    url: new URL(request.url),
    context: new RouterContextProvider(),
    params: {},
  } as never as Parameters<typeof sessionMiddleware>[0] & { context: RouterContextProvider };
}

const html = (init: ResponseInit = {}) =>
  new Response("<!DOCTYPE html>", {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });

describe("session middleware: a 409 from the API (SPEC 8)", () => {
  it("ends the session: the token cookie is cleared (which makes the page personal, see cache-policy)", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/guest/wishlists`, ({ request }) => {
        seen.push(request.headers.get("Authorization"));
        return HttpResponse.json({ message: "Session replaced" }, { status: 409 });
      }),
    );
    const call = args("/wishlists", { headers: { Cookie: "auth_token=abc" } });
    const response = (await sessionMiddleware(call, async () => {
      const status = await call.context
        .get(apiContext)
        .http.get("guest/wishlists")
        .then(
          () => 200,
          (error: { response: Response }) => error.response.status,
        );
      return html({ status });
    })) as Response;
    expect(seen).toEqual(["Bearer abc"]);
    expect(response.status).toBe(409);
    // No root data said why in this answer, so the notice waits for the next one (issue 17).
    expect(response.headers.getSetCookie()).toEqual([
      "auth_token=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
      "session_notice=conflict; Max-Age=300; Path=/; HttpOnly; SameSite=Lax",
    ]);
  });
});
