import type { ReactNode } from "react";
import { FormField, fieldAria } from "~/components/form-field";
import { MoneyInput } from "~/components/money-input";
import {
  CANCELLATION_LABELS,
  LISTING_AMENITIES,
  LISTING_CURRENCIES,
  type ListingStep,
  MAX_PICTURES,
  MIN_PICTURES,
  pictureAlt,
} from "~/lib/owner/listing-steps";
import { Picture } from "~/components/picture";
import { type DestinationChoice, LocationFields } from "~/components/owner/location-fields";
import type { PlaceSuggestion } from "~/lib/owner/place-suggestions";

export type FormValues = Record<string, string | string[]>;
type Errors = Record<string, string | undefined>;
export interface Choice {
  value: string;
  label: string;
}

interface StepFieldsProps {
  step: ListingStep;
  values: FormValues;
  errors: Errors;
  categories: Choice[];
  destinations: DestinationChoice[];
  pictures: { id: string; url: string }[];
  apiOrigin: string;
  /** The location step's matches for Find the address (without JavaScript). */
  places?: PlaceSuggestion[];
}

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};
const amount = (values: FormValues, name: string) => {
  const value = Number(text(values, name));
  return text(values, name) !== "" && Number.isFinite(value) ? value : null;
};

function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: Errors;
  hint?: string;
  children: (props: { id: string; name: string } & ReturnType<typeof fieldAria>) => ReactNode;
}) {
  const id = `listing-${name}`;
  return (
    <FormField id={id} label={label} error={errors[name]} hint={hint}>
      {children({ id, name, ...fieldAria(id, errors[name], hint) })}
    </FormField>
  );
}

/** The inputs of one listing step, filled with what the owner saved or just typed. */
export function ListingStepFields({
  step,
  values,
  errors,
  categories,
  destinations,
  pictures,
  apiOrigin,
  places,
}: StepFieldsProps) {
  const input = "field-input";
  switch (step) {
    case "basics":
      return (
        <>
          <Field
            name="title"
            label="Title"
            errors={errors}
            hint="What guests see first, like “Sea-view cottage with a garden”."
          >
            {(props) => (
              <input type="text" {...props} defaultValue={text(values, "title")} className={input} maxLength={90} />
            )}
          </Field>
          <Field name="category_id" label="Kind of property" errors={errors}>
            {(props) => (
              <select {...props} defaultValue={text(values, "category_id")} className={input}>
                <option value="">Choose…</option>
                {categories.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            name="summary"
            label="Summary"
            errors={errors}
            hint="One or two sentences for search results (20 to 200 characters)."
          >
            {(props) => (
              <textarea {...props} defaultValue={text(values, "summary")} className={input} rows={2} maxLength={200} />
            )}
          </Field>
          <Field
            name="description"
            label="Description"
            errors={errors}
            hint="The rooms, the views, the neighbourhood: at least 80 characters."
          >
            {(props) => <textarea {...props} defaultValue={text(values, "description")} className={input} rows={7} />}
          </Field>
        </>
      );
    case "location":
      return <LocationFields values={values} errors={errors} destinations={destinations} places={places} />;
    case "capacity":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ["max_guests", "Guests"],
              ["bedrooms", "Bedrooms"],
              ["beds", "Beds"],
              ["bathrooms", "Bathrooms"],
            ] as const
          ).map(([name, label]) => (
            <Field key={name} name={name} label={label} errors={errors}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={0}
                  max={40}
                  defaultValue={text(values, name)}
                  className={input}
                  inputMode="numeric"
                />
              )}
            </Field>
          ))}
        </div>
      );
    case "amenities": {
      const chosen = new Set(Array.isArray(values.amenities) ? values.amenities : []);
      return (
        <fieldset aria-describedby={errors.amenities ? "listing-amenities-error" : undefined}>
          <legend className="field-label">What guests can use</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {LISTING_AMENITIES.map((amenity) => (
              <label
                key={amenity}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity}
                  defaultChecked={chosen.has(amenity)}
                  className="size-4 accent-brand-700"
                />
                {amenity}
              </label>
            ))}
          </div>
          {errors.amenities ? (
            <p id="listing-amenities-error" className="mt-2 text-sm font-medium text-danger">
              {errors.amenities}
            </p>
          ) : null}
        </fieldset>
      );
    }
    case "pictures":
      return (
        <>
          {pictures.length > 0 ? (
            <input
              type="hidden"
              name="picture"
              value={pictures.map((picture) => `${picture.id} ${picture.url}`).join(",")}
            />
          ) : null}
          {pictures.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Pictures added">
              {pictures.map((picture, index) => (
                <li key={picture.id} className="overflow-hidden rounded-xl border border-line">
                  <Picture
                    src={`${apiOrigin}${picture.url}`}
                    alt={pictureAlt(index, pictures.length)}
                    width={320}
                    height={240}
                    sizes="(min-width: 640px) 200px, 50vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <label className="flex min-h-10 items-center gap-2 px-3 text-sm">
                    <input type="checkbox" name="remove_picture" value={picture.id} className="size-4" />
                    Remove picture {index + 1}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <Field
            name="files"
            label="Add pictures"
            errors={errors}
            hint={`JPEG, PNG or WebP, up to 5 MB each. Add ${MIN_PICTURES} to ${MAX_PICTURES} pictures; the first is the cover.`}
          >
            {(props) => (
              <input
                {...props}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
              />
            )}
          </Field>
          {errors.pictures ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.pictures}
            </p>
          ) : null}
        </>
      );
    case "rules":
      return (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="check_in_time" label="Check-in from" errors={errors}>
              {(props) => (
                <input
                  {...props}
                  type="time"
                  defaultValue={text(values, "check_in_time") || "16:00"}
                  className={input}
                />
              )}
            </Field>
            <Field name="check_out_time" label="Check-out by" errors={errors}>
              {(props) => (
                <input
                  {...props}
                  type="time"
                  defaultValue={text(values, "check_out_time") || "10:00"}
                  className={input}
                />
              )}
            </Field>
          </div>
          <Field
            name="house_rules"
            label="House rules"
            errors={errors}
            hint="One rule a line, like “No parties or events”."
          >
            {(props) => <textarea {...props} defaultValue={text(values, "house_rules")} className={input} rows={5} />}
          </Field>
          <Field name="cancellation_policy" label="Cancellation policy" errors={errors}>
            {(props) => (
              <select {...props} defaultValue={text(values, "cancellation_policy")} className={input}>
                <option value="">Choose…</option>
                {Object.entries(CANCELLATION_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      );
    case "prices":
      return (
        <>
          <Field name="currency" label="Currency" errors={errors}>
            {(props) => (
              <select {...props} defaultValue={text(values, "currency") || "EUR"} className={input}>
                {LISTING_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="nightly_price"
              label="Price a night"
              errors={errors}
              hint="Seasons and date ranges come later, on Upload my pricing."
            >
              {(props) => (
                <MoneyInput
                  {...props}
                  defaultValue={amount(values, "nightly_price")}
                  allowNegative={false}
                  className={input}
                />
              )}
            </Field>
            <Field name="cleaning_fee" label="Cleaning fee a stay" errors={errors}>
              {(props) => (
                <MoneyInput
                  {...props}
                  defaultValue={amount(values, "cleaning_fee")}
                  allowNegative={false}
                  className={input}
                />
              )}
            </Field>
          </div>
        </>
      );
  }
}
