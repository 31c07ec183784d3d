import { Suspense, lazy, useRef, useState } from "react";
import { fieldAria } from "~/components/form-field";
import type { StayDates } from "~/components/date-range-field";
import type { ApplyWhen } from "~/components/search/apply-when";
import { useHydrated } from "~/components/use-hydrated";

// The picker (react-aria, the heaviest code of a search) loads when the visitor points at,
// touches or tabs into the dates; until then, and without JavaScript, native date inputs work.
const SearchDateRangePicker = lazy(() => import("~/components/search/search-date-range-picker"));

type DateField = keyof StayDates;

function NativeDates({
  id,
  dates,
  today,
  errors,
  onDateChange,
}: {
  id: string;
  dates: StayDates;
  today: string | undefined;
  errors: Partial<Record<DateField, string>>;
  onDateChange: (field: DateField, value: string) => void;
}) {
  return (
    <>
      {(["check_in", "check_out"] as const).map((field) => {
        const fieldId = `${id}-${field}`;
        return (
          <div key={field}>
            <label htmlFor={fieldId} className="field-label">
              {field === "check_in" ? "Check in" : "Check out"}
            </label>
            <input
              id={fieldId}
              name={field}
              type="date"
              min={today}
              defaultValue={dates[field]}
              onChange={(event) => onDateChange(field, event.target.value)}
              className="field-input"
              {...fieldAria(fieldId, errors[field])}
            />
            {errors[field] ? (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-danger">
                {errors[field]}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

/**
 * The search's check-in and check-out: native date inputs in the page's HTML, replaced by the
 * react-aria range picker once the visitor shows interest (the picker's code is a chunk of its
 * own, never in a page's first load). The form sends check_in and check_out either way.
 * With `onApply`, a whole stay chosen in the picker other than the one searched applies the search.
 */
export function SearchDates({
  id,
  today,
  initial,
  errors = {},
  onApply,
}: {
  id: string;
  today: string | undefined;
  initial: StayDates;
  errors?: Partial<Record<DateField, string>>;
  onApply?: (when: ApplyWhen) => void;
}) {
  const enhanced = useHydrated();
  const [wanted, setWanted] = useState<null | "pointer" | "focus">(null);
  const want = (how: "pointer" | "focus") => setWanted((current) => current ?? how);
  const [dates, setDates] = useState(initial);
  const change = (field: DateField, value: string) => setDates((current) => ({ ...current, [field]: value }));
  const searched = useRef(initial);
  const pick = (next: StayDates, chosen?: ApplyWhen) => {
    setDates(next);
    const { check_in, check_out } = searched.current;
    if (!chosen || !onApply || (next.check_in === check_in && next.check_out === check_out)) return;
    searched.current = next;
    onApply(chosen);
  };
  const native = <NativeDates id={id} dates={dates} today={today} errors={errors} onDateChange={change} />;
  return (
    <div
      className="col-span-2 grid grid-cols-2 gap-3 lg:col-span-1"
      onPointerEnter={() => want("pointer")}
      onTouchStart={() => want("pointer")}
      onFocus={(event) => want((event.target as HTMLElement).tagName === "INPUT" ? "focus" : "pointer")}
    >
      {enhanced && wanted && today ? (
        <Suspense fallback={native}>
          <SearchDateRangePicker
            today={today}
            defaultStart={dates.check_in}
            defaultEnd={dates.check_out}
            error={errors.check_in ?? errors.check_out}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor tabbed into a native date field and the picker takes its place: the focus moves with it
            autoFocus={wanted === "focus"}
            onChange={pick}
          />
        </Suspense>
      ) : (
        native
      )}
    </div>
  );
}
