import type { RouterContextProvider } from "react-router";
import { getBooking, getCancellationQuote } from "~/api/bookings.server";
import { getProperty } from "~/api/properties.server";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { apiContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";

/**
 * The signed-in guest's booking `rawId` (404 when it is not theirs), with its home and, when
 * asked, today's cancellation quote: the home and the quote are asked for together, after the
 * booking that names the home. Either of them missing leaves the page without that part.
 */
export async function loadBooking(
  context: Readonly<RouterContextProvider>,
  url: URL,
  rawId: string | undefined,
  { withCancellation = false } = {},
) {
  requireSession(context, url);
  const id = parseId(rawId);
  if (id === null) throw pageError(404, "Booking not found");
  const api = context.get(apiContext);
  const booking = await getBooking(api, id);
  if (!booking.success) endSessionIfUnauthorized(context, url, booking);
  if (!booking.success)
    throw booking.status === 404
      ? pageError(404, "Booking not found")
      : pageError(502, "The booking could not be loaded");
  const [property, cancellation] = await Promise.all([
    getProperty(api, booking.data.property_id),
    withCancellation ? getCancellationQuote(api, id) : null,
  ]);
  return {
    booking: booking.data,
    property: property.success ? property.data : null,
    cancellation: cancellation?.success ? cancellation.data : null,
  };
}
