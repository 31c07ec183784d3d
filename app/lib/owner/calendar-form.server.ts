import { z } from "zod";
import { type CalendarAction, CALENDAR_ACTIONS, CHANGE_HORIZON_DAYS } from "~/lib/owner/calendar-form";
import { addDays } from "~/lib/owner/calendar-month";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The calendar form as the action checks it, for `today`: the first and last night (inclusive)
 * from today to the horizon, the first not after the last, an action, and a price for "price".
 * Its output is the API's range: `to` is the day after the last night.
 */
export function calendarFormSchema(today: string) {
  const lastAllowed = addDays(today, CHANGE_HORIZON_DAYS - 1);
  return z
    .object({
      from: z
        .string()
        .trim()
        .refine(isDay, "Choose the first night.")
        .refine((from) => from >= today, "The first night cannot be before today."),
      to: z
        .string()
        .trim()
        .refine(isDay, "Choose the last night.")
        .refine((to) => to <= lastAllowed, "Nights can be changed up to two years ahead."),
      action: z.enum(Object.keys(CALENDAR_ACTIONS) as [CalendarAction, ...CalendarAction[]], {
        error: "Choose what to do with these nights.",
      }),
      price: z.string().trim(),
    })
    .superRefine((values, context) => {
      if (isDay(values.from) && isDay(values.to) && values.to < values.from)
        context.addIssue({ code: "custom", path: ["to"], message: "The last night cannot be before the first." });
      if (values.action !== "price") return;
      const price = Number(values.price.replace(",", "."));
      if (!/^\d+([.,]\d{1,2})?$/.test(values.price) || !(price > 0) || price > 100_000)
        context.addIssue({
          code: "custom",
          path: ["price"],
          message: "Type a nightly price more than 0, up to 100,000, with at most two decimals.",
        });
    })
    .transform((values) => ({
      action: values.action,
      range: { from: values.from, to: addDays(values.to, 1) },
      price: Number(values.price.replace(",", ".")),
    }));
}
