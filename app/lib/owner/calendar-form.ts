/**
 * The owner calendar's one form (app/routes/owner/owner-calendar.tsx): a range of nights, first
 * and last, and what to do with it. Its rules: calendar-form.server.ts.
 */
export const CALENDAR_ACTIONS = {
  block: "Block these nights",
  open: "Open these nights",
  price: "Set a nightly price",
  "clear-price": "Back to the usual price",
} as const;

export type CalendarAction = keyof typeof CALENDAR_ACTIONS;

export const CALENDAR_FIELDS = ["from", "to", "action", "price"] as const;
export type CalendarField = (typeof CALENDAR_FIELDS)[number];
export type CalendarFormValues = Record<CalendarField, string>;

export const EMPTY_CALENDAR_FORM: CalendarFormValues = { from: "", to: "", action: "block", price: "" };

/** How far ahead nights can be changed (docs/api.md, Owners, Calendar: `to` at most 730 days after today). */
export const CHANGE_HORIZON_DAYS = 730;
