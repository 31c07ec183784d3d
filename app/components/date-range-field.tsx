import { type DateValue, parseDate } from "@internationalized/date";
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from "react-aria-components";

export interface StayDates {
  check_in: string;
  check_out: string;
}

interface Props {
  today: string;
  defaultStart: string;
  defaultEnd: string;
  error?: string;
  /** Set when the visitor reached the dates with the keyboard: the picker takes the focus over. */
  autoFocus?: boolean;
  /** Each new stay the visitor picks (null when cleared), as the form will send it. */
  onChange: (dates: StayDates | null) => void;
  /** The calendar opens or closes; a stay picked in it reaches onChange while it is still open. */
  onOpenChange?: (open: boolean) => void;
  /** What is wrong with a picked stay, in the words the server would say; null when nothing. */
  stayProblem: (checkIn: string, checkOut: string) => string | null;
  /** Days that cannot be picked beyond those before today (booked nights). */
  isDayUnavailable?: (isoDay: string) => boolean;
  /** Months shown side by side. */
  months?: number;
}

function parse(value: string): DateValue | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

const SEGMENT =
  "rounded @sm:px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white data-[placeholder]:text-muted";

/**
 * Check-in and check-out as one accessible range picker (react-aria-components): keyboard and
 * screen-reader ready, no day before today (the site's clock), and the form still sends check_in
 * and check_out. The search bar and the booking box each load it lazily, with their own rules.
 */
export function DateRangeField({
  today,
  defaultStart,
  defaultEnd,
  error,
  autoFocus,
  onChange,
  onOpenChange,
  stayProblem,
  isDayUnavailable,
  months = 1,
}: Props) {
  const start = parse(defaultStart);
  const end = parse(defaultEnd);
  return (
    <DateRangePicker
      // Sized by its own width (a container), not the screen's: the booking box is narrow everywhere.
      className="@container col-span-2"
      startName="check_in"
      endName="check_out"
      minValue={parseDate(today)}
      defaultValue={start && end ? { start, end } : null}
      onChange={(range) =>
        onChange(range ? { check_in: range.start.toString(), check_out: range.end.toString() } : null)
      }
      onOpenChange={onOpenChange}
      isDateUnavailable={isDayUnavailable ? (date) => isDayUnavailable(date.toString()) : undefined}
      validate={(range) => (range ? stayProblem(range.start.toString(), range.end.toString()) : null)}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- set only when the visitor tabbed into a native date field this picker replaces: the focus stays where they were
      autoFocus={autoFocus}
    >
      <Label className="field-label">Dates</Label>
      <Group className="flex min-h-11 items-center gap-0.5 rounded-xl border border-line bg-white pl-3 text-sm focus-within:border-brand-600 @sm:gap-1 @sm:text-base">
        <DateInput slot="start" className="flex">
          {(segment) => <DateSegment segment={segment} className={SEGMENT} />}
        </DateInput>
        <span aria-hidden="true" className="px-0.5 text-muted @sm:px-1">
          →
        </span>
        <DateInput slot="end" className="flex">
          {(segment) => <DateSegment segment={segment} className={SEGMENT} />}
        </DateInput>
        <Button
          className="ml-auto grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface"
          aria-label="Open the calendar"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </Button>
      </Group>
      <FieldError className="mt-1 text-sm font-medium text-danger">{error}</FieldError>
      <Popover className="max-w-[calc(100vw-1rem)] overflow-auto rounded-3xl border border-line bg-white p-4 text-ink shadow-card">
        <Dialog aria-label="Choose your dates" className="outline-none">
          <RangeCalendar visibleDuration={{ months }} pageBehavior="single">
            <header className="mb-2 flex items-center justify-between">
              <Button
                slot="previous"
                className="grid size-10 place-items-center rounded-full hover:bg-surface disabled:opacity-30"
                aria-label="Previous month"
              >
                ‹
              </Button>
              <Heading className="font-semibold" />
              <Button
                slot="next"
                className="grid size-10 place-items-center rounded-full hover:bg-surface"
                aria-label="Next month"
              >
                ›
              </Button>
            </header>
            <div className="flex gap-6">
              {Array.from({ length: months }, (_, index) => (
                <CalendarGrid key={index} offset={{ months: index }} className="w-72">
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className="grid size-10 place-items-center rounded-full text-sm outline-none data-[disabled]:text-muted/50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[outside-month]:hidden data-[selected]:bg-brand-600 data-[selected]:text-white data-[unavailable]:text-muted data-[unavailable]:line-through"
                    />
                  )}
                </CalendarGrid>
              ))}
            </div>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
