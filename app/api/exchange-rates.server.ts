import { type ApiClient, type ApiFailure, callApi, payloadOf } from "~/api/client.server";
import { exchangeRatesAnswerSchema } from "~/api/schemas";
import { publicAnswers } from "~/api/shared-cache.server";
import { getEnv } from "~/env.server";

/** A failed rates call, kept for UPSTREAM_CACHE_MS in this process: an API without the call is asked (and logged) once per period, not on every page. */
let lastFailure: { failure: ApiFailure; until: number } | null = null;

/**
 * Designed GET /exchange-rates (docs/api.md): shared between visitors and instances like the
 * other public answers (UPSTREAM_CACHE_MS). Not every product API has it: a failure is an
 * answer the pages degrade on (prices compared within each currency), never an error page.
 */
export async function getExchangeRates(api: ApiClient) {
  if (lastFailure && Date.now() < lastFailure.until) return lastFailure.failure;
  const result = payloadOf(
    await publicAnswers().get("GET /exchange-rates", exchangeRatesAnswerSchema, () =>
      callApi("GET /exchange-rates", exchangeRatesAnswerSchema, () => api.http.get("exchange-rates").json()),
    ),
  );
  const ttlMs = getEnv().UPSTREAM_CACHE_MS;
  lastFailure = result.success || ttlMs <= 0 ? null : { failure: result, until: Date.now() + ttlMs };
  return result;
}
