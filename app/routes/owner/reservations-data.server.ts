import type { RouterContextProvider } from "react-router";
import { listReservations } from "~/api/owner-reservations.server";
import type { ReservationScope } from "~/api/schemas";
import { type ReservationFilter, readReservationFilter } from "~/lib/owner/reservation-filter.server";
import { apiContext } from "~/request-context";
import { type OwnerProperties, loadOwnerProperties } from "./owner-data.server";

export type ReservationsContext =
  | { gate: Exclude<OwnerProperties, { gate: null }>["gate"] }
  | { gate: null; properties: Extract<OwnerProperties, { gate: null }>["properties"]; filter: ReservationFilter };

/** The vendor's properties (for the filter's choices) and the filter read from the URL, or the gate. */
export async function loadReservationsContext(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<ReservationsContext> {
  const owner = await loadOwnerProperties(context, url);
  if (owner.gate) return { gate: owner.gate };
  const filter = readReservationFilter(
    url,
    owner.properties.map((property) => property.id),
  );
  return { gate: null, properties: owner.properties, filter };
}

/** One list of the page (a scope), or every reservation for the CSV, page by page up to `limit`. */
export async function reservationsOf(
  context: Readonly<RouterContextProvider>,
  filter: ReservationFilter,
  { scope, limit }: { scope?: ReservationScope; limit: number },
) {
  const api = context.get(apiContext);
  const perPage = Math.min(100, limit);
  const first = await listReservations(api, { ...filter.query, scope, page: 1, perPage });
  if (!first.success) return first;
  const entities = [...first.data.entities];
  const { last_page: lastPage, total } = first.data.pagination;
  for (let page = 2; page <= lastPage && entities.length < limit; page += 1) {
    const next = await listReservations(api, { ...filter.query, scope, page, perPage });
    if (!next.success) return next;
    entities.push(...next.data.entities);
  }
  return { success: true as const, data: { entities: entities.slice(0, limit), total } };
}
