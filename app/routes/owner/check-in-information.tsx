import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/check-in-information";
import { getCheckInInformation, saveCheckInInformation } from "~/api/owner.server";
import { FormField, fieldAria } from "~/components/form-field";
import { OwnerNav } from "~/components/owner/owner-nav";
import { PropertyPicker } from "~/components/owner/property-picker";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { fieldErrorsOf } from "~/lib/auth-forms";
import { pageMeta } from "~/lib/meta";
import { CHECK_IN_FIELDS, KEY_HANDOVERS } from "~/lib/owner/check-in-form";
import { checkInFormSchema } from "~/lib/owner/check-in-form.server";
import { apiContext } from "~/request-context";
import { refusedAction, requireVendorSession } from "~/session/vendor-access.server";
import { CHECK_IN_DRAFT } from "~/lib/resumable-forms";
import {
  draftFor,
  resumeDraft,
  returningTo,
  sessionEndedSinceRender,
  signInToResume,
} from "~/session/form-resume.server";
import { ResumedDraftNotice, SignedInMark } from "~/components/resumed-draft-notice";
import { loadOwnerProperties } from "./owner-data.server";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorMessageOf } from "~/lib/error-message";
import { formText } from "~/lib/form-fields";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

type Values = Record<string, string>;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const owner = await loadOwnerProperties(context, url);
  if (owner.gate || owner.selected === null) return data({ ...owner, information: null, loadError: null, draft: null });
  const [result, draft] = await Promise.all([
    getCheckInInformation(context.get(apiContext), owner.selected),
    resumeDraft({ request, url, context }, CHECK_IN_DRAFT),
  ]);
  return data({
    ...owner,
    information: result.success ? result.data.information : null,
    /** What was typed before the session ended, only on the page of the property it was typed for. */
    draft: draftFor(draft, "property", owner.selected),
    loadError: result.success
      ? null
      : "The check-in information of this property could not be loaded right now. Please try again in a minute.",
  });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const propertyId = Number(form.get("property"));
  // The session ended while the owner typed: sign in and come back to this property's form.
  const resume = returningTo(
    { request, url, context },
    { property: Number.isInteger(propertyId) && propertyId > 0 ? String(propertyId) : null },
  );
  if (sessionEndedSinceRender(context, form)) throw await signInToResume(resume, CHECK_IN_DRAFT, form);
  requireVendorSession(context, url);
  const values: Values = Object.fromEntries(CHECK_IN_FIELDS.map((field) => [field, formText(form, field)]));
  const reply = (
    init: { fieldErrors?: Record<string, string | undefined>; formError?: string | null; saved?: boolean },
    status = 200,
  ) => data({ values, fieldErrors: {}, formError: null, saved: false, ...init }, { status });
  if (!Number.isInteger(propertyId) || propertyId < 1)
    return reply({ formError: "Choose one of your properties first." }, 400);
  const parsed = checkInFormSchema.safeParse(values);
  if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  const saved = await saveCheckInInformation(context.get(apiContext), propertyId, parsed.data);
  if (!saved.success) {
    if (saved.status === 401) throw await signInToResume(resume, CHECK_IN_DRAFT, form);
    if (saved.status === 403) return refusedAction(context, saved);
    if (saved.status === 404) return reply({ formError: "That property is not one of yours." }, 404);
    return reply(
      {
        formError: isClientError(saved.status)
          ? visitorMessageOf(saved)
          : "The check-in information could not be saved right now. Please try again.",
      },
      actionFailureStatus(saved.status),
    );
  }
  return reply({ saved: true });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Check-in information",
    description: "Arrival times, address, keys and Wi-Fi for the guests of your property.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Check-in and check-out times, the address and how to find the door.",
  "How guests get the keys, a phone number for the day and the Wi-Fi.",
  "Guests see it on their booking summary as soon as they book: no more repeated messages.",
];

export default function CheckInInformationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gate) {
    return (
      <>
        <PageHeader
          eyebrow="For owners"
          title="Check-in information"
          intro="Everything your guests need to arrive, in one place."
        />
        <VendorGate reason={loaderData.gate} purpose="Tell guests how to arrive" features={GATE_FEATURES} />
      </>
    );
  }
  const result =
    actionData && "values" in actionData && !("saved" in actionData && actionData.saved) ? actionData : undefined;
  const errors: Record<string, string | undefined> = result?.fieldErrors ?? {};
  const saved = loaderData.information ?? {};
  const draft: Record<string, string | undefined> | null = actionData ? null : loaderData.draft;
  const value = (field: string, fallback = "") =>
    result ? (result.values[field] ?? "") : (draft?.[field] ?? saved[field] ?? fallback);
  const input = (field: string, hint?: string) => ({
    id: `checkin-${field}`,
    name: field,
    className: "field-input",
    ...fieldAria(`checkin-${field}`, errors[field], hint),
  });
  const busy = navigation.state === "submitting";
  return (
    <>
      <OwnerNav current="/check-in-information" propertyId={loaderData.selected} />
      <PageHeader
        eyebrow="For owners"
        title="Check-in information"
        intro="Guests see this on their booking summary once they have booked."
      />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <PropertyPicker properties={loaderData.properties} selected={loaderData.selected} />
        {loaderData.loadError ? (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {loaderData.loadError}
          </p>
        ) : null}
        {loaderData.selected !== null && !loaderData.loadError ? (
          <Form method="post" className="mt-8 grid gap-5 rounded-3xl border border-line p-5 sm:p-8" noValidate>
            {actionData && "saved" in actionData && actionData.saved ? (
              <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
                Check-in information saved. Guests with a booking see it now.
              </p>
            ) : null}
            {draft ? <ResumedDraftNotice form={CHECK_IN_DRAFT} /> : null}
            {actionData?.formError ? (
              <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
                {actionData.formError}
              </p>
            ) : null}
            <input type="hidden" name="property" value={loaderData.selected} />
            <SignedInMark />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="checkin-check_in_from" label="Check-in from" error={errors.check_in_from}>
                <input {...input("check_in_from")} type="time" defaultValue={value("check_in_from", "16:00")} />
              </FormField>
              <FormField id="checkin-check_out_until" label="Check-out by" error={errors.check_out_until}>
                <input {...input("check_out_until")} type="time" defaultValue={value("check_out_until", "10:00")} />
              </FormField>
            </div>
            <FormField id="checkin-address" label="Address" error={errors.address}>
              <input type="text" {...input("address")} autoComplete="address-line1" defaultValue={value("address")} />
            </FormField>
            <FormField
              id="checkin-address_details"
              label="Address details"
              hint="Floor, door, where to park."
              error={errors.address_details}
            >
              <input
                type="text"
                {...input("address_details", "Floor, door, where to park.")}
                defaultValue={value("address_details")}
              />
            </FormField>
            <FormField id="checkin-access_instructions" label="How to get in" error={errors.access_instructions}>
              <textarea {...input("access_instructions")} rows={4} defaultValue={value("access_instructions")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="checkin-key_handover" label="Keys" error={errors.key_handover}>
                <select {...input("key_handover")} defaultValue={value("key_handover")}>
                  <option value="">Choose…</option>
                  {Object.entries(KEY_HANDOVERS).map(([key, label]) => (
                    <option key={key} value={key}>
                      {label}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id="checkin-key_details" label="Key details" error={errors.key_details}>
                <input
                  type="text"
                  {...input("key_details")}
                  defaultValue={value("key_details")}
                  placeholder="Lockbox code, reception hours…"
                />
              </FormField>
            </div>
            <FormField id="checkin-contact_phone" label="Contact phone on arrival day" error={errors.contact_phone}>
              <input {...input("contact_phone")} type="tel" autoComplete="tel" defaultValue={value("contact_phone")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="checkin-wifi_name" label="Wi-Fi name" error={errors.wifi_name}>
                <input type="text" {...input("wifi_name")} defaultValue={value("wifi_name")} autoComplete="off" />
              </FormField>
              <FormField id="checkin-wifi_password" label="Wi-Fi password" error={errors.wifi_password}>
                <input
                  type="text"
                  {...input("wifi_password")}
                  defaultValue={value("wifi_password")}
                  autoComplete="off"
                />
              </FormField>
            </div>
            <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
              {busy ? "Saving…" : "Save check-in information"}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
