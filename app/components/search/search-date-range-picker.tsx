import { useRef, useState } from "react";
import { DateRangeField, type StayDates } from "~/components/date-range-field";
import type { ApplyWhen } from "~/components/search/apply-when";
import { MAX_STAY_NIGHTS, nightsBetween } from "~/lib/property-search";

/** The same words the search page says for a stay it cannot search (property-search-parse.ts). */
function stayProblem(checkIn: string, checkOut: string): string | null {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return "Check-out must be after check-in.";
  if (nights > MAX_STAY_NIGHTS) return `Stays are limited to ${MAX_STAY_NIGHTS} nights.`;
  return null;
}

/**
 * The search's dates: two months at a time on wide screens, at most MAX_STAY_NIGHTS nights.
 * Loaded when the visitor shows interest in the dates; native date inputs stand in before and
 * without JavaScript. Each change reaches onChange, with `chosen` when it is a whole stay the
 * search can take: "now" when picked in the calendar, "typed" when typed in the fields.
 */
export default function SearchDateRangePicker({
  onChange,
  ...field
}: {
  today: string;
  defaultStart: string;
  defaultEnd: string;
  error?: string;
  autoFocus?: boolean;
  onChange: (dates: StayDates, chosen?: ApplyWhen) => void;
}) {
  const [months] = useState(() => (window.matchMedia("(min-width: 768px)").matches ? 2 : 1));
  // The calendar closes just after it hands over the stay picked in it.
  const calendarOpen = useRef(false);
  return (
    <DateRangeField
      {...field}
      months={months}
      stayProblem={stayProblem}
      onOpenChange={(open) => {
        calendarOpen.current = open;
      }}
      onChange={(dates) => {
        if (!dates) return onChange({ check_in: "", check_out: "" });
        const searchable = dates.check_in >= field.today && stayProblem(dates.check_in, dates.check_out) === null;
        onChange(dates, searchable ? (calendarOpen.current ? "now" : "typed") : undefined);
      }}
    />
  );
}
