import { type DateRange, calendarMonths, dayLabel } from "~/lib/calendar";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/** The next months at a glance: unavailable (booked or blocked) and past days are marked in text as well as colour. */
export function AvailabilityCalendar({
  today,
  unavailable,
  months = 3,
}: {
  today: string;
  unavailable: DateRange[];
  months?: number;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {calendarMonths(today, unavailable, months).map((month) => (
        <table key={month.label} className="w-full table-fixed text-center text-sm">
          <caption className="mb-2 text-left font-semibold">{month.label}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" className="pb-1 text-xs font-medium text-muted">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks(month.offset, month.days).map((week, index) => (
              <tr key={index}>
                {week.map((day, cell) =>
                  day ? (
                    <td key={day.date} className="p-0.5">
                      <span
                        aria-hidden="true"
                        className={`grid h-9 place-items-center rounded-full ${day.past ? "text-muted line-through decoration-muted/50" : day.unavailable ? "bg-surface text-muted line-through" : "font-medium"}`}
                      >
                        {day.day}
                      </span>
                      <span className="sr-only">
                        {`${dayLabel(day.date)}: ${day.past ? "past" : day.unavailable ? "unavailable" : "available"}`}
                      </span>
                    </td>
                  ) : (
                    <td key={`empty-${cell}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

function weeks<T>(offset: number, days: T[]): (T | null)[][] {
  const cells: (T | null)[] = [...Array.from({ length: offset }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
}
