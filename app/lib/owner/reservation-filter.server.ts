import { z } from "zod";
import type { ReservationFilterValues } from "./reservations";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const day = z
  .string()
  .trim()
  .refine((value) => value === "" || isDay(value), "Enter a date like 2026-07-01.");

/** The reservations filter (a GET form): a property id of the vendor's, and a date range in order. */
const filterSchema = z
  .object({
    property: z
      .string()
      .trim()
      .regex(/^(\d{1,9})?$/, "Choose one of your properties."),
    from: day,
    to: day,
  })
  .refine((values) => !values.from || !values.to || values.from <= values.to, {
    message: "The end date must be on or after the start date.",
    path: ["to"],
  });

export interface ReservationFilter {
  values: ReservationFilterValues;
  /** What the API is asked for: only the fields that passed. */
  query: { property_id?: number; from?: string; to?: string };
  errors: Partial<Record<keyof ReservationFilterValues, string>>;
}

/** Reads ?property=&from=&to=; a field that breaks its rule is reported and left out of the query. */
export function readReservationFilter(url: URL, propertyIds: readonly number[]): ReservationFilter {
  const values: ReservationFilterValues = {
    property: url.searchParams.get("property")?.trim() ?? "",
    from: url.searchParams.get("from")?.trim() ?? "",
    to: url.searchParams.get("to")?.trim() ?? "",
  };
  const errors: ReservationFilter["errors"] = {};
  const parsed = filterSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReservationFilterValues;
      errors[field] ??= issue.message;
    }
  }
  const query: ReservationFilter["query"] = {};
  if (values.property && !errors.property) {
    const id = Number(values.property);
    if (propertyIds.includes(id)) query.property_id = id;
    else errors.property = "Choose one of your properties.";
  }
  if (values.from && !errors.from) query.from = values.from;
  if (values.to && !errors.to) query.to = values.to;
  return { values, query, errors };
}
