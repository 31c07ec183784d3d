import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/set-password";
import { resetPassword } from "~/api/auth.server";
import { FormField } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { ampAwarePath } from "~/lib/amp-path";
import { cacheHeaders, routeHeaders } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/meta";
import { PASSWORD_LINK_GONE, SET_PASSWORD_FIELDS, type SetPasswordActionData } from "~/lib/set-password-form";
import { setPasswordFormSchema } from "~/lib/set-password-form.server";
import { apiContext, sessionContext } from "~/request-context";
import { flashNotice } from "~/session/session-end.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

/** The link's token is in the address: nothing of this page may be kept anywhere. */
export const headers = routeHeaders("personal");

const TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

/**
 * The page a set-your-password link opens (`/set-password?token=…`, sent after a quick sign-up,
 * a first booking or a password recovery). The token goes on in the form; the server's request
 * log leaves the query out (server/request-log.ts), so the token is never written there.
 */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  return { token: TOKEN.test(token) ? token : null };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const reply = (value: Partial<SetPasswordActionData>, status: number) =>
    data<SetPasswordActionData>(
      { fieldErrors: {}, formError: null, linkGone: false, ...value },
      { status, headers: cacheHeaders("personal") },
    );
  const parsed = setPasswordFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors: SetPasswordActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "token") return reply({ linkGone: true, formError: PASSWORD_LINK_GONE }, 400);
      if ((field === "password" || field === "confirm") && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return reply({ fieldErrors }, 400);
  }
  const result = await resetPassword(context.get(apiContext), {
    token: parsed.data.token,
    password: parsed.data.password,
  });
  if (!result.success) {
    if (result.status === 422 && result.fields?.includes("password"))
      return reply({ fieldErrors: { password: "Choose a password of 8 to 128 characters." } }, 422);
    if (result.status === 422 || result.status === 404 || result.status === 410)
      return reply({ linkGone: true, formError: PASSWORD_LINK_GONE }, 422);
    return reply({ formError: "Your password could not be set right now. Please try again in a few minutes." }, 502);
  }
  flashNotice(context.get(sessionContext), "password-set");
  return redirect(ampAwarePath("/login", url), { status: 303, headers: cacheHeaders("personal") });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Choose your password", noindex: true });

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const pagePath = useAmpAwarePath();
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const linkGone = !token || actionData?.linkGone;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Choose your password"
        intro="You will sign in with your email address and this password to find your trips."
      />
      <div className="mx-auto max-w-md px-4 pb-16 sm:px-6">
        {actionData?.formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {actionData.formError}
          </p>
        ) : null}
        {linkGone ? (
          <div className="rounded-3xl bg-surface p-6">
            {token ? null : <p>This page opens from the link in the email we sent you, and this link is incomplete.</p>}
            <PageLink to="/login?mode=password-recover" className="btn-primary mt-4 inline-flex">
              Send me a new link
            </PageLink>
          </div>
        ) : (
          // The token stays in the address too: without JavaScript, the page that answers the post is read from it.
          <Form
            method="post"
            action={pagePath(`/set-password?token=${encodeURIComponent(token)}`)}
            className="space-y-4"
            noValidate
          >
            <input type="hidden" name="token" value={token} />
            <FormField
              id="password"
              label={SET_PASSWORD_FIELDS.password.label}
              hint={SET_PASSWORD_FIELDS.password.hint}
              error={errors.password}
            >
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                className="field-input"
                aria-describedby={`password-hint${errors.password ? " password-error" : ""}`}
                aria-invalid={errors.password ? true : undefined}
              />
            </FormField>
            <FormField id="confirm" label={SET_PASSWORD_FIELDS.confirm.label} error={errors.confirm}>
              <input
                id="confirm"
                name="confirm"
                type="password"
                autoComplete="new-password"
                required
                className="field-input"
                aria-describedby={errors.confirm ? "confirm-error" : undefined}
                aria-invalid={errors.confirm ? true : undefined}
              />
            </FormField>
            <button type="submit" className="btn-primary w-full justify-center" disabled={busy}>
              {busy ? "Saving…" : "Save my password"}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
