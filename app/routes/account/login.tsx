import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginForms } from "~/components/auth/login-forms";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { isLoginIntent, userTypeSchema } from "~/lib/auth-forms";
import { ampAwarePath } from "~/lib/amp-path";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { sessionContext } from "~/request-context";
import { SIGN_IN_TO_RESUME } from "~/lib/resumable-forms";
import { DRAFT_PARAM } from "~/session/form-resume.server";
import { loginAction } from "./login-action.server";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export function loader({ url, context }: Route.LoaderArgs) {
  const redirectTo = url.searchParams.has("redirectTo")
    ? safeRedirectPath(url.searchParams.get("redirectTo"))
    : undefined;
  if (context.get(sessionContext).token) throw redirect(redirectTo ?? ampAwarePath("/", url));
  const mode = url.searchParams.get("mode");
  return {
    mode: isLoginIntent(mode) ? mode : "login",
    type: userTypeSchema.parse(url.searchParams.get("type")),
    redirectTo,
    /** The way back carries a draft of a form whose session ended (form-resume.server.ts). */
    resuming: redirectTo !== undefined && new URL(redirectTo, url).searchParams.has(DRAFT_PARAM),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Sign in",
    description: "Sign in as a traveller, owner or agent, or create a guest account in seconds.",
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Welcome back"
        intro="Travellers keep wishlists and saved cards; owners and agents manage their homes."
      />
      <div className="mx-auto max-w-md px-4 pb-16 sm:px-6">
        {loaderData.resuming ? (
          <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
            {SIGN_IN_TO_RESUME}
          </p>
        ) : null}
        <div className="rounded-3xl border border-line p-6 shadow-card sm:p-8">
          <LoginForms
            variant="page"
            initialMode={loaderData.mode}
            initialType={loaderData.type}
            redirectTo={loaderData.redirectTo}
            pageResult={actionData ?? undefined}
          />
        </div>
      </div>
    </>
  );
}
