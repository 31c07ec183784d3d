import { redirect } from "react-router";
import type { Route } from "./+types/reservations-csv";
import { cacheHeaders } from "~/lib/cache-policy";
import { reservationsCsv } from "~/lib/owner/reservations-csv.server";
import { today } from "~/lib/clock";
import { loginPath } from "~/session/require-user.server";
import { loadReservationsContext, reservationsOf } from "./reservations-data.server";

/** Every reservation the CSV holds at most (the API's pages of 100, one after another). */
const MAX_ROWS = 10_000;

/**
 * GET /owner/reservations.csv: the reservations page's filter (?property=&from=&to=), every
 * scope, as a spreadsheet file. Personal and never stored, like the page. A visitor without a
 * session signs in as a vendor and comes back here; a traveller's account gets a 403.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const owner = await loadReservationsContext(context, url);
  if (owner.gate === "visitor") throw redirect(loginPath(url, "vendor"), { headers: cacheHeaders("personal") });
  if (owner.gate) return plainText(403, "Reservations are for owner and agent accounts.");
  const result = await reservationsOf(context, owner.filter, { limit: MAX_ROWS });
  if (!result.success) {
    if (result.status === 401) throw redirect(loginPath(url, "vendor"), { headers: cacheHeaders("personal") });
    return plainText(503, "Your reservations could not be loaded right now. Please try again in a minute.");
  }
  return new Response(reservationsCsv(result.data.entities), {
    headers: {
      ...cacheHeaders("personal"),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservations-${today()}.csv"`,
    },
  });
}

function plainText(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { ...cacheHeaders("personal"), "Content-Type": "text/plain; charset=utf-8" },
  });
}
