import { z } from "zod";

/** A nightly price for a date range (both days included), with its minimum stay. */
export interface Rate {
  start_date: string;
  end_date: string;
  nightly_price: number;
  minimum_stay: number;
}

export const MAX_RATES = 500;

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = (label: string) =>
  z.string().trim().refine(isRealDate, `Enter the ${label} as a date like 2027-07-01.`);

/** Amounts with at most two decimals, typed with or without the money input's formatting. */
export const amountSchema = (label: string, { min = 0, max = 100_000 } = {}) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .regex(/^\d+(\.\d{1,2})?$/, `Enter the ${label} as an amount, like 120 or 95.50.`)
    .transform(Number)
    .refine((value) => value >= min, `The ${label} is at least ${min}.`)
    .refine((value) => value <= max, `The ${label} is at most ${max.toLocaleString("en")}.`);

export const rateSchema = z
  .object({
    start_date: isoDate("first night"),
    end_date: isoDate("last night"),
    nightly_price: amountSchema("nightly price", { min: 10 }),
    minimum_stay: z
      .string()
      .trim()
      .regex(/^\d+$/, "Enter the minimum stay in whole nights.")
      .transform(Number)
      .pipe(
        z.number().min(1, "The minimum stay is at least 1 night.").max(90, "The minimum stay is at most 90 nights."),
      ),
  })
  // Only two real days can be in the wrong order; a bad date already has its own message.
  .refine((rate) => !isRealDate(rate.start_date) || !isRealDate(rate.end_date) || rate.end_date >= rate.start_date, {
    path: ["end_date"],
    message: "The last night is on or after the first night.",
  });

/** Fees and the default minimum stay that apply outside the rate ranges too. */
export const feesSchema = z.object({
  cleaning_fee: amountSchema("cleaning fee"),
  extra_guest_fee: amountSchema("extra-guest fee"),
  extra_guest_from: z
    .string()
    .trim()
    .regex(/^\d+$/, "Enter from how many guests the extra-guest fee applies.")
    .transform(Number)
    .pipe(z.number().min(1, "Extra guests start from at least 1 guest.").max(30)),
  minimum_stay: z
    .string()
    .trim()
    .regex(/^\d+$/, "Enter the minimum stay in whole nights.")
    .transform(Number)
    .pipe(z.number().min(1, "The minimum stay is at least 1 night.").max(90, "The minimum stay is at most 90 nights.")),
});
export type Fees = z.output<typeof feesSchema>;

/** Index pairs of ranges that share a night; rates are sorted by their first night first. */
export function overlappingRates(rates: readonly Rate[]): [number, number][] {
  const order = rates
    .map((rate, index) => ({ rate, index }))
    .sort((a, b) => a.rate.start_date.localeCompare(b.rate.start_date));
  const overlaps: [number, number][] = [];
  for (let i = 1; i < order.length; i += 1) {
    const previous = order[i - 1]!;
    const current = order[i]!;
    if (current.rate.start_date <= previous.rate.end_date) overlaps.push([previous.index, current.index]);
  }
  return overlaps;
}

/** Merges new rates into existing ones: a new range replaces every old range it touches. */
export function mergeRates(existing: readonly Rate[], added: readonly Rate[]): Rate[] {
  const kept = existing.filter(
    (old) => !added.some((rate) => rate.start_date <= old.end_date && old.start_date <= rate.end_date),
  );
  return [...kept, ...added].sort((a, b) => a.start_date.localeCompare(b.start_date));
}
