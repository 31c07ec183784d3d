import { FALLBACK_LOCALE } from "~/lib/money";

/** Longer Accept-Language headers are read only this far: no browser sends more. */
const MAX_HEADER_LENGTH = 512;
/** At most this many language ranges are tried, best first. */
const MAX_RANGES = 12;

/** One language range of Accept-Language and its weight ("fr-CH;q=0.9"). */
function parseRange(part: string, index: number): { tag: string; weight: number; index: number } | null {
  const [rawTag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
  if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(rawTag)) return null;
  let weight = 1;
  for (const parameter of parameters) {
    const match = /^q=([01](\.\d{0,3})?)$/i.exec(parameter);
    if (match) weight = Number(match[1]);
  }
  return weight > 0 ? { tag: rawTag, weight, index } : null;
}

/**
 * The locale prices are formatted for: the first language of the visitor's Accept-Language
 * header, by weight, that Intl.NumberFormat knows, in its canonical form ("en-gb" → "en-GB");
 * FALLBACK_LOCALE when the header is missing, malformed or names none it knows. "*" names none.
 */
export function visitorLocale(acceptLanguage: string | null | undefined): string {
  if (!acceptLanguage) return FALLBACK_LOCALE;
  const ranges = acceptLanguage
    .slice(0, MAX_HEADER_LENGTH)
    .split(",")
    .slice(0, MAX_RANGES)
    .map((part, index) => parseRange(part, index))
    .filter((range) => range !== null)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf([tag]);
      if (supported) return Intl.getCanonicalLocales(supported)[0] ?? FALLBACK_LOCALE;
    } catch {
      // A tag of the right shape that is still not a valid BCP 47 tag ("a-b"): try the next one.
    }
  }
  return FALLBACK_LOCALE;
}
