import type { Reservation } from "~/api/schemas";
import { formatMoney } from "~/lib/money";
import { reservationDates } from "~/lib/owner/reservations";
import { guestsLabel, nightsLabel } from "~/lib/trips";
import { OwnerLine } from "./owner-line";
import { ReservationDetails } from "./reservation-details";

const guestName = (reservation: Reservation) => `${reservation.guest.first_name} ${reservation.guest.last_name}`;
const money = (reservation: Reservation, amount: number) => formatMoney(amount, reservation.currency, { cents: true });

/**
 * One list of reservations: a table from the md breakpoint, a list of cards below it (a 360 px
 * phone reads each stay top to bottom, with no sideways scroll). Only one of the two is displayed,
 * so assistive technology meets one.
 */
export function ReservationList({ reservations, caption }: { reservations: Reservation[]; caption: string }) {
  return (
    <>
      <table className="mt-4 hidden w-full table-fixed border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="w-[28%] py-2 pr-3 font-medium">
              Guest
            </th>
            <th scope="col" className="w-[30%] py-2 pr-3 font-medium">
              Property
            </th>
            <th scope="col" className="w-[20%] py-2 pr-3 font-medium">
              Dates
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Payout
            </th>
          </tr>
        </thead>
        {reservations.map((reservation) => (
          // One body per stay: its row, then its details across the whole width.
          <tbody key={reservation.id} className="border-b border-line">
            <tr className="align-top">
              <td className="pt-3 pr-3">
                <span className="font-semibold">{guestName(reservation)}</span>
                <span className="block text-muted">
                  {guestsLabel(reservation.guests)} · {reservation.reference}
                </span>
              </td>
              <td className="pt-3 pr-3">
                {reservation.property.title}
                <span className="block text-muted">{reservation.property.destination.name}</span>
                {reservation.property.owner_name ? <OwnerLine name={reservation.property.owner_name} /> : null}
              </td>
              <td className="pt-3 pr-3">
                {reservationDates(reservation.check_in, reservation.check_out)}
                <span className="block text-muted">{nightsLabel(reservation.nights)}</span>
              </td>
              <td className="pt-3 pr-3 text-right whitespace-nowrap">{money(reservation, reservation.total)}</td>
              <td className="pt-3 text-right font-semibold whitespace-nowrap">
                {money(reservation, reservation.payout)}
              </td>
            </tr>
            <tr>
              <td colSpan={5} className="pb-3">
                <ReservationDetails reservation={reservation} />
              </td>
            </tr>
          </tbody>
        ))}
      </table>
      <ul className="mt-4 grid gap-3 md:hidden">
        {reservations.map((reservation) => (
          <li key={reservation.id} className="rounded-2xl border border-line p-4">
            <p className="font-semibold">{guestName(reservation)}</p>
            <p className="text-sm">{reservation.property.title}</p>
            {reservation.property.owner_name ? <OwnerLine name={reservation.property.owner_name} /> : null}
            <p className="mt-1 text-sm text-muted">
              {reservationDates(reservation.check_in, reservation.check_out)} · {nightsLabel(reservation.nights)} ·{" "}
              {guestsLabel(reservation.guests)}
            </p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted">Total</dt>
                <dd>{money(reservation, reservation.total)}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted">Payout</dt>
                <dd className="font-semibold">{money(reservation, reservation.payout)}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted">Reference</dt>
                <dd>{reservation.reference}</dd>
              </div>
            </dl>
            <ReservationDetails reservation={reservation} />
          </li>
        ))}
      </ul>
    </>
  );
}
