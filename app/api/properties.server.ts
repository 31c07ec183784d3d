import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { publicAnswers } from "~/api/shared-cache.server";
import {
  availabilityAnswerSchema,
  categoryAnswerSchema,
  categoryListAnswerSchema,
  propertyAnswerSchema,
  propertyListAnswerSchema,
  quoteAnswerSchema,
  reviewListAnswerSchema,
} from "~/api/schemas";
import { type SearchFilters, propertyQuery } from "~/lib/property-search";

const propertyKey = (id: number) => `GET /properties/${id}`;

/** Shared between visitors for a few seconds (UPSTREAM_CACHE_MS): the page is public. */
export async function getProperty(api: ApiClient, id: number) {
  return payloadOf(
    await publicAnswers().get(propertyKey(id), propertyAnswerSchema, () =>
      callApi("GET /properties/{id}", propertyAnswerSchema, () => api.http.get(`properties/${id}`).json()),
    ),
  );
}

/** After its owner changed it (a step saved, paused, unpaused): guests get the property afresh. */
export async function forgetProperty(id: number) {
  await publicAnswers().forget(propertyKey(id));
}

/**
 * Designed GET /properties: the search, with every filter as a query parameter, and prices
 * compared in `priceCurrency` when given (a currency of GET /exchange-rates).
 */
export async function searchProperties(
  api: ApiClient,
  filters: SearchFilters,
  page: number,
  perPage?: number,
  priceCurrency?: string,
) {
  return payloadOf(
    await callApi("GET /properties", propertyListAnswerSchema, () =>
      api.http.get("properties", { searchParams: propertyQuery(filters, page, perPage, priceCurrency) }).json(),
    ),
  );
}

/** A page of a property's reviews, newest first; public, so shared for a few seconds like the property. */
export async function getReviews(api: ApiClient, id: number, page: number, perPage: number) {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return payloadOf(
    await publicAnswers().get(`GET /properties/${id}/reviews?${query}`, reviewListAnswerSchema, () =>
      callApi("GET /properties/{id}/reviews", reviewListAnswerSchema, () =>
        api.http.get(`properties/${id}/reviews`, { searchParams: query }).json(),
      ),
    ),
  );
}

/**
 * The calendar may be a few seconds old (UPSTREAM_CACHE_MS); nothing is booked from it: the
 * quote and the booking call check the dates again, uncached.
 */
export async function getAvailability(api: ApiClient, id: number) {
  return payloadOf(
    await publicAnswers().get(`GET /properties/${id}/availability`, availabilityAnswerSchema, () =>
      callApi("GET /properties/{id}/availability", availabilityAnswerSchema, () =>
        api.http.get(`properties/${id}/availability`).json(),
      ),
    ),
  );
}

/** After an owner changed the calendar: the next property page reads it fresh, not the shared copy. */
export async function forgetAvailability(id: number): Promise<void> {
  await publicAnswers().forget(`GET /properties/${id}/availability`);
}

export async function getQuote(
  api: ApiClient,
  id: number,
  stay: { check_in: string; check_out: string; guests: number },
) {
  return payloadOf(
    await callApi("GET /properties/{id}/quote", quoteAnswerSchema, () =>
      api.http
        .get(`properties/${id}/quote`, {
          searchParams: { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests },
        })
        .json(),
    ),
  );
}

/** A page of the categories, 50 a page; the first page is what the site's menus and forms show. */
export async function listCategories(api: ApiClient, page = 1) {
  // Page 1 is asked without `page`, as it always was, so its cached answer stays shared.
  const query = new URLSearchParams(page === 1 ? { per_page: "50" } : { per_page: "50", page: String(page) });
  return payloadOf(
    await publicAnswers().get(`GET /categories?${query}`, categoryListAnswerSchema, () =>
      callApi("GET /categories", categoryListAnswerSchema, () =>
        api.http.get("categories", { searchParams: query }).json(),
      ),
    ),
  );
}

export async function getCategory(api: ApiClient, id: number) {
  return payloadOf(
    await callApi("GET /categories/{id}", categoryAnswerSchema, () => api.http.get(`categories/${id}`).json()),
  );
}
