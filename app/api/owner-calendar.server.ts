import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { ownerCalendarAnswerSchema } from "~/api/schemas";

/** A range of nights: `from` the first night, `to` the day after the last (docs/api.md, Owners, Calendar). */
export interface NightRange {
  from: string;
  to: string;
}

export async function getOwnerCalendar(api: ApiClient, propertyId: number, range: NightRange) {
  return payloadOf(
    await callApi("GET /vendor/properties/{id}/calendar", ownerCalendarAnswerSchema, () =>
      api.http.get(`vendor/properties/${propertyId}/calendar`, { searchParams: { ...range } }).json(),
    ),
  );
}

export async function blockNights(api: ApiClient, propertyId: number, range: NightRange) {
  return payloadOf(
    await callApi("POST /vendor/properties/{id}/calendar/blocks", ownerCalendarAnswerSchema, () =>
      api.http.post(`vendor/properties/${propertyId}/calendar/blocks`, { json: range }).json(),
    ),
  );
}

export async function openNights(api: ApiClient, propertyId: number, range: NightRange) {
  return payloadOf(
    await callApi("DELETE /vendor/properties/{id}/calendar/blocks", ownerCalendarAnswerSchema, () =>
      api.http.delete(`vendor/properties/${propertyId}/calendar/blocks`, { searchParams: { ...range } }).json(),
    ),
  );
}

export async function setNightPrice(api: ApiClient, propertyId: number, range: NightRange, nightlyPrice: number) {
  return payloadOf(
    await callApi("PUT /vendor/properties/{id}/calendar/prices", ownerCalendarAnswerSchema, () =>
      api.http
        .put(`vendor/properties/${propertyId}/calendar/prices`, { json: { ...range, nightly_price: nightlyPrice } })
        .json(),
    ),
  );
}

export async function clearNightPrice(api: ApiClient, propertyId: number, range: NightRange) {
  return payloadOf(
    await callApi("DELETE /vendor/properties/{id}/calendar/prices", ownerCalendarAnswerSchema, () =>
      api.http.delete(`vendor/properties/${propertyId}/calendar/prices`, { searchParams: { ...range } }).json(),
    ),
  );
}
