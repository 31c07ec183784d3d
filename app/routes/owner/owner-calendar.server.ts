import { type RouterContextProvider, data } from "react-router";
import type { ApiClient } from "~/api/client.server";
import {
  type NightRange,
  blockNights,
  clearNightPrice,
  getOwnerCalendar,
  openNights,
  setNightPrice,
} from "~/api/owner-calendar.server";
import { forgetAvailability } from "~/api/properties.server";
import { fieldErrorsOf } from "~/lib/auth-forms";
import { today } from "~/lib/clock";
import { formatDate } from "~/lib/dates";
import { actionFailureStatus, isClientError, pageError } from "~/lib/http-errors";
import { visitorMessageOf } from "~/lib/error-message";
import { formatMoney } from "~/lib/money";
import { type CalendarAction, CALENDAR_FIELDS, type CalendarFormValues } from "~/lib/owner/calendar-form";
import { calendarFormSchema } from "~/lib/owner/calendar-form.server";
import { addDays, monthsRange, nightLabel, shownMonth } from "~/lib/owner/calendar-month";
import { formText } from "~/lib/form-fields";
import { apiContext } from "~/request-context";
import { gateOrThrow, hasSession, refusedAction, requireVendorSession } from "~/session/vendor-access.server";

/** The property id of `/owner/calendar/:id`, or a 404. */
export function propertyIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!/^\d+$/.test(param ?? "") || !Number.isSafeInteger(id) || id < 1) throw pageError(404, "Property not found");
  return id;
}

/** The months shown (`?month=`) and their nights, or the gate for someone who is not the owner. */
export async function loadOwnerCalendar(context: Readonly<RouterContextProvider>, url: URL, id: number) {
  const day = today();
  if (!hasSession(context)) return { gate: "visitor" as const };
  const month = shownMonth(url.searchParams.get("month"), day);
  const result = await getOwnerCalendar(context.get(apiContext), id, monthsRange(month));
  if (!result.success) {
    if (result.status === 404) throw pageError(404, "Property not found");
    return { gate: gateOrThrow(context, result, "This calendar") };
  }
  return { gate: null, calendar: result.data, month, today: day };
}

/** "3 June 2027" for one night, "3 June 2027 to 5 June 2027" for more. */
function nightsWords(range: NightRange): string {
  const last = addDays(range.to, -1);
  return last === range.from ? formatDate(range.from) : `${formatDate(range.from)} to ${formatDate(last)}`;
}

function nightCount(range: NightRange): string {
  const count = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000);
  return count === 1 ? "1 night" : `${count} nights`;
}

function change(api: ApiClient, id: number, action: CalendarAction, range: NightRange, price: number) {
  if (action === "block") return blockNights(api, id, range);
  if (action === "open") return openNights(api, id, range);
  if (action === "price") return setNightPrice(api, id, range, price);
  return clearNightPrice(api, id, range);
}

function doneMessage(action: CalendarAction, range: NightRange, price: string): string {
  const nights = `${nightCount(range)}, ${nightsWords(range)}`;
  if (action === "block") return `Blocked ${nights}. Guests cannot book them.`;
  if (action === "open") return `Opened ${nights}. Guests can book them unless they are booked.`;
  if (action === "price") return `${price} a night set for ${nights}. New quotes use it.`;
  return `${nights}: back to the usual price.`;
}

/** The booked nights of a range, in words, for the refusal to block them; null when they cannot be read. */
async function bookedNightsWords(api: ApiClient, id: number, range: NightRange): Promise<string | null> {
  const calendar = await getOwnerCalendar(api, id, range);
  if (!calendar.success) return null;
  const booked = calendar.data.nights
    .filter((night) => night.status === "booked")
    .map((night) => nightLabel(night.date));
  if (!booked.length) return null;
  const list = booked.length === 1 ? booked[0] : `${booked.slice(0, -1).join(", ")} and ${booked.at(-1)}`;
  return `${booked.length === 1 ? "This night is" : `${booked.length} of these nights are`} booked: ${list}. A booked night cannot be blocked, so nothing was blocked.`;
}

export type CalendarActionData = {
  values: CalendarFormValues;
  fieldErrors: Partial<Record<string, string>>;
  formError: string | null;
  done: string | null;
};

/** Checks the form, makes the change upstream and says what happened (or why not) next to the form. */
export async function changeNights(context: Readonly<RouterContextProvider>, request: Request, url: URL, id: number) {
  requireVendorSession(context, url);
  const form = await request.formData();
  const values = Object.fromEntries(
    CALENDAR_FIELDS.map((field) => [field, formText(form, field)]),
  ) as CalendarFormValues;
  const reply = (init: Partial<CalendarActionData>, status = 200) =>
    data<CalendarActionData>({ values, fieldErrors: {}, formError: null, done: null, ...init }, { status });
  const parsed = calendarFormSchema(today()).safeParse(values);
  if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  const { action, range, price } = parsed.data;
  const api = context.get(apiContext);
  const result = await change(api, id, action, range, price);
  if (!result.success) {
    if (result.status === 401 || result.status === 403) return refusedAction(context, result);
    if (result.status === 404) throw pageError(404, "Property not found");
    if (action === "block" && result.fields?.includes("nights")) {
      return reply({ formError: (await bookedNightsWords(api, id, range)) ?? visitorMessageOf(result) }, 422);
    }
    return reply(
      {
        formError: isClientError(result.status)
          ? visitorMessageOf(result)
          : "The calendar could not be changed right now. Please try again.",
      },
      actionFailureStatus(result.status),
    );
  }
  // The property page's calendar is shared for a few seconds; the next visitor sees the change.
  await forgetAvailability(id);
  const money = formatMoney(price, result.data.currency, { cents: !Number.isInteger(price) });
  return reply({ done: doneMessage(action, range, money), values: { from: "", to: "", action, price: "" } });
}
