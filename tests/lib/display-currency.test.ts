import { describe, expect, it } from "vitest";
import {
  DISPLAY_CURRENCY_COOKIE_NAME,
  displayCurrencyChoiceSchema,
  displayCurrencySetCookie,
  readDisplayCurrency,
} from "~/lib/display-currency.server";

describe("the display-currency choice (issue 18)", () => {
  const choice = displayCurrencyChoiceSchema(["EUR", "GBP", "NOK"]);

  it("takes only a currency the rates call knows, or '' for each home's own", () => {
    expect(choice.parse({ currency: "GBP" })).toEqual({ currency: "GBP" });
    expect(choice.parse({ currency: "" })).toEqual({ currency: "" });
    for (const currency of ["USD", "gbp", "GB", "GBPX", " ", undefined, 7]) {
      const parsed = choice.safeParse({ currency });
      expect(parsed.success, String(currency)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a currency from the list.");
    }
  });

  it("is read from its cookie when shaped like a currency code", () => {
    expect(DISPLAY_CURRENCY_COOKIE_NAME).toBe("display_currency");
    expect(readDisplayCurrency("cookie_consent=granted; display_currency=NOK")).toBe("NOK");
    expect(readDisplayCurrency("display_currency=nok")).toBeNull();
    expect(readDisplayCurrency("display_currency=%3Cb%3E")).toBeNull();
    expect(readDisplayCurrency("display_currency=")).toBeNull();
    expect(readDisplayCurrency("other=GBP")).toBeNull();
    expect(readDisplayCurrency(null)).toBeNull();
  });

  it("is remembered a year, site-wide, out of scripts' reach; Secure outside local development", () => {
    expect(displayCurrencySetCookie("GBP", false)).toBe(
      "display_currency=GBP; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(displayCurrencySetCookie("GBP", true)).toBe(
      "display_currency=GBP; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(displayCurrencySetCookie(null, false)).toBe("display_currency=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
