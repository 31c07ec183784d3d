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
import { type DateRange, isUnavailable, stayIsFree } from "~/lib/calendar";

interface Props {
  today: string;
  unavailable: DateRange[];
  defaultStart: string;
  defaultEnd: string;
  error?: string;
  /** Set when the visitor reached the dates with the keyboard: the picker takes the focus over. */
  autoFocus?: boolean;
  /** Each new stay the visitor picks (null when cleared), as the form will send it. */
  onChange?: (dates: { check_in: string; check_out: string } | null) => void;
}

function parse(value: string): DateValue | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * The accessible date-range picker of the booking box (react-aria-components): keyboard and
 * screen-reader ready, booked nights cannot be picked, and the form still posts check_in and
 * check_out. Loaded when the visitor shows interest in the dates; native date inputs stand in before.
 */
export default function StayDateRangePicker({
  today,
  unavailable,
  defaultStart,
  defaultEnd,
  error,
  autoFocus,
  onChange,
}: Props) {
  const start = parse(defaultStart);
  const end = parse(defaultEnd);
  return (
    <DateRangePicker
      className="col-span-2"
      startName="check_in"
      endName="check_out"
      minValue={parseDate(today)}
      defaultValue={start && end ? { start, end } : null}
      onChange={(range) =>
        onChange?.(range ? { check_in: range.start.toString(), check_out: range.end.toString() } : null)
      }
      isDateUnavailable={(date) => isUnavailable(date.toString(), unavailable)}
      validate={(range) =>
        range && !stayIsFree(range.start.toString(), range.end.toString(), unavailable)
          ? "Those dates include nights that are already booked."
          : null
      }
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- set only when the visitor tabbed into a native date field this picker replaces: the focus stays where they were
      autoFocus={autoFocus}
    >
      <Label className="field-label">Dates</Label>
      <Group className="flex min-h-11 items-center gap-1 rounded-xl border border-line px-3 focus-within:border-brand-600">
        <DateInput slot="start" className="flex">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white data-[placeholder]:text-muted"
            />
          )}
        </DateInput>
        <span aria-hidden="true" className="px-1 text-muted">
          →
        </span>
        <DateInput slot="end" className="flex">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white data-[placeholder]:text-muted"
            />
          )}
        </DateInput>
        <Button
          className="ml-auto grid size-9 place-items-center rounded-full hover:bg-surface"
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
      <Popover className="rounded-2xl border border-line bg-white p-4 shadow-card">
        <Dialog aria-label="Choose your dates" className="outline-none">
          <RangeCalendar className="w-72">
            <header className="mb-2 flex items-center justify-between">
              <Button
                slot="previous"
                className="grid size-9 place-items-center rounded-full hover:bg-surface"
                aria-label="Previous month"
              >
                ‹
              </Button>
              <Heading className="font-semibold" />
              <Button
                slot="next"
                className="grid size-9 place-items-center rounded-full hover:bg-surface"
                aria-label="Next month"
              >
                ›
              </Button>
            </header>
            <CalendarGrid className="w-full">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="grid size-9 place-items-center rounded-full text-sm outline-none data-[disabled]:text-muted/50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[outside-month]:hidden data-[selected]:bg-brand-600 data-[selected]:text-white data-[unavailable]:text-muted data-[unavailable]:line-through"
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
