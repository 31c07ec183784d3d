import type { RouterContextProvider } from "react-router";
import type { ApiClient } from "~/api/client.server";
import { listDestinations } from "~/api/destinations.server";
import { listVendorProperties } from "~/api/owner.server";
import type { DestinationChoice } from "~/components/owner/location-fields";
import type { VendorProperty } from "~/api/schemas";
import type { VendorGateReason } from "~/session/roles";
import { apiContext } from "~/request-context";
import { gateOrThrow, hasSession } from "~/session/vendor-access.server";

export type OwnerProperties =
  | { gate: VendorGateReason }
  | {
      gate: null;
      properties: Pick<
        VendorProperty,
        "id" | "title" | "destination" | "owner_name" | "currency" | "has_check_in_information" | "rate_count"
      >[];
      selected: number | null;
    };

/** The vendor's properties and the one chosen with ?property= (else the newest), or the gate. */
export async function loadOwnerProperties(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<OwnerProperties> {
  if (!hasSession(context)) return { gate: "visitor" };
  const result = await listVendorProperties(context.get(apiContext));
  if (!result.success) return { gate: gateOrThrow(context, result, "Your properties") };
  const properties = result.data.entities.map(
    ({ id, title, destination, owner_name, currency, has_check_in_information, rate_count }) => ({
      id,
      title,
      destination,
      owner_name,
      currency,
      has_check_in_information,
      rate_count,
    }),
  );
  const requested = Number(url.searchParams.get("property"));
  const selected = properties.find((property) => property.id === requested)?.id ?? properties[0]?.id ?? null;
  return { gate: null, properties, selected };
}

/**
 * The destinations a listing's location step offers, each with its centre (where the pin map
 * starts before a pin is placed); none when the API cannot list them.
 */
export async function destinationChoices(api: ApiClient): Promise<DestinationChoice[]> {
  const destinations = await listDestinations(api, { perPage: 100 });
  if (!destinations.success) return [];
  return destinations.data.entities.map((destination) => ({
    value: destination.slug,
    label: `${destination.name}, ${destination.country}`,
    ...(destination.latitude !== undefined && destination.longitude !== undefined
      ? { centre: { lat: destination.latitude, lng: destination.longitude } }
      : {}),
  }));
}
