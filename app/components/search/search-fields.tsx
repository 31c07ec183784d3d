import type { ApplyWhen } from "~/components/search/apply-when";
import { DestinationField } from "~/components/search/destination-field";
import { GuestsField } from "~/components/search/guests-field";
import { SearchDates } from "~/components/search/search-dates";
import type { GuestCounts } from "~/lib/search-guests";

export const SEARCH_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" strokeLinecap="round" />
  </svg>
);

/** Where the fields sit in their form's grid: two columns on phones, one row on wide screens. */
export const SEARCH_FIELDS_GRID =
  "grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.3fr)_auto] lg:items-start";

type Field = "destination" | "check_in" | "check_out" | "guests";

/**
 * Where, when and who, and the Search button: the one row of fields the home's search bar and
 * the search page's form share, inside a GET form of theirs (SEARCH_FIELDS_GRID). With `onApply`
 * (the search page, where the results are) a stay chosen in the date picker and guests changed in
 * their popover apply the search at once; the destination waits for Search or a suggestion.
 */
export function SearchFields({
  id,
  values,
  guests,
  today,
  errors = {},
  destinationList,
  destinationPlaceholder = "Search destinations",
  onApply,
}: {
  id: string;
  values: { destination: string; check_in: string; check_out: string };
  guests: GuestCounts;
  today: string | undefined;
  errors?: Partial<Record<Field, string>>;
  destinationList?: string;
  destinationPlaceholder?: string;
  onApply?: (when: ApplyWhen) => void;
}) {
  const destinationId = `${id}-destination`;
  return (
    <>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={destinationId} className="field-label">
          Where
        </label>
        <DestinationField
          id={destinationId}
          defaultValue={values.destination}
          today={today}
          placeholder={destinationPlaceholder}
          list={destinationList}
          describedBy={errors.destination ? `${destinationId}-error` : undefined}
          invalid={Boolean(errors.destination)}
        />
        {errors.destination ? (
          <p id={`${destinationId}-error`} className="mt-1 text-sm font-medium text-danger">
            {errors.destination}
          </p>
        ) : null}
      </div>
      <SearchDates
        id={id}
        today={today}
        initial={{ check_in: values.check_in, check_out: values.check_out }}
        errors={{ check_in: errors.check_in, check_out: errors.check_out }}
        onApply={onApply}
      />
      <div className="col-span-2 lg:col-span-1">
        <GuestsField
          id={`${id}-guests`}
          initial={guests}
          error={errors.guests}
          onApply={onApply ? () => onApply("now") : undefined}
        />
      </div>
      <button type="submit" className="btn-primary col-span-2 min-h-12 lg:col-span-1 lg:mt-6">
        {SEARCH_ICON}
        Search
      </button>
    </>
  );
}
