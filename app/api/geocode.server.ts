import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { geocodeAnswerSchema } from "~/api/schemas";

/** docs/api.md, Owners: suggestions for a listing's address, near `destination` when the address names no place. */
export async function geocodeAddress(api: ApiClient, query: string, destination: string | null) {
  const searchParams = new URLSearchParams({ q: query });
  if (destination) searchParams.set("destination", destination);
  return payloadOf(
    await callApi("GET /vendor/geocode", geocodeAnswerSchema, () =>
      api.http.get("vendor/geocode", { searchParams }).json(),
    ),
  );
}
