import { http } from "msw";
import { EXCHANGE_RATES, EXCHANGE_RATE_BASE } from "../exchange-rates";
import { type Store, dayFromToday } from "../store";
import { ok } from "./respond";

/** Designed, served by the demo: the rates the site converts prices with (docs/api.md, Exchange rates). */
export function exchangeRateHandlers(base: string, store: Store) {
  return [
    http.get(`${base}/exchange-rates`, () =>
      ok({ base: EXCHANGE_RATE_BASE, date: dayFromToday(store, 0), rates: EXCHANGE_RATES }),
    ),
  ];
}
