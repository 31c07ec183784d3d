import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { revokeToken } from "~/api/logout.server";
import { getEnv } from "~/env.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { apiContext, sessionContext } from "~/request-context";
import { roleSetCookie } from "~/session/role-cookie.server";
import { endSessionByLogout, flashNotice } from "~/session/session-end.server";

/**
 * SPEC 4 logout: the API revokes the token first (POST /logout), so the token is worthless
 * everywhere, not only in this browser; a failure there is only logged and the logout goes on.
 * Then the session ends (the middleware clears the token cookie) and the active role is
 * forgotten. User, roles, wishlists and saved cards live in loader data only, so the
 * revalidation after this action clears them from the page; the browser drops the rest
 * (components/session-events.tsx), and the next page confirms it. A POST only: a link cannot log anyone out, and cross-site
 * posts never reach here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const session = context.get(sessionContext);
  if (session.token) await revokeToken(context.get(apiContext));
  endSessionByLogout(session);
  // The page the visitor lands on says they are signed out, once (a toast; in the page without JavaScript).
  flashNotice(session, "signed-out");
  const roleCookie = roleSetCookie(null, getEnv());
  return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": roleCookie } });
}

export function loader() {
  return redirect("/");
}
