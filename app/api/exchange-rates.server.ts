import { boundedFetch } from "~/api/bounded-fetch.server";
import { type ApiClient, type ApiFailure, DEFAULT_MAX_ANSWER_BYTES, callApi, payloadOf } from "~/api/client.server";
import { exchangeRatesAnswerSchema } from "~/api/schemas";
import { publicAnswers } from "~/api/shared-cache.server";
import { getEnv } from "~/env.server";

/**
 * The longest the rates are waited for, or half UPSTREAM_TIMEOUT_MS if that is shorter: the
 * search waits for them (so a hung API costs the results page one and a half deadlines, not two),
 * and a page without them only compares prices within each currency.
 */
export const EXCHANGE_RATES_DEADLINE_MS = 2000;

/** A failed rates call, kept for UPSTREAM_CACHE_MS in this process: an API without the call is asked (and logged) once per period, not on every page. */
let lastFailure: { failure: ApiFailure; until: number } | null = null;

/** The rates call with its own, shorter deadline (the client's others stay as they are). */
function fetchRates(api: ApiClient, deadlineMs: number): Promise<unknown> {
  const hurried = api.http.extend({ fetch: boundedFetch({ deadlineMs, maxBytes: DEFAULT_MAX_ANSWER_BYTES }) });
  return hurried.get("exchange-rates").json();
}

/**
 * Designed GET /exchange-rates (docs/api.md): shared between visitors and instances like the
 * other public answers (UPSTREAM_CACHE_MS). Not every product API has it: a failure is an
 * answer the pages degrade on (prices compared within each currency), never an error page.
 */
export async function getExchangeRates(api: ApiClient) {
  if (lastFailure && Date.now() < lastFailure.until) return lastFailure.failure;
  const { UPSTREAM_CACHE_MS: ttlMs, UPSTREAM_TIMEOUT_MS: timeoutMs } = getEnv();
  const deadlineMs = Math.min(Math.round(timeoutMs / 2), EXCHANGE_RATES_DEADLINE_MS);
  const result = payloadOf(
    await publicAnswers().get("GET /exchange-rates", exchangeRatesAnswerSchema, () =>
      callApi("GET /exchange-rates", exchangeRatesAnswerSchema, () => fetchRates(api, deadlineMs)),
    ),
  );
  lastFailure = result.success || ttlMs <= 0 ? null : { failure: result, until: Date.now() + ttlMs };
  return result;
}
