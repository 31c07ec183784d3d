import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { forgetProperty } from "~/api/properties.server";
import {
  type ListingStatus,
  editableListingAnswerSchema,
  listingStatusAnswerSchema,
  ownerListingsAnswerSchema,
} from "~/api/schemas";
import type { ListingStep, StepValues } from "~/lib/owner/listing-steps";

/** docs/api.md, Owners, Listings: the vendor's properties with status, picture, price and next booking, newest first. */
export async function listOwnerListings(
  api: ApiClient,
  { page = 1, perPage = 20 }: { page?: number; perPage?: number },
) {
  return payloadOf(
    await callApi("GET /vendor/listings", ownerListingsAnswerSchema, () =>
      api.http.get("vendor/listings", { searchParams: { page, per_page: perPage } }).json(),
    ),
  );
}

export async function getOwnerListing(api: ApiClient, propertyId: number) {
  return payloadOf(
    await callApi("GET /vendor/properties/{id}/listing", editableListingAnswerSchema, () =>
      api.http.get(`vendor/properties/${propertyId}/listing`).json(),
    ),
  );
}

/** One step of a published property, under the publish wizard's rules. */
export async function saveOwnerListingStep<S extends ListingStep>(
  api: ApiClient,
  propertyId: number,
  step: S,
  values: StepValues[S],
) {
  const saved = payloadOf(
    await callApi("PUT /vendor/properties/{id}/listing", editableListingAnswerSchema, () =>
      api.http.put(`vendor/properties/${propertyId}/listing`, { json: { step, values } }).json(),
    ),
  );
  if (saved.success) await forgetProperty(propertyId);
  return saved;
}

export async function setOwnerListingStatus(api: ApiClient, propertyId: number, status: ListingStatus) {
  const changed = payloadOf(
    await callApi("PUT /vendor/properties/{id}/status", listingStatusAnswerSchema, () =>
      api.http.put(`vendor/properties/${propertyId}/status`, { json: { status } }).json(),
    ),
  );
  if (changed.success) await forgetProperty(propertyId);
  return changed;
}
