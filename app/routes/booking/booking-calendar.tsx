import type { Route } from "./+types/booking-calendar";
import { getEnv } from "~/env.server";
import { cacheHeaders } from "~/lib/cache-policy";
import { stayCalendar } from "~/lib/stay-calendar.server";
import { calendarFileName, guestsLabel } from "~/lib/trips";
import { loadBooking } from "./booking-data.server";

/**
 * GET /bookings/{id}/calendar.ics: the stay as an all-day calendar event, for the signed-in
 * guest whose booking it is. Personal, like the booking page. Made from the booking alone, so
 * the same booking always gives the same file (its DTSTAMP is when it was booked); once cancelled,
 * the file says so, for calendars that imported it.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, property } = await loadBooking(context, url, params.id);
  const env = getEnv();
  const site = new URL(env.SITE_URL);
  const place = property ? `${property.destination.name}, ${property.destination.country}` : "";
  const times = property ? ` Check in from ${property.check_in_time}, check out by ${property.check_out_time}.` : "";
  const page = new URL(`/bookings/${booking.id}`, site).href;
  const body = stayCalendar(
    {
      uid: `booking-${booking.id}@${site.hostname}`,
      checkIn: booking.check_in,
      checkOut: booking.check_out,
      summary: `Stay at ${property?.title ?? `booking ${booking.reference}`}`,
      description: `Booking ${booking.reference}, ${guestsLabel(booking.guests)}.${times} Details: ${page}`,
      location: booking.check_in_information?.address || place,
      url: page,
      stamp: new Date(booking.created_at),
      cancelled: booking.status === "cancelled",
    },
    env.SITE_NAME,
  );
  return new Response(body, {
    headers: {
      ...cacheHeaders("personal"),
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(booking.reference)}"`,
    },
  });
}
