import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import {
  getListingDraft,
  discardListingDraft,
  publishListing,
  saveListingStep,
  uploadPicture,
} from "~/api/owner.server";
import { type CurrentPage, ampAwarePath } from "~/lib/amp-path";
import { fieldErrorsOf } from "~/lib/auth-forms";
import {
  LISTING_AMENITIES,
  LISTING_STEPS,
  type ListingStep,
  MAX_PICTURES,
  type StepValues,
  isListingStep,
  nextStep,
} from "~/lib/owner/listing-steps";
import { STEP_SCHEMAS, completeListing } from "~/lib/owner/listing-steps.server";
import { pictureFileError } from "~/lib/owner/picture-files";
import { apiContext } from "~/request-context";
import { refusedAction, requireVendorSession } from "~/session/vendor-access.server";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorMessageOf } from "~/lib/error-message";
import { formText, formTexts } from "~/lib/form-fields";
import { LISTING_DRAFT } from "~/lib/resumable-forms";
import { type FormCall, returningTo, sessionEndedSinceRender, signInToResume } from "~/session/form-resume.server";
import type { ApiClient, ApiFailure } from "~/api/client.server";
import { geocodeAddress } from "~/api/geocode.server";
import { MAX_ADDRESS_QUERY, type PlaceSuggestion, parsePlaceValue } from "~/lib/owner/place-suggestions";

export type StepFormValues = Record<string, string | string[]>;
export interface Picture {
  id: string;
  url: string;
}

export interface ListingActionData {
  step: ListingStep | "review";
  values: StepFormValues;
  pictures?: Picture[];
  fieldErrors: Record<string, string | undefined>;
  formError: string | null;
  /** The location step's Find the address without JavaScript: the matches to choose from. */
  places?: PlaceSuggestion[];
}

/** The named fields each step posts; amenities is a list, pictures travel separately. */
export const STEP_FIELDS: Record<ListingStep, string[]> = {
  basics: ["title", "category_id", "summary", "description"],
  location: ["destination_slug", "address", "postal_code", "latitude", "longitude"],
  capacity: ["max_guests", "bedrooms", "beds", "bathrooms"],
  amenities: ["amenities"],
  pictures: [],
  rules: ["check_in_time", "check_out_time", "house_rules", "cancellation_policy"],
  prices: ["currency", "nightly_price", "cleaning_fee"],
};

/** A saved value as a form field shows it: text, numbers and booleans as written; anything else has no text form (""). */
const fieldText = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";

/** A step's saved values (the draft's, or a published property's) as the form shows them: every field a string, amenities a list. */
export function savedStepValues(saved: Record<string, unknown> | undefined, step: ListingStep): StepFormValues {
  return Object.fromEntries(
    STEP_FIELDS[step].map((field) => {
      const value = saved?.[field];
      return [
        field,
        Array.isArray(value)
          ? value.map(fieldText)
          : value === undefined
            ? field === "amenities"
              ? []
              : ""
            : fieldText(value),
      ];
    }),
  );
}

/** A step of the form, on the page the form was sent from (the /amp one from an /amp page). */
const stepUrl = (step: ListingStep | "review", from: CurrentPage) =>
  ampAwarePath(`/publish-my-property?step=${step}`, from);

export function formValues(form: FormData, step: ListingStep): StepFormValues {
  return Object.fromEntries(
    STEP_FIELDS[step].map((field) => [field, field === "amenities" ? formTexts(form, field) : formText(form, field)]),
  );
}

/**
 * A step's fields as they are saved: on the location step, the match chosen among Find the
 * address's (without JavaScript, a radio `place`) is where the pin goes, whatever the read-only
 * coordinates showed. The wizard and a listing's edit page both save through this.
 */
export function savedFormValues(form: FormData, step: ListingStep): StepFormValues {
  const values = formValues(form, step);
  const chosen = step === "location" ? parsePlaceValue(formText(form, "place")) : null;
  return chosen ? { ...values, ...chosen } : values;
}

/** Pictures already uploaded travel as hidden "id url" pairs, so nothing is lost on an error. */
function keptPictures(form: FormData): Picture[] {
  const removed = new Set(formTexts(form, "remove_picture"));
  // One field of "id url" pairs joined by commas (one hidden input, not one a picture).
  return formTexts(form, "picture")
    .flatMap((value) => value.split(","))
    .map((value) => {
      const [id = "", url = ""] = value.split(" ");
      return { id, url };
    })
    .filter(
      (picture) =>
        /^[\w-]{1,80}$/.test(picture.id) &&
        /^\/(uploads\/[\w-]{1,80}|images\/properties\/[\w-]{1,80}\.svg)$/.test(picture.url) &&
        !removed.has(picture.id),
    );
}

/**
 * What a step's draft keeps when the session ends (LISTING_DRAFT): the step and its text fields,
 * the ticked amenities one a line; never a picture.
 */
function draftOfStep(form: FormData, step: ListingStep): FormData {
  const kept = new FormData();
  kept.set("step", step);
  for (const [field, value] of Object.entries(formValues(form, step)))
    kept.set(field, Array.isArray(value) ? value.join("\n") : value);
  return kept;
}

/**
 * A step's fields as the owner typed them before their session ended (draftOfStep): the
 * amenities come back from one a line, only those of the list.
 */
export function resumedStepValues(typed: Partial<Record<string, string>>, step: ListingStep): StepFormValues {
  return Object.fromEntries(
    STEP_FIELDS[step].map((field) => {
      const value = typed[field] ?? "";
      return [
        field,
        field === "amenities"
          ? value.split("\n").filter((amenity) => (LISTING_AMENITIES as readonly string[]).includes(amenity))
          : value,
      ];
    }),
  );
}

/**
 * A step posted from a form rendered for a signed-in owner (SIGNED_IN_MARK) whose session has
 * since ended: a 303 to the owners' sign-in, keeping the step as a draft (LISTING_DRAFT) for the
 * page it was posted from, `call`'s. Null while the session lasts. The wizard and a listing's
 * edit page both check this first.
 */
export async function stepKeptForSignIn(call: FormCall, form: FormData, step: ListingStep | null) {
  return step && sessionEndedSinceRender(call.context, form)
    ? signInToResume(call, LISTING_DRAFT, draftOfStep(form, step))
    : null;
}

/** A step's save refused by the API: a 401 keeps the step as a draft and signs in again; a 403 is the account. */
export async function refusedStep(call: FormCall, form: FormData, step: ListingStep, failure: ApiFailure) {
  if (failure.status === 401) throw await signInToResume(call, LISTING_DRAFT, draftOfStep(form, step));
  return refusedAction(call.context, failure);
}

/** Where a pictures step is saved and where the owner goes next: the wizard's draft by default. */
export interface PicturesTarget {
  save: (api: ApiClient, values: StepValues["pictures"]) => Promise<{ success: true } | ApiFailure>;
  next: string;
}

export async function savePictures(call: FormCall, form: FormData, target?: PicturesTarget) {
  const { context } = call;
  const api = context.get(apiContext);
  const pictures = keptPictures(form);
  const files = form.getAll("files").filter((file): file is File => typeof file !== "string" && file.size > 0);
  const reply = (fieldErrors: Record<string, string | undefined>, status: number, formError: string | null = null) =>
    data<ListingActionData>({ step: "pictures", values: {}, pictures, fieldErrors, formError }, { status });
  if (pictures.length + files.length > MAX_PICTURES)
    return reply({ pictures: `Add at most ${MAX_PICTURES} pictures. Remove some before adding more.` }, 400);
  const problems = (await Promise.all(files.map(pictureFileError))).filter((problem): problem is string =>
    Boolean(problem),
  );
  if (problems.length > 0) return reply({ files: problems.join(" ") }, 400);
  for (const file of files) {
    const uploaded = await uploadPicture(api, file);
    if (!uploaded.success) {
      if (uploaded.status === 401 || uploaded.status === 403) return refusedStep(call, form, "pictures", uploaded);
      return reply(
        {
          files:
            uploaded.status === 413
              ? `${file.name} is larger than 5 MB. Export it smaller and try again.`
              : uploaded.status === 422
                ? `${file.name} is not a JPEG, PNG or WebP picture.`
                : `${file.name} could not be uploaded right now. Please try again.`,
        },
        uploaded.status === 422 || uploaded.status === 413 ? 422 : 502,
      );
    }
    pictures.push({ id: uploaded.data.id, url: uploaded.data.url });
  }
  const parsed = STEP_SCHEMAS.pictures.safeParse({ pictures });
  if (!parsed.success) return reply(fieldErrorsOf(parsed.error), 400);
  const saved = target ? await target.save(api, parsed.data) : await saveListingStep(api, "pictures", parsed.data);
  if (!saved.success)
    return saved.status === 401 || saved.status === 403
      ? refusedStep(call, form, "pictures", saved)
      : reply({}, 502, "Your pictures could not be saved right now. Please try again.");
  return redirect(target?.next ?? stepUrl(nextStep("pictures") ?? "review", call.url), 303);
}

/**
 * Find the address (the location step without JavaScript): the address as typed, looked up near
 * the destination chosen, comes back with its matches to choose from; nothing is saved.
 */
export async function findAddress(call: FormCall, form: FormData) {
  const values = formValues(form, "location");
  const address = typeof values.address === "string" ? values.address.trim() : "";
  const reply = (init: Partial<ListingActionData>, status: number) =>
    data<ListingActionData>(
      { step: "location", values, fieldErrors: {}, formError: null, places: [], ...init },
      { status },
    );
  if (address.length < 5) return reply({ fieldErrors: { address: "Enter the street address, then find it." } }, 400);
  const destination = typeof values.destination_slug === "string" ? values.destination_slug : "";
  const found = await geocodeAddress(
    call.context.get(apiContext),
    address.slice(0, MAX_ADDRESS_QUERY),
    destination || null,
  );
  if (!found.success) {
    if (found.status === 401 || found.status === 403) return refusedStep(call, form, "location", found);
    return reply(
      { formError: "The address could not be looked up right now. Place the pin on the map, or try again." },
      502,
    );
  }
  if (found.data.entities.length === 0)
    return reply(
      {
        fieldErrors: {
          address: "No match for this address. Add the town or choose the destination, or place the pin on the map.",
        },
      },
      422,
    );
  return reply({ places: found.data.entities }, 200);
}

/**
 * The listing form's action: each step is checked on its own and saved to the upstream draft
 * (so progress survives a reload or another device), then the owner goes on to the next step.
 * Errors come back with everything typed kept; pictures are uploaded as they are added. A
 * session that ends on the way keeps the step as a draft and signs in again as an owner.
 */
export async function listingAction(request: Request, url: URL, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const posted = form.get("step");
  const postedStep = intent === "save" && isListingStep(posted) ? posted : null;
  // Back to the step that was sent, whichever the address showed.
  const call = returningTo({ request, url, context }, { step: postedStep });
  const signIn = await stepKeptForSignIn(call, form, postedStep);
  if (signIn) throw signIn;
  requireVendorSession(context, url);
  const api = context.get(apiContext);

  if (intent === "discard") {
    const discarded = await discardListingDraft(api);
    if (!discarded.success && (discarded.status === 401 || discarded.status === 403))
      return refusedAction(context, discarded);
    return redirect(stepUrl("basics", url), 303);
  }

  if (intent === "publish") {
    const draft = await getListingDraft(api);
    if (!draft.success)
      return draft.status === 401 || draft.status === 403
        ? refusedAction(context, draft)
        : data<ListingActionData>(
            {
              step: "review",
              values: {},
              fieldErrors: {},
              formError: "Your listing could not be published right now. Please try again.",
            },
            { status: 502 },
          );
    const listing = completeListing(draft.data.steps);
    if (!listing) {
      const open =
        LISTING_STEPS.find((step) => !STEP_SCHEMAS[step].safeParse(draft.data.steps[step]).success) ?? "basics";
      return redirect(stepUrl(open, url), 303);
    }
    const published = await publishListing(api, listing);
    if (!published.success) {
      if (published.status === 401 || published.status === 403) return refusedAction(context, published);
      const formError = isClientError(published.status)
        ? visitorMessageOf(published)
        : "Your listing could not be published right now. Please try again in a minute.";
      return data<ListingActionData>(
        { step: "review", values: {}, fieldErrors: {}, formError },
        { status: actionFailureStatus(published.status) },
      );
    }
    return redirect(ampAwarePath(`/publish-my-property?published=${published.data.id}`, url), 303);
  }

  const step = postedStep;
  if (!step)
    return data<ListingActionData>(
      { step: "basics", values: {}, fieldErrors: {}, formError: "Choose a step to save." },
      { status: 400 },
    );
  if (step === "pictures") return savePictures(call, form);

  if (step === "location" && form.has("find_address")) return findAddress(call, form);
  const values = savedFormValues(form, step);
  const parsed = STEP_SCHEMAS[step].safeParse(values);
  if (!parsed.success)
    return data<ListingActionData>(
      { step, values, fieldErrors: fieldErrorsOf(parsed.error), formError: null },
      { status: 400 },
    );
  const saved = await saveListingStep(api, step, parsed.data as never);
  if (!saved.success) {
    if (saved.status === 401 || saved.status === 403) return refusedStep(call, form, step, saved);
    const formError = isClientError(saved.status)
      ? visitorMessageOf(saved)
      : "This step could not be saved right now. Please try again.";
    return data<ListingActionData>(
      { step, values, fieldErrors: {}, formError },
      { status: actionFailureStatus(saved.status) },
    );
  }
  return redirect(stepUrl(nextStep(step) ?? "review", url), 303);
}
