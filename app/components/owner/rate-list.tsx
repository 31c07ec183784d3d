import type { ReactNode } from "react";
import { formatMoney } from "~/lib/money";

interface Rate {
  start_date: string;
  end_date: string;
  nightly_price: number;
  minimum_stay: number;
}

const nights = (count: number) => `${count} ${count === 1 ? "night" : "nights"}`;

/**
 * Rates by date range: a table from 640 px, a list of cards on a phone, where four columns
 * and a button do not fit 360 px. `action` draws a control for one rate (the Remove button).
 */
export function RateList({
  rates,
  currency,
  label,
  action,
}: {
  rates: readonly Rate[];
  currency: string;
  label: string;
  action?: (rate: Rate) => ReactNode;
}) {
  return (
    <>
      <ul aria-label={label} className="grid gap-2 sm:hidden">
        {rates.map((rate) => (
          <li key={rate.start_date} className="rounded-2xl border border-line px-4 py-3 text-sm">
            <p className="font-semibold">
              {rate.start_date} to {rate.end_date}
            </p>
            <p className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span>
                {formatMoney(rate.nightly_price, currency)} a night · at least {nights(rate.minimum_stay)}
              </span>
              {action ? action(rate) : null}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{label}</caption>
        <thead className="text-muted">
          <tr>
            <th className="py-2 pr-4 font-medium">First night</th>
            <th className="py-2 pr-4 font-medium">Last night</th>
            <th className="py-2 pr-4 font-medium">A night</th>
            <th className="py-2 pr-4 font-medium">Minimum stay</th>
            {action ? (
              <th className="py-2">
                <span className="sr-only">Remove</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.start_date} className="border-t border-line">
              <td className="py-2 pr-4">{rate.start_date}</td>
              <td className="py-2 pr-4">{rate.end_date}</td>
              <td className="py-2 pr-4">{formatMoney(rate.nightly_price, currency)}</td>
              <td className="py-2 pr-4">{nights(rate.minimum_stay)}</td>
              {action ? <td className="py-2 text-right">{action(rate)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
