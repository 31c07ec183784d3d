import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import {
  channelConnectionAnswerSchema,
  channelManagersAnswerSchema,
  channelTestAnswerSchema,
  checkInAnswerSchema,
  listingDraftAnswerSchema,
  pricingAnswerSchema,
  publishedAnswerSchema,
  uploadAnswerSchema,
  vendorPropertiesAnswerSchema,
} from "~/api/schemas";
import type { CheckInInformation } from "~/lib/owner/check-in-form.server";
import type { ChannelCredentials } from "~/lib/owner/channel-form";
import type { ListingStep, StepValues } from "~/lib/owner/listing-steps";
import type { Rate } from "~/lib/owner/pricing-rates";

/** docs/api.md, Owners: every call carries the vendor's bearer token (set on the client). */
export async function listVendorProperties(api: ApiClient) {
  return payloadOf(
    await callApi("GET /vendor/properties", vendorPropertiesAnswerSchema, () =>
      api.http.get("vendor/properties").json(),
    ),
  );
}

export async function getListingDraft(api: ApiClient) {
  return payloadOf(
    await callApi("GET /vendor/property-draft", listingDraftAnswerSchema, () =>
      api.http.get("vendor/property-draft").json(),
    ),
  );
}

export async function saveListingStep<S extends ListingStep>(api: ApiClient, step: S, values: StepValues[S]) {
  return payloadOf(
    await callApi("PUT /vendor/property-draft", listingDraftAnswerSchema, () =>
      api.http.put("vendor/property-draft", { json: { step, values } }).json(),
    ),
  );
}

export async function discardListingDraft(api: ApiClient) {
  return payloadOf(
    await callApi("DELETE /vendor/property-draft", listingDraftAnswerSchema, () =>
      api.http.delete("vendor/property-draft").json(),
    ),
  );
}

/** Multipart upload of one picture; the answer's url is relative to the API. */
export async function uploadPicture(api: ApiClient, file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  return payloadOf(
    await callApi("POST /vendor/uploads", uploadAnswerSchema, () =>
      api.http.post("vendor/uploads", { body, timeout: 30_000 }).json(),
    ),
  );
}

export async function publishListing(api: ApiClient, listing: StepValues) {
  return payloadOf(
    await callApi("POST /vendor/properties", publishedAnswerSchema, () =>
      api.http.post("vendor/properties", { json: listing }).json(),
    ),
  );
}

export async function getPricing(api: ApiClient, propertyId: number) {
  return payloadOf(
    await callApi("GET /vendor/properties/{id}/pricing", pricingAnswerSchema, () =>
      api.http.get(`vendor/properties/${propertyId}/pricing`).json(),
    ),
  );
}

export interface PricingUpdate {
  cleaning_fee: number;
  extra_guest_fee: number;
  extra_guest_from: number;
  minimum_stay: number;
  rates: Rate[];
}

export async function savePricing(api: ApiClient, propertyId: number, pricing: PricingUpdate) {
  return payloadOf(
    await callApi("PUT /vendor/properties/{id}/pricing", pricingAnswerSchema, () =>
      api.http.put(`vendor/properties/${propertyId}/pricing`, { json: pricing }).json(),
    ),
  );
}

export async function getCheckInInformation(api: ApiClient, propertyId: number) {
  return payloadOf(
    await callApi("GET /vendor/properties/{id}/check-in-information", checkInAnswerSchema, () =>
      api.http.get(`vendor/properties/${propertyId}/check-in-information`).json(),
    ),
  );
}

export async function saveCheckInInformation(api: ApiClient, propertyId: number, information: CheckInInformation) {
  return payloadOf(
    await callApi("PUT /vendor/properties/{id}/check-in-information", checkInAnswerSchema, () =>
      api.http.put(`vendor/properties/${propertyId}/check-in-information`, { json: information }).json(),
    ),
  );
}

export async function listChannelManagers(api: ApiClient) {
  return payloadOf(
    await callApi("GET /vendor/channel-managers", channelManagersAnswerSchema, () =>
      api.http.get("vendor/channel-managers").json(),
    ),
  );
}

export async function getChannelConnection(api: ApiClient) {
  return payloadOf(
    await callApi("GET /vendor/channel-connection", channelConnectionAnswerSchema, () =>
      api.http.get("vendor/channel-connection").json(),
    ),
  );
}

export async function testChannelConnection(api: ApiClient, credentials: ChannelCredentials) {
  return payloadOf(
    await callApi("POST /vendor/channel-connection/test", channelTestAnswerSchema, () =>
      api.http.post("vendor/channel-connection/test", { json: credentials }).json(),
    ),
  );
}

export async function connectChannelManager(api: ApiClient, credentials: ChannelCredentials) {
  return payloadOf(
    await callApi("PUT /vendor/channel-connection", channelConnectionAnswerSchema, () =>
      api.http.put("vendor/channel-connection", { json: credentials }).json(),
    ),
  );
}

export async function disconnectChannelManager(api: ApiClient) {
  return payloadOf(
    await callApi("DELETE /vendor/channel-connection", channelConnectionAnswerSchema, () =>
      api.http.delete("vendor/channel-connection").json(),
    ),
  );
}
