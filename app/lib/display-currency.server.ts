import { parseCookie, stringifySetCookie } from "cookie";
import { z } from "zod";

/** The currency a visitor chose to see prices in (docs/decisions/012-currencies.md). */
export const DISPLAY_CURRENCY_COOKIE_NAME = "display_currency";
/** Remembered for a year, like the cookie-banner choice. */
export const DISPLAY_CURRENCY_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** An ISO 4217 code as the rates call writes it: three capital letters. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * The picker's answer: a currency the rates call knows, or "" for each home's own currency.
 * Anything else, a currency the rates do not list included, is refused.
 */
export function displayCurrencyChoiceSchema(known: readonly string[]) {
  return z.object({
    currency: z
      .string({ error: "Choose a currency from the list." })
      .refine((code) => code === "" || known.includes(code), "Choose a currency from the list."),
  });
}

/**
 * The code in the visitor's cookie when it is shaped like one; whether the rates know it is the
 * caller's to check (loadPriceSettings), as rates change.
 */
export function readDisplayCurrency(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const parsed = currencyCodeSchema.safeParse(parseCookie(cookieHeader)[DISPLAY_CURRENCY_COOKIE_NAME]);
  return parsed.success ? parsed.data : null;
}

/** Remembers `currency`, or forgets the choice when it is null (each home's own currency again). */
export function displayCurrencySetCookie(currency: string | null, secure: boolean): string {
  return stringifySetCookie(DISPLAY_CURRENCY_COOKIE_NAME, currency ?? "", {
    path: "/",
    maxAge: currency ? DISPLAY_CURRENCY_MAX_AGE_SECONDS : 0,
    sameSite: "lax",
    secure,
    httpOnly: true,
  });
}
