import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { updateProfile } from "~/api/user.server";
import { FormField, fieldAria } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { useRootData } from "~/components/session-user";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { fieldErrorsOf, type FieldErrors } from "~/lib/auth-forms";
import { pageMeta } from "~/lib/meta";
import { apiContext, sessionContext } from "~/request-context";
import { requireSession } from "~/session/require-user.server";
import { PROFILE_DRAFT } from "~/lib/resumable-forms";
import { resumeDraft, signInToResume } from "~/session/form-resume.server";
import { ResumedDraftNotice } from "~/components/resumed-draft-notice";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorFieldErrors, visitorMessageOf } from "~/lib/error-message";
import { flashNotice } from "~/session/session-end.server";
import { formText } from "~/lib/form-fields";
import { routeHeaders } from "~/lib/cache-policy";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { profileFormSchema } from "./profile-form.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

const FIELDS = ["first_name", "last_name", "email", "phone"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
type ProfileActionData = { values: Values; fieldErrors: FieldErrors; formError: string | null; saved?: true };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireSession(context, url);
  return {
    saved: url.searchParams.get("saved") === "1",
    /** What the visitor typed before their session ended, back after signing in (form-resume.server.ts). */
    draft: await resumeDraft({ request, url, context }, PROFILE_DRAFT),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  // No session any more (or, below, one the API refused): sign in and come back to what was typed.
  if (!context.get(sessionContext).token) throw await signInToResume({ request, url, context }, PROFILE_DRAFT, form);
  const values = Object.fromEntries(FIELDS.map((field) => [field, formText(form, field)])) as Values;
  const parsed = profileFormSchema.safeParse(values);
  if (!parsed.success)
    return data<ProfileActionData>(
      { values, fieldErrors: fieldErrorsOf(parsed.error), formError: null },
      { status: 400 },
    );
  const result = await updateProfile(context.get(apiContext), parsed.data);
  if (!result.success) {
    if (result.status === 401) throw await signInToResume({ request, url, context }, PROFILE_DRAFT, form);
    const status = actionFailureStatus(result.status);
    // Our words beside the field the API refused (a taken email); the API's are only logged (SPEC 8).
    const fieldErrors = visitorFieldErrors(result, FIELDS, { uniqueEmail: true });
    const named = Object.keys(fieldErrors).length > 0;
    return data<ProfileActionData>(
      {
        values,
        fieldErrors,
        formError: named
          ? null
          : isClientError(result.status)
            ? visitorMessageOf(result, { uniqueEmail: true })
            : "Your profile could not be saved right now. Please try again.",
      },
      { status },
    );
  }
  // SPEC 7: a returned access token replaces the stored one.
  const token = result.data.result?.access_token;
  if (token) context.get(sessionContext).newToken = token;
  flashNotice(context.get(sessionContext), "profile-saved");
  return data<ProfileActionData>({ values, fieldErrors: {}, formError: null, saved: true });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "My profile", description: "Your name and contact details.", noindex: true });

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRootData()?.user;
  const navigation = useNavigation();
  const pagePath = useAmpAwarePath();
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  const values: Values = actionData?.values ?? {
    first_name: user?.first_name ?? "",
    last_name: user?.last_name ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    ...loaderData.draft,
  };
  const saving = navigation.state === "submitting" && navigation.formAction === pagePath("/profile");
  const input = (field: keyof Values) => ({
    id: `profile-${field}`,
    name: field,
    defaultValue: values[field],
    className: "field-input",
    ...fieldAria(`profile-${field}`, errors[field]),
  });
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My profile"
        intro="The details hosts and our team use to reach you about your stays."
      />
      <div className="mx-auto max-w-xl px-4 pb-16 sm:px-6">
        {loaderData.draft && !actionData ? <ResumedDraftNotice form={PROFILE_DRAFT} className="mb-4" /> : null}
        {actionData?.formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {actionData.formError}
          </p>
        ) : null}
        <Form
          method="post"
          action={pagePath("/profile")}
          className="grid gap-4 rounded-3xl border border-line p-6"
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="profile-first_name" label="First name" error={errors.first_name}>
              <input type="text" {...input("first_name")} autoComplete="given-name" />
            </FormField>
            <FormField id="profile-last_name" label="Last name" error={errors.last_name}>
              <input type="text" {...input("last_name")} autoComplete="family-name" />
            </FormField>
          </div>
          <FormField id="profile-email" label="Email" error={errors.email}>
            <input {...input("email")} type="email" autoComplete="email" />
          </FormField>
          <FormField id="profile-phone" label="Phone" error={errors.phone}>
            <input {...input("phone")} type="tel" autoComplete="tel" />
          </FormField>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? "Saving…" : "Save profile"}
          </button>
        </Form>
      </div>
    </>
  );
}
