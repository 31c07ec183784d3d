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
  it("ends the session: the token cookie is cleared and the page is personal", async () => {
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
    expect(response.headers.get("Set-Cookie")).toBe(
      "auth_token=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("session middleware: caching of anonymous responses", () => {
  it("gives the static page policy only to a GET of an HTML page answered 200", async () => {
    const page = (await sessionMiddleware(args("/about-us"), async () => html())) as Response;
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=600, stale-while-revalidate=86400");

    const post = (await sessionMiddleware(
      args("/contact-us", { method: "POST", body: new URLSearchParams({ a: "b" }) }),
      async () => html(),
    )) as Response;
    expect(post.headers.get("Cache-Control")).toBeNull();
    expect(post.headers.get("Vary")).toBeNull();

    const json = (await sessionMiddleware(args("/consent"), async () => Response.json({ ok: true }))) as Response;
    expect(json.headers.get("Content-Type")).toBe("application/json");
    expect(json.headers.get("Cache-Control")).toBeNull();

    const untyped = (await sessionMiddleware(args("/empty"), async () => new Response(null))) as Response;
    expect(untyped.headers.get("Content-Type")).toBeNull();
    expect(untyped.headers.get("Cache-Control")).toBeNull();
    expect(untyped.headers.get("Vary")).toBeNull();
  });

  it("adds Vary: Cookie only when a shared cache may keep the answer", async () => {
    const personal = (await sessionMiddleware(args("/account"), async () =>
      html({ headers: { "Cache-Control": "private, max-age=0" } }),
    )) as Response;
    expect(personal.headers.get("Cache-Control")).toBe("private, max-age=0");
    expect(personal.headers.get("Vary")).toBeNull();

    const never = (await sessionMiddleware(args("/checkout"), async () =>
      html({ headers: { "Cache-Control": "no-store" } }),
    )) as Response;
    expect(never.headers.get("Vary")).toBeNull();

    const shared = (await sessionMiddleware(args("/blog"), async () =>
      html({ headers: { "Cache-Control": "public, s-maxage=60", Vary: "Accept-Encoding" } }),
    )) as Response;
    expect(shared.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
  });
});
