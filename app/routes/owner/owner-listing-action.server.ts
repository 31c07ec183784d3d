import { type RouterContextProvider, data, redirect } from "react-router";
import { saveOwnerListingStep } from "~/api/owner-listings.server";
import { ampAwarePath } from "~/lib/amp-path";
import { fieldErrorsOf } from "~/lib/auth-forms";
import { visitorMessageOf } from "~/lib/error-message";
import { actionFailureStatus, isClientError, pageError } from "~/lib/http-errors";
import { type ListingStep, isListingStep } from "~/lib/owner/listing-steps";
import { STEP_SCHEMAS } from "~/lib/owner/listing-steps.server";
import { apiContext } from "~/request-context";
import { requireVendorSession } from "~/session/vendor-access.server";
import { returningTo } from "~/session/form-resume.server";
import { changeListingStatus, isStatusChange } from "./owner-listing-status.server";
import {
  type ListingActionData,
  findAddress,
  refusedStep,
  savePictures,
  savedFormValues,
  stepKeptForSignIn,
} from "./publish-my-property-action.server";

/** The edit page of a property, on a step, after a save (the /amp one from an /amp page). */
export const listingStepUrl = (propertyId: number, step: ListingStep, from: URL, saved = false) =>
  ampAwarePath(`/owner/listings/${propertyId}?step=${step}${saved ? "&saved=1" : ""}`, from);

/**
 * Saves one step of a published property under the publish wizard's rules (its STEP_SCHEMAS and
 * picture checks), or pauses and unpauses it. A step that breaks a rule comes back with what was
 * typed and each field's message; a saved step stays open with "Saved". A session that ends on
 * the way keeps the step as a draft and signs in again, back to this property's step.
 */
export async function ownerListingAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  propertyId: number,
) {
  const form = await request.formData();
  const posted = form.get("step");
  const postedStep = !isStatusChange(form) && isListingStep(posted) ? posted : null;
  // Back to this property's page on the step that was sent, as the publish wizard does, and
  // without the "Saved" of an earlier save in the address.
  const unsaved = new URL(url);
  unsaved.searchParams.delete("saved");
  const call = returningTo({ request, url: unsaved, context }, { step: postedStep });
  const signIn = await stepKeptForSignIn(call, form, postedStep);
  if (signIn) throw signIn;
  requireVendorSession(context, url);
  if (isStatusChange(form)) return changeListingStatus(context, form, propertyId);
  const api = context.get(apiContext);
  const step = postedStep;
  if (!step)
    return data<ListingActionData>(
      { step: "basics", values: {}, fieldErrors: {}, formError: "Choose a step to save." },
      { status: 400 },
    );
  if (step === "pictures")
    return savePictures(call, form, {
      save: (client, values) => saveOwnerListingStep(client, propertyId, "pictures", values),
      next: listingStepUrl(propertyId, "pictures", url, true),
    });

  // "Find the address" without JavaScript: the matches come back to choose from; nothing is saved.
  if (step === "location" && form.has("find_address")) return findAddress(call, form);

  const values = savedFormValues(form, step);
  const parsed = STEP_SCHEMAS[step].safeParse(values);
  if (!parsed.success)
    return data<ListingActionData>(
      { step, values, fieldErrors: fieldErrorsOf(parsed.error), formError: null },
      { status: 400 },
    );
  const saved = await saveOwnerListingStep(api, propertyId, step, parsed.data as never);
  if (!saved.success) {
    if (saved.status === 401 || saved.status === 403) return refusedStep(call, form, step, saved);
    if (saved.status === 404) throw pageError(404, "Property not found");
    const formError = isClientError(saved.status)
      ? visitorMessageOf(saved)
      : "This step could not be saved right now. Please try again.";
    return data<ListingActionData>(
      { step, values, fieldErrors: {}, formError },
      { status: actionFailureStatus(saved.status) },
    );
  }
  return redirect(listingStepUrl(propertyId, step, url, true), 303);
}
