import type { CalendarNight } from "~/api/schemas";
import { type MonthWeeks, WEEKDAYS, nightLabel } from "~/lib/owner/calendar-month";

/** A cell's price without its currency (the key names it), so "1,950" fits a phone's column. */
const AMOUNT = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

const STATUS_WORDS: Record<CalendarNight["status"], string> = { booked: "Booked", blocked: "Blocked", open: "Open" };

const CELL_STYLES: Record<CalendarNight["status"], string> = {
  open: "border-line bg-white",
  booked: "border-brand-700 bg-brand-700 text-white",
  // Hatched: a closed night reads as closed without its colour.
  blocked:
    "border-muted/40 bg-surface text-ink [background-image:repeating-linear-gradient(135deg,transparent_0_5px,rgb(86_97_115/0.18)_5px_7px)]",
};

/** A night gone by: greyed (with readable contrast), its status still in words. */
const PAST_STYLE = "border-line bg-surface text-muted";

export interface NightSelection {
  from: string;
  to: string;
}

function inSelection(date: string, selection: NightSelection | null): boolean {
  if (!selection?.from) return false;
  const last = selection.to && selection.to >= selection.from ? selection.to : selection.from;
  return selection.from <= date && date <= last;
}

/**
 * One month of a property's nights as a table: a caption, the weekdays as column headers and a
 * cell a night saying its day, price and status in words (booked and blocked also by their
 * look). With `onPick` (JavaScript) each night from today is a button that picks it for the form.
 */
export function CalendarMonthTable({
  month,
  today,
  formatPrice,
  selection,
  onPick,
  className = "",
}: {
  month: MonthWeeks;
  today: string;
  formatPrice: (amount: number) => string;
  selection: NightSelection | null;
  onPick?: (date: string) => void;
  className?: string;
}) {
  return (
    <table className={`w-full table-fixed border-separate border-spacing-1 text-center ${className}`}>
      <caption className="mb-2 text-left text-lg font-semibold">{month.label}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" className="pb-1 text-xs font-medium text-muted">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week, weekIndex) => (
          <tr key={weekIndex}>
            {week.map((night, dayIndex) =>
              night ? (
                <td key={night.date} className="p-0 align-top">
                  <NightCell
                    night={night}
                    past={night.date < today}
                    selected={inSelection(night.date, selection)}
                    formatPrice={formatPrice}
                    onPick={onPick}
                  />
                </td>
              ) : (
                <td key={`empty-${dayIndex}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NightCell({
  night,
  past,
  selected,
  formatPrice,
  onPick,
}: {
  night: CalendarNight;
  past: boolean;
  selected: boolean;
  formatPrice: (amount: number) => string;
  onPick?: (date: string) => void;
}) {
  const day = Number(night.date.slice(8));
  const ownPrice = night.price_source === "owner";
  const words = `${nightLabel(night.date)}: ${past ? "past, " : ""}${STATUS_WORDS[night.status].toLowerCase()}, ${formatPrice(night.price)}${ownPrice ? ", a price you set" : ""}`;
  const look = `flex h-14 w-full flex-col items-start justify-between rounded-lg border px-[3px] py-0.5 text-left sm:h-16 sm:px-1.5 ${past ? PAST_STYLE : CELL_STYLES[night.status]} ${selected ? "outline-3 outline-offset-1 outline-brand-500" : ""}`;
  const content = (
    <>
      <span aria-hidden="true" className="text-xs font-semibold">
        {day}
      </span>
      <span aria-hidden="true" className={`text-[11px] leading-tight ${ownPrice ? "font-bold" : ""}`}>
        {AMOUNT.format(night.price)}
        {ownPrice ? "*" : ""}
      </span>
      <span aria-hidden="true" className="text-[10px] leading-tight tracking-tight">
        {night.status === "open" ? "\u00a0" : STATUS_WORDS[night.status]}
      </span>
      <span className="sr-only">{words}</span>
    </>
  );
  if (!onPick || past) return <div className={look}>{content}</div>;
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={`${look} cursor-pointer hover:border-brand-600`}
      onClick={() => onPick(night.date)}
    >
      {content}
    </button>
  );
}
