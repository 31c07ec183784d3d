import { type ApiClient, type ApiFailure } from "~/api/client.server";
import { getQuote } from "~/api/properties.server";
import { visitorMessageOf } from "~/lib/error-message";
import { parseSearch } from "~/lib/property-search-parse";
import { DEFAULT_GUESTS, type StayQuoteAnswer, normalizeStay } from "~/lib/stay-quote";

/**
 * The quote of the stay in a query (`check_in`, `check_out`, `guests`), for the property page's
 * loader (the page as a GET form, with or without JavaScript) and the quote resource route (the
 * booking box following the dates with JavaScript). The answer names the stay it was worked out
 * for, so the browser never shows it beside another one. No dates: no call.
 */
export async function quoteStay(api: ApiClient, propertyId: number, query: URLSearchParams): Promise<StayQuoteAnswer> {
  const search = parseSearch(query);
  const { check_in, check_out } = search.filters;
  const guests = search.filters.guests ?? DEFAULT_GUESTS;
  const quote = check_in && check_out ? await getQuote(api, propertyId, { check_in, check_out, guests }) : null;
  return {
    stay: {
      values: normalizeStay({
        check_in: search.values.check_in,
        check_out: search.values.check_out,
        guests: search.values.guests,
      }),
      errors: { check_in: search.errors.check_in, check_out: search.errors.check_out, guests: search.errors.guests },
    },
    quote: quote?.success ? quote.data : null,
    quoteError: quote && !quote.success ? quoteErrorMessage(quote) : null,
  };
}

/** Our words for a quote the API did not give: the field a refusal (422) named, or a failure. */
export function quoteErrorMessage(failure: ApiFailure): string {
  return failure.status === 422
    ? visitorMessageOf(failure)
    : "The price could not be worked out right now. Please try again.";
}
