import { Form, useSearchParams } from "react-router";
import { useRootData } from "~/components/session-user";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

const SEARCH_ICON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" strokeLinecap="round" />
  </svg>
);

/**
 * The search form: a plain GET to /properties, so it works without JavaScript and the URL
 * carries the whole search. Values already in the URL are kept.
 */
export function SearchBar({ compact = false }: { compact?: boolean }) {
  const [params] = useSearchParams();
  const today = useRootData()?.today;
  const pagePath = useAmpAwarePath();

  if (compact) {
    return (
      <Form
        method="get"
        action={pagePath("/properties")}
        role="search"
        className="flex w-full max-w-md items-center gap-2 rounded-full border border-line bg-white py-1 pr-1 pl-4 shadow-sm"
      >
        <label htmlFor="compact-destination" className="sr-only">
          Destination
        </label>
        <input
          id="compact-destination"
          name="destination"
          type="text"
          defaultValue={params.get("destination") ?? ""}
          placeholder="Where to?"
          className="min-h-10 flex-1 bg-transparent text-sm outline-none"
        />
        <button
          type="submit"
          className="grid size-10 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
          aria-label="Search"
        >
          {SEARCH_ICON}
        </button>
      </Form>
    );
  }

  return (
    <Form
      method="get"
      action={pagePath("/properties")}
      role="search"
      aria-label="Search stays"
      className="grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 text-ink shadow-card lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end lg:rounded-full lg:py-3 lg:pr-3 lg:pl-6"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="search-destination" className="field-label">
          Where
        </label>
        <input
          id="search-destination"
          name="destination"
          type="text"
          defaultValue={params.get("destination") ?? ""}
          placeholder="Search destinations"
          autoComplete="off"
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="search-check-in" className="field-label">
          Check in
        </label>
        <input
          id="search-check-in"
          name="check_in"
          type="date"
          min={today}
          defaultValue={params.get("check_in") ?? ""}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="search-check-out" className="field-label">
          Check out
        </label>
        <input
          id="search-check-out"
          name="check_out"
          type="date"
          min={today}
          defaultValue={params.get("check_out") ?? ""}
          className="field-input"
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="search-guests" className="field-label">
          Guests
        </label>
        <input
          id="search-guests"
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          defaultValue={params.get("guests") ?? "2"}
          className="field-input"
        />
      </div>
      <button type="submit" className="btn-primary col-span-2 min-h-12 lg:col-span-1">
        {SEARCH_ICON}
        Search
      </button>
    </Form>
  );
}
