import { redirect } from "react-router";
import type { Route } from "./+types/owner-calendar-ics";
import { getOwnerCalendar } from "~/api/owner-calendar.server";
import { getEnv } from "~/env.server";
import { cacheHeaders } from "~/lib/cache-policy";
import { now, today } from "~/lib/clock";
import { pageError } from "~/lib/http-errors";
import { addDays, calendarFileName } from "~/lib/owner/calendar-month";
import { propertyCalendar } from "~/lib/owner/property-calendar.server";
import { apiContext, sessionContext } from "~/request-context";
import { loginPath } from "~/session/require-user.server";
import { hasSession } from "~/session/vendor-access.server";
import { propertyIdOf } from "./owner-calendar.server";

/** The nights the file covers: from today, a year ahead (the demo API answers 400 nights at most). */
const EXPORT_DAYS = 365;

/**
 * GET /owner/calendar/{id}/calendar.ics: the property's booked and blocked nights from today for a
 * year, as iCal events, for its owner. Personal: never kept by a cache.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = propertyIdOf(params.id);
  if (!hasSession(context)) throw redirect(loginPath(url, "vendor"), { headers: cacheHeaders("personal") });
  const from = today();
  const result = await getOwnerCalendar(context.get(apiContext), id, { from, to: addDays(from, EXPORT_DAYS) });
  if (!result.success) {
    if (result.status === 401) {
      context.get(sessionContext).ended = true;
      throw redirect(loginPath(url, "vendor"), { headers: cacheHeaders("personal") });
    }
    if (result.status === 403 || result.status === 404) throw pageError(404, "Property not found");
    throw pageError(503, "This calendar could not be loaded right now. Please try again in a minute.");
  }
  const calendar = result.data;
  const env = getEnv();
  const body = propertyCalendar({
    propertyId: calendar.property_id,
    title: calendar.title,
    entries: [
      ...calendar.booked.map((stay) => ({ kind: "booked" as const, ...stay })),
      ...calendar.blocked.map((run) => ({ kind: "blocked" as const, ...run, reference: null })),
    ].sort((a, b) => a.start.localeCompare(b.start)),
    host: new URL(env.SITE_URL).hostname,
    productName: env.SITE_NAME,
    stamp: now(),
  });
  return new Response(body, {
    headers: {
      ...cacheHeaders("personal"),
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(calendar.property_id, calendar.slug)}"`,
    },
  });
}
