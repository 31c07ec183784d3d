import type { PriceSettings } from "~/lib/exchange-rates";
import { shownPrice } from "~/lib/price-display";

/** What a price pin needs of a stay. */
export interface PinnedStay {
  title: string;
  nightly_price: number;
  currency: string;
  /** The whole stay's price, when the search has dates. */
  stay_total?: number;
}

export interface PinPrice {
  /** On the pin: "€1,240", or "≈ €1,240" when converted into the visitor's currency. */
  text: string;
  /** The price and what it covers, in words: "about €1,240 total for 4 nights", "€82 a night". */
  caption: string;
  /** What a screen reader says for the pin: the stay's name, then the caption. */
  spoken: string;
}

/**
 * A pin's price as the cards show it: the stay's total when the search has dates (and the answer
 * priced the stay), else the nightly price; in the visitor's display currency when they chose one
 * and the rates convert it, marked as an estimate.
 */
export function pinPrice(stay: PinnedStay, settings: PriceSettings, nights?: number): PinPrice {
  const total = nights && stay.stay_total !== undefined ? stay.stay_total : undefined;
  const shown = shownPrice(settings, total ?? stay.nightly_price, stay.currency);
  const covers = total !== undefined ? `total for ${nights} ${nights === 1 ? "night" : "nights"}` : "a night";
  const caption = `${shown.converted ? "about " : ""}${shown.text} ${covers}`;
  return { text: shown.converted ? `≈ ${shown.text}` : shown.text, caption, spoken: `${stay.title}, ${caption}` };
}
