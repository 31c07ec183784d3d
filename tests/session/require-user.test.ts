import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";

function context(token?: string) {
  const value = new RouterContextProvider();
  value.set(sessionContext, { token, ended: false });
  return value;
}

function thrownResponse(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("requireSession", () => {
  it("gives the token of a signed-in visitor", () => {
    expect(requireSession(context("tok"), new URL("http://localhost:3000/wishlists"))).toBe("tok");
  });

  it("sends a visitor without a session to /login and back, query included", () => {
    const response = thrownResponse(() => requireSession(context(), new URL("http://localhost:3000/wishlists?page=2")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fwishlists%3Fpage%3D2");
  });

  it("under /amp the sign-in page is /amp/login", () => {
    const response = thrownResponse(() => requireSession(context(), new URL("http://localhost:3000/amp/profile")));
    expect(response.headers.get("Location")).toBe("/amp/login?redirectTo=%2Famp%2Fprofile");
  });
});

describe("endSessionIfUnauthorized", () => {
  it("a 401 ends the session and sends the visitor to sign in again", () => {
    const ctx = context("old");
    const response = thrownResponse(() =>
      endSessionIfUnauthorized(ctx, new URL("http://localhost:3000/profile"), { status: 401 }),
    );
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
    expect(ctx.get(sessionContext).ended).toBe(true);
  });

  it("any other failure leaves the session alone", () => {
    const ctx = context("old");
    expect(endSessionIfUnauthorized(ctx, new URL("http://localhost:3000/profile"), { status: 500 })).toBeUndefined();
    expect(endSessionIfUnauthorized(ctx, new URL("http://localhost:3000/profile"), { status: 403 })).toBeUndefined();
    expect(ctx.get(sessionContext).ended).toBe(false);
  });
});
