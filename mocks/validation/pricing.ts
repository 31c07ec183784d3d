import { z } from "zod";
import { MAX_AMOUNT, fieldErrors, isCalendarDate } from "./fields";

export const MAX_RATES = 500;
const RATE_RULE = "Every rate needs dates in order, a nightly price from 10 and a minimum stay.";

const fee = (name: string, min: number) => {
  const message = `${name} must be a number from ${min}.`;
  return z.number({ error: message }).min(min, message).max(MAX_AMOUNT, message);
};
const count = (name: string) => {
  const message = `${name} must be a whole number from 1.`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_AMOUNT, message);
};

const rate = z
  .object(
    {
      start_date: z.string({ error: RATE_RULE }).refine(isCalendarDate, RATE_RULE),
      end_date: z.string({ error: RATE_RULE }).refine(isCalendarDate, RATE_RULE),
      nightly_price: z.number({ error: RATE_RULE }).min(10, RATE_RULE).max(MAX_AMOUNT, RATE_RULE),
      minimum_stay: z.number({ error: RATE_RULE }).int(RATE_RULE).min(1, RATE_RULE).max(MAX_AMOUNT, RATE_RULE),
    },
    { error: RATE_RULE },
  )
  .refine((value) => value.start_date <= value.end_date, RATE_RULE);

/** PUT /vendor/properties/{id}/pricing (dates inclusive). */
const PRICING_RULES = z.object({
  cleaning_fee: fee("cleaning_fee", 0),
  extra_guest_fee: fee("extra_guest_fee", 0),
  extra_guest_from: count("extra_guest_from"),
  minimum_stay: count("minimum_stay"),
  rates: z.array(rate, { error: `Send up to ${MAX_RATES} rates.` }).max(MAX_RATES, `Send up to ${MAX_RATES} rates.`),
});
export type Pricing = z.output<typeof PRICING_RULES>;
export type Rate = Pricing["rates"][number];

/** True when two rates share a night. */
export function ratesOverlap(rates: readonly Rate[]): boolean {
  const sorted = [...rates].sort((a, b) => a.start_date.localeCompare(b.start_date));
  return sorted.some((current, index) => index > 0 && current.start_date <= sorted[index - 1]!.end_date);
}

/** The pricing with its rates sorted by their first night, or the 422 errors by field. */
export function checkPricing(body: unknown): { pricing: Pricing } | { errors: Record<string, string[]> } {
  const parsed = PRICING_RULES.safeParse(body);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, "pricing") };
  if (ratesOverlap(parsed.data.rates)) return { errors: { rates: ["Rates must not overlap."] } };
  const rates = [...parsed.data.rates].sort((a, b) => a.start_date.localeCompare(b.start_date));
  return { pricing: { ...parsed.data, rates } };
}
