import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/login-facebook";
import { socialLogin } from "~/api/auth.server";
import { SocialButtons } from "~/components/auth/social-buttons";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { apiContext, sessionContext } from "~/request-context";
import { clientAddress, recordAuthFailure, takeAuthAttempt } from "~/session/rate-limit.server";
import { SOCIAL_SIGN_IN_REFUSED, refusalOf, verifySocialCredential } from "~/session/social-verification.server";
import { routeHeaders } from "~/lib/cache-policy";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/**
 * Only the provider and its credential count. The profile fields the browser also sends (email,
 * social_id, names) are never believed: the person comes from the provider (verifySocialCredential).
 */
const socialSchema = z.object({
  provider: z.enum(["facebook", "google"]),
  credential: z.string().trim().min(1).max(4096),
});

/** Exchanges a Facebook access token or a Google ID token, once its provider vouches for it, for our own session token. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = socialSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ formError: SOCIAL_SIGN_IN_REFUSED }, { status: 400 });
  // The email the browser names only picks the per-account counter, as on /login; it is not believed.
  const claimed = form.get("email");
  const input = { ...parsed.data, email: typeof claimed === "string" ? claimed : "" };
  const wait = await takeAuthAttempt(input.email, clientAddress(context));
  if (wait > 0)
    return data(
      { formError: `Too many attempts. Please wait ${wait} seconds and try again.` },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  const verified = await verifySocialCredential(context, input.provider, input.credential);
  // A refused credential names no account: nothing is counted against the email the browser sent.
  if (!verified.ok) return data({ formError: verified.formError }, { status: verified.status });
  const { identity } = verified;
  const result = await socialLogin(context.get(apiContext), {
    provider: identity.provider,
    credential: input.credential,
    socialId: identity.socialId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
  });
  if (!result.success || !result.data.access_token) {
    await recordAuthFailure(identity.email);
    if (result.success) return data({ formError: "Signing in is not possible right now." }, { status: 502 });
    // Our words for why (the API's are only logged, SPEC 8): a refused credential, a missing email, or a fault.
    const refusal = refusalOf(
      identity.provider,
      result.status === 401 ? "refused" : result.fields?.includes("email") ? "no-email" : "unavailable",
    );
    return data({ formError: refusal.formError }, { status: result.status });
  }
  context.get(sessionContext).newToken = result.data.access_token;
  if (form.has("redirectTo")) return redirect(safeRedirectPath(form.get("redirectTo")), 303);
  return data({ formError: null });
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    redirectTo: url.searchParams.has("redirectTo") ? safeRedirectPath(url.searchParams.get("redirectTo")) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Continue with Facebook",
    description: "Sign in with your Facebook or Google account.",
    noindex: true,
  });

export default function LoginFacebook({ loaderData, actionData }: Route.ComponentProps) {
  const pagePath = useAmpAwarePath();
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Continue with a social account"
        intro="Sign in without another password. We only ask Facebook and Google for your name and email address."
      />
      <div className="mx-auto max-w-md px-4 pb-16 sm:px-6">
        <div className="rounded-3xl border border-line p-6 shadow-card sm:p-8">
          <SocialButtons redirectTo={loaderData.redirectTo ?? pagePath("/")} formError={actionData?.formError} />
          <noscript>
            <p className="mt-4 text-sm text-muted">
              Social sign-in needs JavaScript. You can also{" "}
              <a href={pagePath("/login")} className="underline">
                sign in with your email
              </a>
              .
            </p>
          </noscript>
        </div>
      </div>
    </>
  );
}
