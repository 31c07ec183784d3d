import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/contact-us";
import { sendContactMessage } from "~/api/contact.server";
import { FormField, fieldAria } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  type ContactField,
  type ContactValues,
  contactValuesFrom,
} from "~/lib/contact-form";
import { contactErrors, contactFormSchema } from "~/lib/contact-form.server";
import { ampAwarePath } from "~/lib/amp-path";
import { pageMeta } from "~/lib/meta";
import { apiContext } from "~/request-context";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorFieldErrors, visitorMessageOf } from "~/lib/error-message";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact us",
    description: "Write to our team about a booking, a payment or listing your home. We answer within one working day.",
  });

type Errors = Partial<Record<ContactField, string>>;
type ContactActionData = { values: ContactValues; errors: Errors; formError: string | null };

export async function action({ request, url, context }: Route.ActionArgs) {
  const values = contactValuesFrom(await request.formData());
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactActionData>({ values, errors: contactErrors(parsed.error), formError: null }, { status: 400 });
  }
  const result = await sendContactMessage(context.get(apiContext), parsed.data);
  if (result.success) return redirect(ampAwarePath("/contact-us?sent=1", url), 303);
  // Our words beside the fields the API refused, or for the form; the API's are only logged (SPEC 8).
  const errors: Errors = visitorFieldErrors(result, CONTACT_FIELDS);
  const formError = Object.keys(errors).length
    ? null
    : isClientError(result.status)
      ? visitorMessageOf(result)
      : "We could not send your message right now. Please try again in a few minutes.";
  return data<ContactActionData>({ values, errors, formError }, { status: actionFailureStatus(result.status) });
}

export function loader({ url }: Route.LoaderArgs) {
  return { sent: url.searchParams.get("sent") === "1" };
}

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "", booking_reference: "" };

/**
 * The form posts to the action, with JavaScript or without, and the action answers each field's
 * message (contact-form.server.ts): the browser checks nothing itself, so it carries no schema.
 * noValidate keeps the browser's own bubbles away: the visitor reads our words beside the field.
 */
function ContactForm({
  values,
  errors,
  formError,
}: {
  values: ContactValues;
  errors: Errors;
  formError: string | null;
}) {
  const navigation = useNavigation();
  const pagePath = useAmpAwarePath();
  const sending = navigation.state === "submitting" && navigation.formAction === pagePath("/contact-us");
  const input = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: values[field],
    ...fieldAria(`contact-${field}`, errors[field]),
  });
  return (
    <Form method="post" action={pagePath("/contact-us")} noValidate className="grid gap-5">
      {formError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Your name" error={errors.name}>
          <input type="text" {...input("name")} autoComplete="name" required className="field-input" />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email}>
          <input {...input("email")} type="email" autoComplete="email" required className="field-input" />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-subject" label="What is it about?" error={errors.subject}>
          <select {...input("subject")} required className="field-input">
            <option value="">Choose a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-booking_reference" label="Booking reference (optional)" error={errors.booking_reference}>
          <input type="text" {...input("booking_reference")} placeholder="HB-100001" className="field-input" />
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" error={errors.message}>
        <textarea {...input("message")} rows={6} required className="field-input py-2" />
      </FormField>
      <div>
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </div>
    </Form>
  );
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        intro="Questions about a booking, a payment or listing your home? Write to us and a person from our team answers within one working day."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_280px]">
        <section aria-label="Contact form">
          {loaderData.sent && !actionData ? (
            <div role="status" className="rounded-3xl bg-brand-50 p-8">
              <h2 className="text-xl font-semibold text-brand-800">Thank you, your message is on its way</h2>
              <p className="mt-2 text-sm text-ink/80">
                We answer within one working day, by email. If it is about a stay that starts in the next 48 hours, say
                so in the subject line of your reply and we will put it first.
              </p>
              <PageLink to="/" className="btn-secondary mt-6">
                Back to the home page
              </PageLink>
            </div>
          ) : (
            <ContactForm
              values={actionData?.values ?? EMPTY}
              errors={actionData?.errors ?? {}}
              formError={actionData?.formError ?? null}
            />
          )}
        </section>
        <aside className="space-y-4 text-sm">
          <div className="rounded-3xl border border-line p-6">
            <h2 className="font-semibold">Answers right away</h2>
            <p className="mt-2 text-muted">
              Most questions about booking, payment and check-in are answered in our help pages.
            </p>
            <ul className="mt-3 space-y-1">
              <li>
                <PageLink
                  to="/support"
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  Guest support
                </PageLink>
              </li>
              <li>
                <PageLink
                  to="/owner-support"
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  Owner support
                </PageLink>
              </li>
            </ul>
          </div>
          <div className="rounded-3xl border border-line p-6">
            <h2 className="font-semibold">Opening hours</h2>
            <p className="mt-2 text-muted">
              Every day, 8:00 to 20:00 (Central European Time). Guests in a stay get urgent help around the clock
              through the number in their booking confirmation.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
