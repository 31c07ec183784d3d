import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { type PricingUpdate, getPricing, savePricing } from "~/api/owner.server";
import type { ApiFailure } from "~/api/client.server";
import type { Pricing } from "~/api/schemas";
import { fieldErrorsOf } from "~/lib/auth-forms";
import { plainAmount } from "~/lib/owner/listing-steps";
import { type CsvRowError, MAX_CSV_BYTES, tooLargeMessage } from "~/lib/owner/pricing-csv";
import { parsePricingCsv } from "~/lib/owner/pricing-csv-reader.server";
import { type Rate, feesSchema, mergeRates, rateSchema } from "~/lib/owner/pricing-rates";
import { apiContext } from "~/request-context";
import { refusedAction, requireVendorSession } from "~/session/vendor-access.server";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorMessageOf } from "~/lib/error-message";
import { formText } from "~/lib/form-fields";
import { PRICING_DRAFT } from "~/lib/resumable-forms";
import { returningTo, sessionEndedSinceRender, signInToResume } from "~/session/form-resume.server";

export const PRICING_INTENTS = ["fees", "add-rate", "remove-rate", "preview-csv", "save-csv"] as const;
export type PricingIntent = (typeof PRICING_INTENTS)[number];

export interface PricingActionData {
  intent: PricingIntent | null;
  values: Record<string, string>;
  fieldErrors: Record<string, string | undefined>;
  formError: string | null;
  fileError?: string | null;
  rowErrors?: CsvRowError[];
  preview?: { rates: Rate[]; csv: string; fileName: string };
  saved?: string;
}

function updateFrom(pricing: Pricing, changes: Partial<PricingUpdate>): PricingUpdate {
  return {
    cleaning_fee: pricing.cleaning_fee,
    extra_guest_fee: pricing.extra_guest_fee,
    extra_guest_from: pricing.extra_guest_from,
    minimum_stay: pricing.minimum_stay,
    rates: pricing.rates,
    ...changes,
  };
}

/**
 * Pricing for one of the vendor's properties: fees, one rate typed with the money input, or a
 * CSV file that is checked row by row and previewed; nothing is sent until it is all valid.
 * A session that ends on the way keeps the form as a draft for after the sign-in (never a file);
 * removing a rate has nothing typed to keep, and signs in again the plain way.
 */
export async function pricingAction(request: Request, url: URL, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const propertyId = Number(form.get("property") ?? url.searchParams.get("property"));
  const rawIntent = formText(form, "intent");
  const intent = (PRICING_INTENTS as readonly string[]).includes(rawIntent) ? (rawIntent as PricingIntent) : null;
  const resume = returningTo(
    { request, url, context },
    { property: Number.isInteger(propertyId) && propertyId > 0 ? String(propertyId) : null },
  );
  const resumable = intent !== null && intent !== "remove-rate";
  if (resumable && sessionEndedSinceRender(context, form)) throw await signInToResume(resume, PRICING_DRAFT, form);
  requireVendorSession(context, url);
  /** The API refused the session (401): sign in and come back to what was typed; else the account (403). */
  const refused = async (failure: ApiFailure) => {
    if (failure.status === 401 && resumable) throw await signInToResume(resume, PRICING_DRAFT, form);
    return refusedAction(context, failure);
  };
  const reply = (init: Partial<PricingActionData>, status = 200) =>
    data<PricingActionData>({ intent, values: {}, fieldErrors: {}, formError: null, ...init }, { status });
  if (!intent) return reply({ formError: "Choose what to save." }, 400);
  if (!Number.isInteger(propertyId) || propertyId < 1)
    return reply({ formError: "Choose one of your properties first." }, 400);

  const api = context.get(apiContext);
  const current = await getPricing(api, propertyId);
  if (!current.success) {
    if (current.status === 401 || current.status === 403) return refused(current);
    return reply(
      {
        formError:
          current.status === 404
            ? "That property is not one of yours."
            : "Your pricing could not be loaded right now. Please try again.",
      },
      current.status === 404 ? 404 : 502,
    );
  }

  const save = async (update: PricingUpdate, values: Record<string, string>, saved: string) => {
    const result = await savePricing(api, propertyId, update);
    if (result.success) return reply({ saved });
    if (result.status === 401 || result.status === 403) return refused(result);
    return reply(
      {
        values,
        formError: isClientError(result.status)
          ? visitorMessageOf(result)
          : "Your pricing could not be saved right now. Please try again.",
      },
      actionFailureStatus(result.status),
    );
  };

  if (intent === "fees") {
    const values = Object.fromEntries(
      ["cleaning_fee", "extra_guest_fee", "extra_guest_from", "minimum_stay"].map((name) => [
        name,
        formText(form, name),
      ]),
    );
    const parsed = feesSchema.safeParse({
      ...values,
      cleaning_fee: plainAmount(values.cleaning_fee!),
      extra_guest_fee: plainAmount(values.extra_guest_fee!),
    });
    if (!parsed.success) return reply({ values, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
    return save(updateFrom(current.data, parsed.data), values, "Fees and minimum stay saved.");
  }

  if (intent === "add-rate") {
    const values = Object.fromEntries(
      ["start_date", "end_date", "nightly_price", "minimum_stay"].map((name) => [name, formText(form, name)]),
    );
    const parsed = rateSchema.safeParse({ ...values, nightly_price: plainAmount(values.nightly_price!) });
    if (!parsed.success) return reply({ values, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
    return save(
      updateFrom(current.data, { rates: mergeRates(current.data.rates, [parsed.data]) }),
      values,
      `Rate from ${parsed.data.start_date} to ${parsed.data.end_date} saved.`,
    );
  }

  if (intent === "remove-rate") {
    const start = formText(form, "start_date");
    const rates = current.data.rates.filter((rate) => rate.start_date !== start);
    if (rates.length === current.data.rates.length) return reply({ formError: "That rate was already removed." }, 404);
    return save(updateFrom(current.data, { rates }), {}, `Rate from ${start} removed.`);
  }

  if (intent === "preview-csv") {
    const file = form.get("csv_file");
    if (!file || typeof file === "string" || file.size === 0)
      return reply({ fileError: "Choose a CSV file to upload." }, 400);
    // Refused by its size alone, before a byte of it is read.
    if (file.size > MAX_CSV_BYTES) return reply({ fileError: tooLargeMessage(file.size) }, 413);
    const text = await file.text();
    const result = parsePricingCsv(text, file.size);
    if (!result.ok) return reply({ fileError: result.fileError, rowErrors: result.rowErrors }, 400);
    return reply({ preview: { rates: result.rates, csv: text, fileName: file.name } });
  }

  const csv = formText(form, "csv");
  const result = parsePricingCsv(csv);
  if (!result.ok)
    return reply(
      { fileError: result.fileError ?? "The file has errors; upload it again.", rowErrors: result.rowErrors },
      400,
    );
  return save(
    updateFrom(current.data, { rates: mergeRates(current.data.rates, result.rates) }),
    {},
    `${result.rates.length} rates from your file saved.`,
  );
}
