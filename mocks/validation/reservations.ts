import { z } from "zod";
import { isCalendarDate } from "./fields";

export const RESERVATION_SCOPES = ["upcoming", "current", "past", "cancelled"] as const;

const day = (name: string) => z.string().refine(isCalendarDate, `${name} must be a date like 2026-07-01.`).optional();

/** GET /vendor/reservations: the query (page and per_page: respond.ts pageParams). */
export const RESERVATION_LIST_RULES = z
  .object({
    scope: z.enum(RESERVATION_SCOPES, { error: `scope must be one of ${RESERVATION_SCOPES.join(", ")}.` }).optional(),
    property_id: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, "property_id must be the id of one of your properties.")
      .transform(Number)
      .optional(),
    from: day("from"),
    to: day("to"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "to must be on or after from.",
    path: ["to"],
  });
