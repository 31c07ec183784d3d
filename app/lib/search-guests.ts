/**
 * Who is coming, as the search carries it. The URL keeps the SPEC's `guests` (the API's capacity
 * filter, and what the quote prices) as adults plus children, and beside it `children`,
 * `infants` and `pets` when there are any: adults are `guests` minus `children`. Infants sleep in
 * a cot and do not count against a home's capacity; pets narrow the search to homes that allow
 * them (propertyQuery). A form without JavaScript sends `adults` instead of `guests`, and the
 * search page rewrites that into this shape (normalisedGuestQuery).
 */

export type GuestKind = "adults" | "children" | "infants" | "pets";

export type GuestCounts = Record<GuestKind, number>;

/** The most guests (adults and children) a search asks for: the API's largest home sleeps 30. */
export const MAX_GUESTS = 30;
export const MAX_INFANTS = 5;
export const MAX_PETS = 5;

export const GUEST_KINDS: readonly { kind: GuestKind; label: string; hint: string }[] = [
  { kind: "adults", label: "Adults", hint: "Ages 13 or above" },
  { kind: "children", label: "Children", hint: "Ages 2 to 12" },
  { kind: "infants", label: "Infants", hint: "Under 2" },
  { kind: "pets", label: "Pets", hint: "Only homes that allow pets" },
];

export const NO_GUESTS: GuestCounts = { adults: 0, children: 0, infants: 0, pets: 0 };

/** The parameters of the URL that say who is coming. */
export const GUEST_PARAMS = ["guests", "adults", "children", "infants", "pets"] as const;

/** The range a count may take beside the others: someone grown-up comes when anyone does. */
export function guestLimits(counts: GuestCounts, kind: GuestKind): { min: number; max: number } {
  switch (kind) {
    case "adults":
      return { min: counts.children + counts.infants + counts.pets > 0 ? 1 : 0, max: MAX_GUESTS - counts.children };
    case "children":
      return { min: 0, max: MAX_GUESTS - Math.max(counts.adults, 1) };
    case "infants":
      return { min: 0, max: MAX_INFANTS };
    case "pets":
      return { min: 0, max: MAX_PETS };
  }
}

/** The counts after one stepper press (or a typed value), kept within every limit. */
export function withGuestCount(counts: GuestCounts, kind: GuestKind, value: number): GuestCounts {
  const next = { ...counts };
  if (kind !== "adults" && value > 0 && next.adults === 0) next.adults = 1;
  const { min, max } = guestLimits(next, kind);
  next[kind] = Math.min(max, Math.max(min, Math.trunc(value) || 0));
  return next;
}

function count(params: URLSearchParams, name: string, max: number): number {
  const text = params.get(name)?.trim() ?? "";
  if (!/^\d{1,3}$/.test(text)) return 0;
  return Math.min(Number(text), max);
}

/**
 * The counts a URL says, forgiving: a value that is not a whole number counts as none, and
 * children beyond `guests` are read as the guests given (the page explains invalid values).
 */
export function guestCountsOf(params: URLSearchParams): GuestCounts {
  const infants = count(params, "infants", MAX_INFANTS);
  const pets = count(params, "pets", MAX_PETS);
  let children = count(params, "children", MAX_GUESTS - 1);
  let adults: number;
  if (params.has("adults")) adults = count(params, "adults", MAX_GUESTS);
  else {
    const guests = count(params, "guests", MAX_GUESTS);
    children = Math.min(children, Math.max(guests - 1, 0));
    adults = guests - children;
  }
  if (adults === 0 && children + infants + pets > 0) adults = 1;
  children = Math.min(children, MAX_GUESTS - adults);
  return { adults, children, infants, pets };
}

/** Adults and children: the API's `guests`. */
export function guestTotal(counts: GuestCounts): number {
  return counts.adults + counts.children;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "3 guests, 1 infant, 1 pet"; "Add guests" when nobody is chosen yet. */
export function guestSummary(counts: GuestCounts): string {
  const parts = [
    guestTotal(counts) > 0 ? plural(guestTotal(counts), "guest", "guests") : "",
    counts.infants > 0 ? plural(counts.infants, "infant", "infants") : "",
    counts.pets > 0 ? plural(counts.pets, "pet", "pets") : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "Add guests";
}

/** The URL's guest parameters for these counts, in the SPEC's shape: nothing for a count of none. */
export function guestParams(counts: GuestCounts): [string, string][] {
  const total = guestTotal(counts);
  if (total === 0) return [];
  return [
    ["guests", String(total)],
    ...(["children", "infants", "pets"] as const)
      .filter((kind) => counts[kind] > 0)
      .map((kind): [string, string] => [kind, String(counts[kind])]),
  ];
}

/**
 * The query a form without JavaScript sent (`adults`, and every count even when none) rewritten
 * with `guests`, the other parameters kept in their order; null when it has no `adults`.
 */
export function normalisedGuestQuery(params: URLSearchParams): URLSearchParams | null {
  if (!params.has("adults")) return null;
  const guests = guestParams(guestCountsOf(params));
  const next = new URLSearchParams();
  let written = false;
  for (const [name, value] of params) {
    if (!(GUEST_PARAMS as readonly string[]).includes(name)) next.append(name, value);
    else if (!written) {
      for (const [guestName, guestValue] of guests) next.append(guestName, guestValue);
      written = true;
    }
  }
  return next;
}
