import { type DateValue, parseDate } from "@internationalized/date";
import { useState } from "react";
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
import { MAX_STAY_NIGHTS, nightsBetween } from "~/lib/property-search";

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
  onChange: (dates: StayDates) => void;
}

function parse(value: string): DateValue | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** The same words the search page says for a stay it cannot search (property-search-parse.ts). */
function stayProblem(checkIn: string, checkOut: string): string | null {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return "Check-out must be after check-in.";
  if (nights > MAX_STAY_NIGHTS) return `Stays are limited to ${MAX_STAY_NIGHTS} nights.`;
  return null;
}

const SEGMENT =
  "rounded sm:px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white data-[placeholder]:text-muted";

/**
 * The search's dates as one accessible range picker (react-aria-components), two months at a
 * time on wide screens: no day before today (the site's clock, from the root data), at most
 * MAX_STAY_NIGHTS nights, and the form still sends check_in and check_out. Loaded when the
 * visitor shows interest in the dates; native date inputs stand in before and without JavaScript.
 */
export default function SearchDateRangePicker({ today, defaultStart, defaultEnd, error, autoFocus, onChange }: Props) {
  const start = parse(defaultStart);
  const end = parse(defaultEnd);
  const [months] = useState(() => (window.matchMedia("(min-width: 768px)").matches ? 2 : 1));
  return (
    <DateRangePicker
      className="col-span-2"
      startName="check_in"
      endName="check_out"
      minValue={parseDate(today)}
      defaultValue={start && end ? { start, end } : null}
      onChange={(range) =>
        onChange(
          range
            ? { check_in: range.start.toString(), check_out: range.end.toString() }
            : { check_in: "", check_out: "" },
        )
      }
      validate={(range) => (range ? stayProblem(range.start.toString(), range.end.toString()) : null)}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- set only when the visitor tabbed into a native date field this picker replaces: the focus stays where they were
      autoFocus={autoFocus}
    >
      <Label className="field-label">Dates</Label>
      <Group className="flex min-h-11 items-center gap-0.5 rounded-xl border border-line bg-white pl-3 text-sm focus-within:border-brand-600 sm:gap-1 sm:text-base">
        <DateInput slot="start" className="flex">
          {(segment) => <DateSegment segment={segment} className={SEGMENT} />}
        </DateInput>
        <span aria-hidden="true" className="px-0.5 text-muted sm:px-1">
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
                      className="grid size-10 place-items-center rounded-full text-sm outline-none data-[disabled]:text-muted/50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[outside-month]:hidden data-[selected]:bg-brand-600 data-[selected]:text-white"
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
