import { Form, useActionData, useLocation } from "react-router";
import { usePriceSettings } from "~/components/prices/price-settings";
import { displayableCurrencies } from "~/lib/exchange-rates";
import { currencyName } from "~/lib/money";

/** The reason the page's action gave when it refused a choice (displayCurrencyAction), if it did. */
function refusal(actionData: unknown): string | null {
  if (typeof actionData !== "object" || actionData === null || !("currencyError" in actionData)) return null;
  return typeof actionData.currencyError === "string" ? actionData.currencyError : null;
}

/**
 * The display-currency picker: a plain post to the page's own action (price-settings.server.ts),
 * so it works without JavaScript, and the choice is remembered in a cookie. Shown only when the
 * API gave rates, with the action's reason when it refused a choice.
 */
export function DisplayCurrencyForm({
  className = "",
  stacked = false,
}: {
  className?: string;
  /** The label above the field, always (a narrow box); otherwise beside it from small screens up. */
  stacked?: boolean;
}) {
  const { rates, displayCurrency, locale } = usePriceSettings();
  const location = useLocation();
  const error = refusal(useActionData());
  if (!rates) return null;
  return (
    <Form
      method="post"
      preventScrollReset
      className={`flex w-full flex-wrap items-center gap-2 ${stacked ? "" : "sm:w-auto"} ${className}`}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor="display-currency" className={`basis-full text-sm ${stacked ? "" : "sm:basis-auto"}`}>
        Show prices in
      </label>
      <select
        // A new choice from the server resets the field to it.
        key={displayCurrency ?? ""}
        id="display-currency"
        name="currency"
        defaultValue={displayCurrency ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "display-currency-error" : undefined}
        className={`field-input w-auto min-w-0 flex-1 text-sm ${stacked ? "" : "sm:flex-none"}`}
      >
        <option value="">Each home&apos;s currency</option>
        {displayableCurrencies(rates).map((code) => (
          <option key={code} value={code}>
            {currencyName(code, locale)} ({code})
          </option>
        ))}
      </select>
      <button type="submit" className="btn-secondary">
        Apply
      </button>
      {error ? (
        <p id="display-currency-error" role="alert" className="basis-full text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
