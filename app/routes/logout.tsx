import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getEnv } from "~/env.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { sessionContext } from "~/request-context";
import { roleSetCookie } from "~/session/role-cookie.server";

/**
 * SPEC 4 logout: ends the session (the middleware clears the token cookie) and forgets the
 * active role. User, roles, wishlists and saved cards live in loader data only, so the
 * revalidation after this action clears them from the page. A POST only: a link cannot log
 * anyone out, and cross-site posts never reach here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  context.get(sessionContext).ended = true;
  const roleCookie = roleSetCookie(null, getEnv());
  return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": roleCookie } });
}

export function loader() {
  return redirect("/");
}
