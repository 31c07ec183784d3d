import { redirect } from "react-router";
import type { Route } from "./+types/consent";
import { getEnv } from "~/env.server";
import { consentSetCookie, isConsentChoice } from "~/lib/consent";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { cacheHeaders } from "~/lib/cache-policy";

/** Stores the cookie-banner choice. Cross-site posts never get here (root security middleware). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("choice");
  if (!isConsentChoice(choice)) {
    return Response.json({ error: "Choose 'granted' or 'denied'." }, { status: 400 });
  }
  const cookie = consentSetCookie(choice, getEnv().APP_ENV !== "local");
  // A plain HTML form (no JavaScript) sends redirectTo and goes back; the fetcher does not.
  if (form.has("redirectTo")) {
    return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": cookie } });
  }
  return Response.json({ consent: choice }, { headers: { "Set-Cookie": cookie, ...cacheHeaders("personal") } });
}

export function loader() {
  return redirect("/privacy-policy#cookies");
}
