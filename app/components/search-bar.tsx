import { Form, useSearchParams } from "react-router";
import { SEARCH_FIELDS_GRID, SEARCH_ICON, SearchFields } from "~/components/search/search-fields";
import { useSearchSubmit } from "~/components/search/use-search-submit";
import { useRootData } from "~/components/session-user";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { guestCountsOf } from "~/lib/search-guests";

/**
 * The search form: a plain GET to /properties, so it works without JavaScript and the URL
 * carries the whole search. Values already in the URL are kept.
 */
export function SearchBar({ compact = false }: { compact?: boolean }) {
  const [params] = useSearchParams();
  const today = useRootData()?.today;
  const pagePath = useAmpAwarePath();
  const searchSubmit = useSearchSubmit();

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
      onSubmit={(event) => {
        event.preventDefault();
        searchSubmit(event.currentTarget);
      }}
      className={`${SEARCH_FIELDS_GRID} rounded-3xl bg-white p-4 text-ink shadow-card lg:rounded-[2rem] lg:py-3 lg:pr-3 lg:pl-6`}
    >
      <SearchFields
        id="search"
        values={{
          destination: params.get("destination") ?? "",
          check_in: params.get("check_in") ?? "",
          check_out: params.get("check_out") ?? "",
        }}
        guests={guestCountsOf(params)}
        today={today}
      />
    </Form>
  );
}
