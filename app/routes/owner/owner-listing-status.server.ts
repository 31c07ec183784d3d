import { type RouterContextProvider, data } from "react-router";
import { setOwnerListingStatus } from "~/api/owner-listings.server";
import type { ListingStatus } from "~/api/schemas";
import { formText } from "~/lib/form-fields";
import { pageError } from "~/lib/http-errors";
import { apiContext } from "~/request-context";
import { refusedAction } from "~/session/vendor-access.server";

export interface StatusActionData {
  formError: string | null;
  /** What changed, in words, and the property it changed. */
  message: string | null;
  propertyId: number | null;
}

const STATUS_INTENTS = { pause: "paused", unpause: "published" } as const satisfies Record<string, ListingStatus>;
const isStatusIntent = (intent: string): intent is keyof typeof STATUS_INTENTS => intent in STATUS_INTENTS;

export const isStatusChange = (form: FormData) => isStatusIntent(formText(form, "intent"));

/**
 * Pause or publish again (intent "pause" or "unpause"), from the listings or a listing's page: a
 * paused property leaves search and its page answers 404 until it is published again.
 */
export async function changeListingStatus(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  propertyId: number,
) {
  const intent = formText(form, "intent");
  const reply = (init: Partial<StatusActionData>, status = 200) =>
    data<StatusActionData>({ formError: null, message: null, propertyId, ...init }, { status });
  if (!isStatusIntent(intent)) return reply({ formError: "Choose pause or unpause." }, 400);
  const result = await setOwnerListingStatus(context.get(apiContext), propertyId, STATUS_INTENTS[intent]);
  if (!result.success) {
    if (result.status === 401 || result.status === 403) return refusedAction(context, result);
    if (result.status === 404) throw pageError(404, "Property not found");
    return reply({ formError: "The listing could not be changed right now. Please try again in a minute." }, 502);
  }
  return reply({
    message:
      result.data.status === "paused"
        ? "Paused. Guests no longer find or book it until you unpause it."
        : "Unpaused. Guests can find and book it again.",
  });
}
