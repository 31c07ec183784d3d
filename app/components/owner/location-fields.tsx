import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { FormField, fieldAria } from "~/components/form-field";
import { useRootData } from "~/components/session-user";
import { useHydrated } from "~/components/use-hydrated";
import { LocationPinMap } from "~/components/owner/location-pin-map";
import type { AddressOption } from "~/client/places/types";
import { MIN_ADDRESS_QUERY, type PlaceSuggestion, coordinateText, placeValue } from "~/lib/owner/place-suggestions";

export interface DestinationChoice {
  value: string;
  label: string;
  /** The destination's centre, where the map starts before a pin is placed. */
  centre?: { lat: number; lng: number };
}

type Values = Record<string, string | string[]>;
type Errors = Record<string, string | undefined>;

const text = (values: Values, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};
const SUGGEST_DELAY_MS = 250;

/**
 * The location step: the destination, the address with suggestions as the owner types (the
 * site's geocoder, or Google Places with a maps key), the postal code, and the pin on a map.
 * Latitude and longitude are filled by the address chosen or the pin, never typed: they show
 * read-only. Without JavaScript, Find the address posts the form and the matches come back as a
 * choice (`places`), saved with the step.
 */
export function LocationFields({
  values,
  errors,
  destinations,
  places,
}: {
  values: Values;
  errors: Errors;
  destinations: DestinationChoice[];
  places?: PlaceSuggestion[];
}) {
  const enhanced = useHydrated();
  const env = useRootData()?.env;
  const [destination, setDestination] = useState(text(values, "destination_slug"));
  const [address, setAddress] = useState(text(values, "address"));
  const [pin, setPin] = useState(() => {
    const first = places?.[0];
    if (first) return { lat: first.latitude, lng: first.longitude };
    const lat = Number(text(values, "latitude"));
    const lng = Number(text(values, "longitude"));
    return text(values, "latitude") && text(values, "longitude") && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng }
      : null;
  });
  /** Bumped when an address is chosen, so the map moves its pin there (a pin dragged needs no move). */
  const [chosenAt, setChosenAt] = useState(0);
  const [options, setOptions] = useState<AddressOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  /** The match chosen among `places` (null: the first); "" once the pin is moved away from them. */
  const [placeChoice, setPlaceChoice] = useState<string | null>(null);
  const listId = useId();
  const findButton = useRef<HTMLButtonElement>(null);
  const coordinateError = errors.latitude ?? errors.longitude;
  const centre = destinations.find((choice) => choice.value === destination)?.centre ?? null;

  // Suggestions for what is typed, a moment after the owner stops typing; a newer query cancels the older.
  const pending = useRef<{ timer: number; controller: AbortController } | null>(null);
  const cancelSuggestions = () => {
    if (!pending.current) return;
    window.clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  };
  useEffect(() => cancelSuggestions, []);
  const askSuggestions = (typedAddress: string) => {
    cancelSuggestions();
    const query = typedAddress.trim();
    if (query.length < MIN_ADDRESS_QUERY) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      import("~/client/places/address-suggester")
        .then(({ addressSuggester }) => addressSuggester(env?.GOOGLE_MAPS_API_KEY))
        .then((suggester) => suggester.suggest(query, destination || null, controller.signal))
        .then((found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setActive(-1);
          setOpen(true);
          setStatus(
            found.length === 0
              ? "No address found. Add the town, or place the pin on the map."
              : `${found.length} ${found.length === 1 ? "address" : "addresses"} found.`,
          );
        })
        .catch(() => {
          if (!controller.signal.aborted)
            setStatus("Suggestions are not available right now. Place the pin on the map.");
        });
    }, SUGGEST_DELAY_MS);
    pending.current = { timer, controller };
  };

  // New matches from Find the address: the first one is chosen, and the pin goes there.
  const [shownPlaces, setShownPlaces] = useState(places);
  if (places !== shownPlaces) {
    setShownPlaces(places);
    setPlaceChoice(null);
    const first = places?.[0];
    if (first) {
      setPin({ lat: first.latitude, lng: first.longitude });
      setChosenAt((count) => count + 1);
    }
  }
  const checkedPlace = placeChoice ?? (places?.[0] ? placeValue(places[0]) : "");

  const choose = async (option: AddressOption) => {
    setOpen(false);
    cancelSuggestions();
    setAddress(option.label);
    try {
      const place = await option.place();
      setPin({ lat: place.latitude, lng: place.longitude });
      setChosenAt((count) => count + 1);
      if (place.destination_slug && destinations.some((choice) => choice.value === place.destination_slug))
        setDestination(place.destination_slug);
      setStatus(`Pin placed at ${place.label}.`);
    } catch {
      setStatus("This address could not be placed. Place the pin on the map.");
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      void choose(options[active]);
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      // Enter in the address finds it, as the button beside it does; in the step's other fields
      // Enter saves the step (its DefaultSubmit). Without JavaScript the browser cannot tell the
      // server which field Enter was pressed in, so there it saves from this field too.
      event.preventDefault();
      setOpen(false);
      cancelSuggestions();
      const find = findButton.current;
      find?.form?.requestSubmit(find);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const addressHint = "Type the street and town, then choose your address. Only guests with a booking see it.";
  const listShown = enhanced && open && options.length > 0;
  return (
    <>
      <FormField id="listing-destination_slug" label="Destination" error={errors.destination_slug}>
        <select
          id="listing-destination_slug"
          name="destination_slug"
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
          className="field-input"
          {...fieldAria("listing-destination_slug", errors.destination_slug)}
        >
          <option value="">Choose…</option>
          {destinations.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormField>

      <FormField id="listing-address" label="Street address" error={errors.address} hint={addressHint}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <input
              type="text"
              id="listing-address"
              name="address"
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                askSuggestions(event.target.value);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              className="field-input"
              autoComplete={enhanced ? "off" : "address-line1"}
              maxLength={200}
              {...fieldAria("listing-address", errors.address, addressHint)}
              {...(enhanced
                ? {
                    role: "combobox",
                    "aria-autocomplete": "list" as const,
                    "aria-expanded": listShown,
                    "aria-controls": listId,
                    "aria-activedescendant": listShown && active >= 0 ? `${listId}-${active}` : undefined,
                  }
                : {})}
            />
            {enhanced ? (
              <ul
                id={listId}
                role="listbox"
                aria-label="Addresses found"
                hidden={!listShown}
                className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-2xl border border-line bg-white py-1 shadow-lg"
              >
                {options.map((option, index) => (
                  <li
                    key={option.id}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === active}
                    // Chosen on mousedown, before the input's blur closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      void choose(option);
                    }}
                    className={`cursor-pointer px-4 py-3 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "hover:bg-surface"}`}
                  >
                    {option.label}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <button ref={findButton} type="submit" name="find_address" value="1" className="btn-secondary shrink-0">
            Find the address
          </button>
        </div>
        <p role="status" className="sr-only">
          {status}
        </p>
      </FormField>

      {places && places.length > 0 ? (
        <fieldset className="rounded-2xl border border-line p-4">
          <legend className="field-label px-1">Choose your address</legend>
          <p className="text-xs text-muted">Its place on the map is saved with this step.</p>
          <div className="mt-2 grid gap-2">
            {places.map((place) => (
              <label
                key={placeValue(place)}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="place"
                  value={placeValue(place)}
                  checked={checkedPlace === placeValue(place)}
                  onChange={() => {
                    setPlaceChoice(placeValue(place));
                    setPin({ lat: place.latitude, lng: place.longitude });
                    setChosenAt((count) => count + 1);
                  }}
                  className="size-4 accent-brand-700"
                />
                {place.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <FormField id="listing-postal_code" label="Postal code" error={errors.postal_code}>
        <input
          type="text"
          id="listing-postal_code"
          name="postal_code"
          defaultValue={text(values, "postal_code")}
          className="field-input sm:max-w-48"
          autoComplete="postal-code"
          {...fieldAria("listing-postal_code", errors.postal_code)}
        />
      </FormField>

      <fieldset aria-describedby={`listing-position-hint${coordinateError ? " listing-position-error" : ""}`}>
        <legend className="field-label">Position on the map</legend>
        <p id="listing-position-hint" className="mb-1 text-xs text-muted">
          {enhanced
            ? "Filled in when you choose your address, or click or tap the map to place the pin and drag it."
            : "Filled in when you choose your address."}
        </p>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ["latitude", "Latitude", pin?.lat],
              ["longitude", "Longitude", pin?.lng],
            ] as const
          ).map(([name, label, value]) => (
            <div key={name}>
              <label htmlFor={`listing-${name}`} className="text-xs text-muted">
                {label}
              </label>
              <input
                type="text"
                id={`listing-${name}`}
                name={name}
                readOnly
                value={value === undefined ? text(values, name) : coordinateText(value)}
                placeholder="Not set yet"
                aria-invalid={coordinateError ? true : undefined}
                className="field-input bg-surface text-muted"
              />
            </div>
          ))}
        </div>
        {coordinateError ? (
          <p id="listing-position-error" className="mt-1 text-sm font-medium text-danger">
            {coordinateError}
          </p>
        ) : null}
      </fieldset>

      {enhanced ? (
        <LocationPinMap
          pin={pin}
          around={centre}
          moveTo={chosenAt}
          styleUrl={env?.MAP_STYLE_URL}
          onPin={(point) => {
            // A tap on the map moves no focus, so the address list would stay open over the form.
            setOpen(false);
            setPin(point);
            setPlaceChoice("");
            setStatus(`Pin placed at ${coordinateText(point.lat)}, ${coordinateText(point.lng)}.`);
          }}
        />
      ) : null}
    </>
  );
}
