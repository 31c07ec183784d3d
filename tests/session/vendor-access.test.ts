import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionContext } from "~/request-context";
import {
  GUEST_ACCOUNT_MESSAGE,
  gateOrThrow,
  hasSession,
  refusedAction,
  requireVendorSession,
} from "~/session/vendor-access.server";

function context(token?: string) {
  const value = new RouterContextProvider();
  value.set(sessionContext, { token, ended: false });
  return value;
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

const failure = (status: number) => ({ success: false as const, status, error: "refused" });

describe("vendor access", () => {
  it("a session is a token in the session", () => {
    expect(hasSession(context("t"))).toBe(true);
    expect(hasSession(context())).toBe(false);
  });

  it("a 401 on a vendor call ends the session and shows the visitor gate", () => {
    const ctx = context("t");
    expect(gateOrThrow(ctx, failure(401), "Your listing")).toBe("visitor");
    expect(ctx.get(sessionContext).ended).toBe(true);
  });

  it("a 403 is a traveller account: the guest gate, the session kept", () => {
    const ctx = context("t");
    expect(gateOrThrow(ctx, failure(403), "Your listing")).toBe("guest");
    expect(ctx.get(sessionContext).ended).toBe(false);
  });

  it("any other failure is a 503 page naming what could not be loaded", () => {
    const ctx = context("t");
    const error = caught(() => gateOrThrow(ctx, failure(500), "Your pricing")) as { data: unknown; init: ResponseInit };
    expect(error.init.status).toBe(503);
    expect(error.data).toEqual({
      message: "Your pricing could not be loaded right now. Please try again in a minute.",
    });
    expect(ctx.get(sessionContext).ended).toBe(false);
  });

  it("an action without a session goes to the vendor sign-in and back", () => {
    const error = caught(() =>
      requireVendorSession(context(), new URL("http://localhost:3000/upload-my-pricing?step=2")),
    ) as Response;
    expect(error.status).toBe(302);
    expect(error.headers.get("Location")).toBe("/login?type=vendor&redirectTo=%2Fupload-my-pricing%3Fstep%3D2");
    expect(requireVendorSession(context("t"), new URL("http://localhost:3000/upload-my-pricing"))).toBeUndefined();
  });

  it("a refused action: 401 ends the session with its own message", () => {
    const ctx = context("t");
    const answer = refusedAction(ctx, failure(401));
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toEqual({
      formError: "Your session has ended. Please sign in again.",
      fieldErrors: {},
      values: {},
    });
    expect(ctx.get(sessionContext).ended).toBe(true);
  });

  it("a refused action: 403 keeps the session and says owner pages are for vendor accounts", () => {
    const ctx = context("t");
    const answer = refusedAction(ctx, failure(403));
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toEqual({
      formError: "Owner pages are for owner and agent accounts. You are signed in as a traveller.",
      fieldErrors: {},
      values: {},
    });
    expect(GUEST_ACCOUNT_MESSAGE).toBe(
      "Owner pages are for owner and agent accounts. You are signed in as a traveller.",
    );
    expect(ctx.get(sessionContext).ended).toBe(false);
  });
});
