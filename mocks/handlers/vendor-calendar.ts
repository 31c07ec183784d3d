import { http } from "msw";
import {
  CALENDAR_HISTORY_DAYS,
  CALENDAR_HORIZON_DAYS,
  CALENDAR_MAX_NIGHTS,
  addDays,
  blockNights,
  bookedNightsIn,
  calendarOf,
  changeWindow,
  nightsOf,
  openNights,
  setNightPrices,
} from "../calendar";
import { type PropertyRecord, type Store, type UserRecord, dayFromToday } from "../store";
import { NIGHT_PRICE_RULES, NIGHT_RANGE_RULES } from "../validation/calendar";
import { fieldErrors } from "../validation/fields";
import { fail, ok } from "./respond";
import { managing, ownerNameFor } from "./vendor-access";

type Range = { from: string; to: string };

/**
 * Designed owner calls (docs/api.md, Owners, Calendar): a property's nights booked, blocked or
 * open with their prices; block, open and price a range. Availability, quotes, search and
 * bookings read the same blocks and prices (mocks/pricing.ts).
 */
export function vendorCalendarHandlers(base: string, store: Store) {
  /** A change's range within today .. today + CALENDAR_HORIZON_DAYS, or its 422. */
  const changeRange = (range: Range): Response | null => {
    const window = changeWindow(store);
    if (range.from < window.start)
      return fail(422, "Nights before today cannot be changed.", { from: ["Nights before today cannot be changed."] });
    if (range.to > window.end) {
      const message = `Nights can be changed up to ${CALENDAR_HORIZON_DAYS} days ahead.`;
      return fail(422, message, { to: [message] });
    }
    return null;
  };

  const readBody = async (request: Request): Promise<unknown> => {
    try {
      return (await request.json()) as unknown;
    } catch {
      return null;
    }
  };

  /** The range of a change: the JSON body's, or for a DELETE the query's `from` and `to`. */
  const rangeFrom = async (request: Request): Promise<Range | Response> => {
    const query = new URL(request.url).searchParams;
    const sent =
      request.method === "DELETE" ? { from: query.get("from"), to: query.get("to") } : await readBody(request);
    const parsed = NIGHT_RANGE_RULES.safeParse(sent);
    if (!parsed.success) return fail(422, "Please check the dates.", fieldErrors(parsed.error, "from"));
    return changeRange(parsed.data) ?? parsed.data;
  };

  const answer = (user: UserRecord, property: PropertyRecord, range: Range) =>
    ok({ ...calendarOf(store, property, range.from, range.to), owner_name: ownerNameFor(store, user, property) });

  return [
    http.get(
      `${base}/vendor/properties/:id/calendar`,
      managing(store, ({ request, user, property }) => {
        const url = new URL(request.url);
        const from = url.searchParams.get("from") ?? dayFromToday(store, 0);
        const to = url.searchParams.get("to") ?? addDays(from, 31);
        const parsed = NIGHT_RANGE_RULES.safeParse({ from, to });
        if (!parsed.success) return fail(422, "Please check the dates.", fieldErrors(parsed.error, "from"));
        if (from < dayFromToday(store, -CALENDAR_HISTORY_DAYS) || to > dayFromToday(store, CALENDAR_HORIZON_DAYS + 31))
          return fail(422, "The calendar reaches one year back and two years ahead.", { from: ["Out of range."] });
        if (nightsOf(from, to).length > CALENDAR_MAX_NIGHTS)
          return fail(422, `Ask for ${CALENDAR_MAX_NIGHTS} nights at most.`, { to: ["Range too long."] });
        return answer(user, property, { from, to });
      }),
    ),

    http.post(
      `${base}/vendor/properties/:id/calendar/blocks`,
      managing(store, async ({ request, user, property }) => {
        const range = await rangeFrom(request);
        if (range instanceof Response) return range;
        const booked = bookedNightsIn(store, property, range.from, range.to);
        if (booked.length) {
          const message = `${booked.length === 1 ? "1 night" : `${booked.length} nights`} of this range ${booked.length === 1 ? "is" : "are"} booked, and a booked night cannot be blocked: ${booked.join(", ")}. Nothing was blocked.`;
          return fail(422, message, { nights: [message] });
        }
        blockNights(property, nightsOf(range.from, range.to));
        return answer(user, property, range);
      }),
    ),

    http.delete(
      `${base}/vendor/properties/:id/calendar/blocks`,
      managing(store, async ({ request, user, property }) => {
        const range = await rangeFrom(request);
        if (range instanceof Response) return range;
        openNights(property, nightsOf(range.from, range.to));
        return answer(user, property, range);
      }),
    ),

    http.put(
      `${base}/vendor/properties/:id/calendar/prices`,
      managing(store, async ({ request, user, property }) => {
        const parsed = NIGHT_PRICE_RULES.safeParse(await readBody(request));
        if (!parsed.success) return fail(422, "Please check the dates and price.", fieldErrors(parsed.error, "from"));
        const refused = changeRange(parsed.data);
        if (refused) return refused;
        setNightPrices(property, nightsOf(parsed.data.from, parsed.data.to), parsed.data.nightly_price);
        return answer(user, property, parsed.data);
      }),
    ),

    http.delete(
      `${base}/vendor/properties/:id/calendar/prices`,
      managing(store, async ({ request, user, property }) => {
        const range = await rangeFrom(request);
        if (range instanceof Response) return range;
        setNightPrices(property, nightsOf(range.from, range.to), null);
        return answer(user, property, range);
      }),
    ),
  ];
}
