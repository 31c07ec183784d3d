import type { RouterContextProvider } from "react-router";
import { listVendorProperties } from "~/api/owner.server";
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
