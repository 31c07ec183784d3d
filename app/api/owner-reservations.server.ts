import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { type ReservationScope, reservationListAnswerSchema } from "~/api/schemas";

export interface ReservationFilter {
  property_id?: number;
  /** YYYY-MM-DD: stays that leave after it. */
  from?: string;
  /** YYYY-MM-DD: stays that arrive on or before it. */
  to?: string;
}

/** Designed GET /vendor/reservations: the bookings of the vendor's properties, one scope or all, filtered. */
export async function listReservations(
  api: ApiClient,
  { scope, page, perPage, ...filter }: ReservationFilter & { scope?: ReservationScope; page: number; perPage: number },
) {
  const searchParams: Record<string, string | number> = { page, per_page: perPage };
  if (scope) searchParams.scope = scope;
  if (filter.property_id !== undefined) searchParams.property_id = filter.property_id;
  if (filter.from) searchParams.from = filter.from;
  if (filter.to) searchParams.to = filter.to;
  return payloadOf(
    await callApi("GET /vendor/reservations", reservationListAnswerSchema, () =>
      api.http.get("vendor/reservations", { searchParams }).json(),
    ),
  );
}
