import { type RouterContextProvider, data, redirect } from "react-router";
import type { ApiClient } from "~/api/client.server";
import { getExchangeRates } from "~/api/exchange-rates.server";
import { getEnv } from "~/env.server";
import {
  displayCurrencyChoiceSchema,
  displayCurrencySetCookie,
  readDisplayCurrency,
} from "~/lib/display-currency.server";
import type { PriceSettings } from "~/lib/exchange-rates";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { visitorLocale } from "~/lib/visitor-locale";
import { apiContext } from "~/request-context";
import { hasTokenCookie } from "~/session/token-cookie.server";

/**
 * The headers of a page that shows prices: it depends on the Accept-Language header (the
 * locale) and the display-currency cookie besides its URL. The cookie is in a shared cache's key
 * already (Vary: Cookie, app/lib/cache-policy.ts); the language is added here. A signed-in
 * visitor's answer is personal, never shared, so it names no key.
 */
export function pricePageHeaders(request: Request): Record<string, string> {
  return hasTokenCookie(request) ? {} : { Vary: "Accept-Language" };
}

/**
 * The visitor's price settings: their locale, the rates (cached; null when the API has none or
 * they failed) and their display currency, kept only when the rates know it.
 */
export async function loadPriceSettings(request: Request, api: ApiClient): Promise<PriceSettings> {
  const locale = visitorLocale(request.headers.get("Accept-Language"));
  const rates = await getExchangeRates(api);
  if (!rates.success) return { locale, rates: null, displayCurrency: null };
  const chosen = readDisplayCurrency(request.headers.get("Cookie"));
  return {
    locale,
    rates: rates.data,
    displayCurrency: chosen && rates.data.rates[chosen] !== undefined ? chosen : null,
  };
}

/**
 * The display-currency picker's post (a plain form, so it works without JavaScript): a currency
 * the rates call knows is remembered in a cookie for a year, "" forgets the choice, and the
 * visitor goes back to the page they were on (303). Anything else re-renders the page with the
 * reason next to the picker.
 */
export async function displayCurrencyAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData();
  const rates = await getExchangeRates(context.get(apiContext));
  if (!rates.success) {
    return data(
      { currencyError: "Prices cannot be shown in another currency right now. Please try again in a moment." },
      { status: 503 },
    );
  }
  const choice = displayCurrencyChoiceSchema(Object.keys(rates.data.rates)).safeParse({
    currency: form.get("currency") ?? undefined,
  });
  if (!choice.success) {
    return data(
      { currencyError: choice.error.issues[0]?.message ?? "Choose a currency from the list." },
      { status: 400 },
    );
  }
  const cookie = displayCurrencySetCookie(choice.data.currency || null, getEnv().APP_ENV !== "local");
  return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": cookie } });
}
