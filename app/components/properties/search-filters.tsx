import { Form, Link } from "react-router";
import type { Category, Destination } from "~/api/schemas";
import { FormField, fieldAria } from "~/components/form-field";
import { MoneyInput } from "~/components/money-input";
import { usePriceSettings } from "~/components/prices/price-settings";
import { useRootData } from "~/components/session-user";
import { comparisonCurrency } from "~/lib/exchange-rates";
import { currencySign } from "~/lib/money";
import { type ParsedSearch, SORTS, type SearchField } from "~/lib/property-search";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

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

/**
 * The search filters as one GET form: the URL carries the whole search, so it is shareable,
 * crawlable, survives back/forward and works with JavaScript off.
 */
export function SearchFilters({
  search,
  destinations,
  categories,
}: {
  search: ParsedSearch;
  destinations: Pick<Destination, "slug" | "name" | "country">[];
  categories: Pick<Category, "id" | "name">[];
}) {
  const { values, errors } = search;
  const today = useRootData()?.today;
  const prices = usePriceSettings();
  const pagePath = useAmpAwarePath();
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
  const moreOpen = Boolean(
    values.min_price || values.max_price || values.bedrooms || values.category_id || values.amenities.length,
  );
  return (
    <Form
      method="get"
      action={pagePath("/properties")}
      role="search"
      aria-label="Search filters"
      className="rounded-3xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <FormField id="filter-destination" label="Where" error={errors.destination}>
            <input
              {...field("destination")}
              type="text"
              list="destination-suggestions"
              placeholder="Destination, country or home name"
              autoComplete="off"
              className="field-input"
            />
          </FormField>
          <datalist id="destination-suggestions">
            {destinations.map((destination) => (
              <option key={destination.slug} value={destination.name}>
                {destination.country}
              </option>
            ))}
          </datalist>
        </div>
        <FormField id="filter-check_in" label="Check in" error={errors.check_in}>
          <input {...field("check_in")} type="date" min={today} className="field-input" />
        </FormField>
        <FormField id="filter-check_out" label="Check out" error={errors.check_out}>
          <input {...field("check_out")} type="date" min={today} className="field-input" />
        </FormField>
        <FormField id="filter-guests" label="Guests" error={errors.guests}>
          <input
            {...field("guests")}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            placeholder="Any"
            className="field-input"
          />
        </FormField>
        <button type="submit" className="btn-primary col-span-2 min-h-12 lg:col-span-1">
          Search
        </button>
      </div>
      <details className="mt-3" open={moreOpen}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
          More filters
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          <FormField id="filter-min_price" label={`Min price a night${limitUnit}`} error={errors.min_price}>
            <MoneyInput
              {...moneyField("min_price")}
              precision={0}
              allowNegative={false}
              allowBlank
              className="field-input"
            />
          </FormField>
          <FormField id="filter-max_price" label={`Max price a night${limitUnit}`} error={errors.max_price}>
            <MoneyInput
              {...moneyField("max_price")}
              precision={0}
              allowNegative={false}
              allowBlank
              className="field-input"
            />
          </FormField>
          <FormField id="filter-bedrooms" label="Bedrooms (at least)" error={errors.bedrooms}>
            <input {...field("bedrooms")} type="number" inputMode="numeric" min={0} max={20} className="field-input" />
          </FormField>
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
        <fieldset className="mt-4">
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
      </details>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select {...field("sort")} className="field-input w-auto">
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
        <Link
          to={pagePath("/properties")}
          className="inline-flex min-h-11 items-center text-sm font-medium text-muted underline"
        >
          Clear all filters
        </Link>
      </div>
    </Form>
  );
}
