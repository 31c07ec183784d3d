import type { ApiClient } from "~/api/client.server";
import { getQuote } from "~/api/properties.server";
import type { Quote } from "~/api/schemas";

export interface StayRequest {
  check_in: string;
  check_out: string;
  guests: number;
}

/**
 * The stay as the API prices it now (GET /properties/{id}/quote, never cached): whether its
 * nights are still free and what it costs. `quote` is null when the API refuses the stay itself
 * (a 422: a rule such as the minimum stay), which the booking call then answers field by field;
 * `checked` is false when the API could not be asked.
 */
export async function currentQuote(
  api: ApiClient,
  propertyId: number,
  stay: StayRequest,
): Promise<{ checked: true; quote: Quote | null } | { checked: false }> {
  const answer = await getQuote(api, propertyId, stay);
  if (answer.success) return { checked: true, quote: answer.data };
  return answer.status === 422 ? { checked: true, quote: null } : { checked: false };
}

/**
 * After the booking call refused the stay (a 422), whether that was because its nights were
 * booked meanwhile: the quote, when it says so, otherwise null.
 */
export async function takenQuote(api: ApiClient, propertyId: number, stay: StayRequest): Promise<Quote | null> {
  const now = await currentQuote(api, propertyId, stay);
  return now.checked && now.quote && !now.quote.available ? now.quote : null;
}
