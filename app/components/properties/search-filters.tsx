import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { Category, Destination } from "~/api/schemas";
import { rememberSearch } from "~/client/recent-searches";
import { useDevice } from "~/components/device";
import { FormField, fieldAria } from "~/components/form-field";
import { MoneyInput } from "~/components/money-input";
import { PageLink } from "~/components/page-link";
import { usePriceSettings } from "~/components/prices/price-settings";
import type { ApplyWhen } from "~/components/search/apply-when";
import { SEARCH_FIELDS_GRID, SEARCH_ICON, SearchFields } from "~/components/search/search-fields";
import { searchQuery, useSearchSubmit } from "~/components/search/use-search-submit";
import { useRootData } from "~/components/session-user";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { useHydrated } from "~/components/use-hydrated";
import { formatStayDates } from "~/lib/dates";
import { comparisonCurrency } from "~/lib/exchange-rates";
import { currencySign } from "~/lib/money";
import { type ParsedSearch, SORTS, type SearchField } from "~/lib/property-search";
import { activeFilterCount, clearFiltersPath } from "~/lib/search-chips";
import { guestCountsOf, guestSummary } from "~/lib/search-guests";
import { CloseIcon } from "~/components/close-icon";

const AMENITY_CHOICES = [
  "Pool",
  "Wi-Fi",
  "Free parking",
  "Air conditioning",
  "Sea view",
  "Hot tub",
  "Pets allowed",
  "Fireplace",
  "Garden",
  "EV charger",
];

/** How long typing in a price, bedrooms or date field waits before the search follows it. */
export const TYPING_DELAY_MS = 600;

type ParsedProps = { search: ParsedSearch };

function FilterFields({ search, categories }: ParsedProps & { categories: Pick<Category, "id" | "name">[] }) {
  const { values, errors } = search;
  const prices = usePriceSettings();
  // The limits are amounts in the currency searches compare prices in (none without rates).
  const limitCurrency = comparisonCurrency(prices);
  const limitUnit = limitCurrency ? ` (${currencySign(limitCurrency, prices.locale)})` : "";
  const field = (name: SearchField) => ({
    id: `filter-${name}`,
    name,
    defaultValue: values[name],
    ...fieldAria(`filter-${name}`, errors[name]),
  });
  const moneyField = (name: "min_price" | "max_price") => {
    const typed = values[name];
    const { defaultValue: _text, ...rest } = field(name);
    return { ...rest, defaultValue: typed !== "" && /^\d+$/.test(typed) ? Number(typed) : null };
  };
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div data-apply={"typed" satisfies ApplyWhen}>
          <FormField id="filter-min_price" label={`Min price a night${limitUnit}`} error={errors.min_price}>
            <MoneyInput
              {...moneyField("min_price")}
              precision={0}
              allowNegative={false}
              allowBlank
              className="field-input"
            />
          </FormField>
        </div>
        <div data-apply={"typed" satisfies ApplyWhen}>
          <FormField id="filter-max_price" label={`Max price a night${limitUnit}`} error={errors.max_price}>
            <MoneyInput
              {...moneyField("max_price")}
              precision={0}
              allowNegative={false}
              allowBlank
              className="field-input"
            />
          </FormField>
        </div>
        <div data-apply={"typed" satisfies ApplyWhen}>
          <FormField id="filter-bedrooms" label="Bedrooms (at least)" error={errors.bedrooms}>
            <input {...field("bedrooms")} type="number" inputMode="numeric" min={0} max={20} className="field-input" />
          </FormField>
        </div>
        <div data-apply={"now" satisfies ApplyWhen}>
          <FormField id="filter-category_id" label="Type of stay" error={errors.category_id}>
            <select {...field("category_id")} className="field-input">
              <option value="">Any</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </div>
      <fieldset className="mt-4" data-apply={"now" satisfies ApplyWhen}>
        <legend className="field-label">Amenities</legend>
        <div className="flex flex-wrap gap-2">
          {AMENITY_CHOICES.map((amenity) => (
            <label
              key={amenity}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="amenities"
                value={amenity}
                defaultChecked={values.amenities.includes(amenity)}
                className="accent-brand-600"
              />
              {amenity}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function SortField({ search, short }: ParsedProps & { short?: boolean }) {
  return (
    <label
      className={`flex min-w-0 items-center gap-2 text-sm ${short ? "flex-1 basis-40" : ""}`}
      data-apply={"now" satisfies ApplyWhen}
    >
      <span className={short ? "sr-only" : ""}>Sort by</span>
      <select
        id="filter-sort"
        name="sort"
        defaultValue={search.values.sort}
        {...fieldAria("filter-sort", search.errors.sort)}
        className={`field-input min-w-0 ${short ? "" : "w-auto"}`}
      >
        {SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const FILTER_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 7h10M18 7h2M4 17h2M10 17h10" strokeLinecap="round" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="8" cy="17" r="2" />
  </svg>
);

/** "Filters" and the number of filters on, for the phone's button and its no-script twin. */
function FiltersLabel({ count }: { count: number }) {
  return (
    <>
      {FILTER_ICON}
      Filters
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="grid min-w-6 place-items-center rounded-full bg-ink px-1.5 text-xs text-white"
          >
            {count}
          </span>
          <span className="sr-only">({count} on)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The phone's filter sheet: a native <dialog> (docs/decisions/003-native-dialogs.md) inside the
 * form, so its fields are the form's and apply as they change, the results updating behind it.
 */
function FilterSheet({
  open,
  onClose,
  resultCount,
  clearPath,
  children,
}: {
  open: boolean;
  onClose: () => void;
  resultCount: number | null;
  clearPath: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const updating = useNavigation().state === "loading";
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="filter-sheet-title"
      closedby="any"
      onClose={onClose}
      className="mt-auto mb-0 flex max-h-[90dvh] w-full max-w-none flex-col rounded-t-3xl bg-white p-0 text-ink shadow-2xl not-open:hidden"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-2">
        <h2 id="filter-sheet-title" className="text-lg font-semibold">
          Filters
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 grid size-11 place-items-center rounded-full text-muted hover:bg-surface"
          aria-label="Close filters"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-3">
        <PageLink to={clearPath} className="inline-flex min-h-11 items-center text-sm font-medium underline">
          Clear all
        </PageLink>
        <button type="button" onClick={onClose} className="btn-primary" aria-live="polite">
          {updating
            ? "Updating…"
            : resultCount === null
              ? "Show stays"
              : `Show ${resultCount} ${resultCount === 1 ? "stay" : "stays"}`}
        </button>
      </div>
    </dialog>
  );
}

/** What the phone's collapsed search says: "Lisbon · 3–8 May · 2 guests". */
function SearchSummary({ search }: ParsedProps) {
  const { filters } = search;
  const location = useLocation();
  const guests = guestCountsOf(new URLSearchParams(location.search));
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-semibold">{filters.destination || "Anywhere"}</span>
      <span className="block truncate text-sm text-muted">
        {filters.check_in && filters.check_out ? formatStayDates(filters.check_in, filters.check_out) : "Any dates"}
        {" · "}
        {guests.adults > 0 ? guestSummary(guests) : "Any guests"}
      </span>
    </span>
  );
}

/**
 * The search as one GET form: the URL carries the whole search, so it is shareable, crawlable,
 * survives back/forward and works with JavaScript off (the Search button, and on phones the
 * filters' own "Show stays" and "Apply" buttons). With JavaScript the filters and the order apply
 * as they change, replacing the history entry, and so do a stay picked in the dates and guests
 * changed in their popover; the place waits for Search (or a suggestion).
 *
 * On phones the search folds into a one-line summary, and the filters go in a sheet opened by a
 * "Filters" button, so the first results are on the first screen.
 */
export function SearchFilters({
  search,
  destinations,
  categories,
  resultCount,
}: {
  search: ParsedSearch;
  destinations: Pick<Destination, "slug" | "name" | "country">[];
  categories: Pick<Category, "id" | "name">[];
  resultCount: number | null;
}) {
  const { values, errors, filters } = search;
  const today = useRootData()?.today;
  const pagePath = useAmpAwarePath();
  const location = useLocation();
  const searchSubmit = useSearchSubmit();
  const enhanced = useHydrated();
  const phone = useDevice() === "mobile";
  const params = new URLSearchParams(location.search);
  const filterCount = activeFilterCount(filters);
  const clearPath = clearFiltersPath(params);
  const [sheetOpen, setSheetOpen] = useState(false);

  // The form's fields are uncontrolled: a search that comes from elsewhere (a chip, a recent
  // search, back and forward) starts them again from the URL; the form's own changes do not, so
  // a field being typed in keeps its focus and caret.
  const query = location.search.replace(/^\?/, "");
  const [ownQuery, setOwnQuery] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== ownQuery) setFormKey(query);
  }

  useEffect(() => rememberSearch(new URLSearchParams(query)), [query]);

  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The search this form asked for that has not arrived yet. Search pressed with the guests'
  // popover open submits before the popover's closing applies the same counts: asking again would
  // cancel Search's own history entry.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [location.key]);
  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current || searchQuery(form.current) === pending.current) return;
      pending.current = searchSubmit(form.current, { replace: true, preventScrollReset: true });
      setOwnQuery(pending.current);
    }, delay);
  };
  const applySearch = (when: ApplyWhen) => apply(when === "now" ? 0 : TYPING_DELAY_MS);
  // A field marked data-apply (a filter, the order) applies the search when it changes.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const when = (event.target as HTMLElement).closest("[data-apply]")?.getAttribute("data-apply") as ApplyWhen | null;
    if (when) applySearch(when);
  };

  const fields = (
    <div className={SEARCH_FIELDS_GRID}>
      <SearchFields
        id="filter"
        values={values}
        guests={guestCountsOf(params)}
        today={today}
        errors={errors}
        destinationList="destination-suggestions"
        destinationPlaceholder="Destination, country or home name"
        onApply={applySearch}
      />
    </div>
  );
  const filterFields = <FilterFields search={search} categories={categories} />;
  const searchErrors = Boolean(errors.destination || errors.check_in || errors.check_out || errors.guests);

  return (
    <Form
      key={formKey}
      ref={form}
      method="get"
      action={pagePath("/properties")}
      role="search"
      aria-label="Search filters"
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        // The search the page shows, or has asked for, is not asked for again (nor given an entry of its own).
        const wanted = searchQuery(event.currentTarget);
        if (wanted === pending.current || wanted === query) return;
        pending.current = searchSubmit(event.currentTarget);
      }}
      className={phone ? "" : "rounded-3xl border border-line bg-white p-4 shadow-sm"}
    >
      <datalist id="destination-suggestions">
        {destinations.map((destination) => (
          <option key={destination.slug} value={destination.name}>
            {destination.country}
          </option>
        ))}
      </datalist>
      {phone ? (
        <>
          <details className="group rounded-3xl border border-line bg-white shadow-sm" open={searchErrors}>
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
              <span className="text-brand-700">{SEARCH_ICON}</span>
              <SearchSummary search={search} />
              <span className="text-sm font-semibold text-brand-700 underline group-open:hidden">Edit</span>
              <span className="hidden text-sm font-semibold text-brand-700 underline group-open:inline">Close</span>
            </summary>
            <div className="px-4 pb-4">{fields}</div>
          </details>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {enhanced ? (
              <button type="button" onClick={() => setSheetOpen(true)} className="btn-secondary" aria-haspopup="dialog">
                <FiltersLabel count={filterCount} />
              </button>
            ) : (
              <details className="group/filters open:order-last open:w-full">
                <summary className="btn-secondary list-none [&::-webkit-details-marker]:hidden">
                  <FiltersLabel count={filterCount} />
                </summary>
                <div className="mt-3 rounded-3xl border border-line bg-white p-4">
                  {filterFields}
                  <button type="submit" className="btn-primary mt-4 w-full">
                    Show stays
                  </button>
                </div>
              </details>
            )}
            <SortField search={search} short />
            <noscript>
              <button type="submit" className="btn-secondary">
                Apply
              </button>
            </noscript>
          </div>
          {enhanced ? (
            <FilterSheet
              open={sheetOpen}
              onClose={() => setSheetOpen(false)}
              resultCount={resultCount}
              clearPath={clearPath}
            >
              {filterFields}
            </FilterSheet>
          ) : null}
        </>
      ) : (
        <>
          {fields}
          <details className="mt-3" open={filterCount > 0}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
              More filters{filterCount > 0 ? ` (${filterCount})` : ""}
            </summary>
            <div className="mt-3">{filterFields}</div>
          </details>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
            <SortField search={search} />
            <PageLink
              to={clearPath}
              className="inline-flex min-h-11 items-center text-sm font-medium text-muted underline"
            >
              Clear all filters
            </PageLink>
          </div>
        </>
      )}
    </Form>
  );
}
