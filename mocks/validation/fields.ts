import { z } from "zod";

/** Amounts and counts sent to the owner calls stay below this. */
export const MAX_AMOUNT = 100_000;

/** A time of day, 24-hour "HH:MM". */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day that exists on the calendar, written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Text of `min` to `max` characters once trimmed (saved trimmed). */
export function text(name: string, min: number, max: number) {
  const message = min > 0 ? `${name} needs ${min} to ${max} characters.` : `${name} has at most ${max} characters.`;
  return z
    .string({ error: `${name} must be text.` })
    .trim()
    .min(min, message)
    .max(max, message);
}

export function clockTime(name: string) {
  return z
    .string({ error: `${name} must be a time like 16:00.` })
    .trim()
    .regex(CLOCK_TIME, `${name} must be a time like 16:00.`);
}

export function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A JSON number of money with at most two decimals. */
export function amount(name: string, min: number) {
  const message = `${name} must be an amount from ${min} to ${MAX_AMOUNT}.`;
  return z
    .number({ error: message })
    .min(min, message)
    .max(MAX_AMOUNT, message)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${name} has at most two decimals.`);
}

/** The `errors` of a 422 answer: the messages of each field (the first segment of the issue's path). */
export function fieldErrors(error: z.ZodError, rootField: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const messages = (errors[String(issue.path[0] ?? rootField)] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
