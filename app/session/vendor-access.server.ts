import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import type { ApiFailure } from "~/api/client.server";
import type { VendorGateReason } from "~/session/roles";
import { pageError } from "~/lib/http-errors";
import { sessionContext } from "~/request-context";
import { loginPath } from "~/session/require-user.server";

export const GUEST_ACCOUNT_MESSAGE = "Owner pages are for owner and agent accounts. You are signed in as a traveller.";

/** Without a session the page shows its gate; the vendor calls themselves say who may use them. */
export function hasSession(context: Readonly<RouterContextProvider>): boolean {
  return Boolean(context.get(sessionContext).token);
}

/**
 * Reads a failed vendor call: a 401 ends the session (the visitor sees the gate), a 403 means a
 * traveller account (the gate for guests); anything else is the upstream being down, a 503 page.
 */
export function gateOrThrow(
  context: Readonly<RouterContextProvider>,
  failure: ApiFailure,
  what: string,
): VendorGateReason {
  if (failure.status === 401) {
    context.get(sessionContext).ended = true;
    return "visitor";
  }
  if (failure.status === 403) return "guest";
  throw pageError(503, `${what} could not be loaded right now. Please try again in a minute.`);
}

/** Actions: a visitor without a session is sent to the vendor sign-in (the /amp one from an /amp page) and back here. */
export function requireVendorSession(context: Readonly<RouterContextProvider>, url: URL): void {
  if (!hasSession(context)) throw redirect(loginPath(url, "vendor"));
}

export type RefusedActionData = {
  formError: string;
  fieldErrors: Record<string, string>;
  values: Record<string, unknown>;
};

/** An action's answer when the upstream refused the account or the session. */
export function refusedAction(context: Readonly<RouterContextProvider>, failure: ApiFailure) {
  if (failure.status === 401) context.get(sessionContext).ended = true;
  const formError = failure.status === 401 ? "Your session has ended. Please sign in again." : GUEST_ACCOUNT_MESSAGE;
  return data<RefusedActionData>({ formError, fieldErrors: {}, values: {} }, { status: failure.status });
}
