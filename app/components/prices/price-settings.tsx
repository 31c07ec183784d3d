import { type ReactNode, createContext, useContext } from "react";
import type { PriceSettings } from "~/lib/exchange-rates";
import { FALLBACK_LOCALE, formatMoney } from "~/lib/money";

/** Outside a page that loads them: the fallback locale, nothing converted. */
const NO_SETTINGS: PriceSettings = { locale: FALLBACK_LOCALE, rates: null, displayCurrency: null };

const PriceSettingsContext = createContext<PriceSettings>(NO_SETTINGS);

/** A page that shows prices hands its loader's settings (price-settings.server.ts) to everything below. */
export function PriceSettingsProvider({ settings, children }: { settings: PriceSettings; children: ReactNode }) {
  return <PriceSettingsContext value={settings}>{children}</PriceSettingsContext>;
}

export function usePriceSettings(): PriceSettings {
  return useContext(PriceSettingsContext);
}

/** formatMoney for the visitor's locale: an amount in the currency given, never converted. */
export function useFormatMoney() {
  const { locale } = usePriceSettings();
  return (amount: number, currency: string, { cents = false } = {}) => formatMoney(amount, currency, { cents, locale });
}
