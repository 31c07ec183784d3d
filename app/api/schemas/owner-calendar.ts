import { z } from "zod";
import { dataAnswerSchema, isoDateSchema } from "./common";
import { ownerNameSchema } from "./owner-listings";

/** docs/api.md, Owners, Calendar: a range of nights, `end` the day after the last. */
const nightRangeSchema = z.object({ start: isoDateSchema, end: isoDateSchema });

export const calendarNightSchema = z.object({
  date: isoDateSchema,
  status: z.enum(["booked", "blocked", "open"]),
  price: z.number().nonnegative(),
  price_source: z.enum(["owner", "rate", "season"]),
});
export type CalendarNight = z.infer<typeof calendarNightSchema>;

export const ownerCalendarSchema = z.object({
  property_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  owner_name: ownerNameSchema,
  currency: z.string().length(3),
  from: isoDateSchema,
  to: isoDateSchema,
  nights: z.array(calendarNightSchema),
  booked: z.array(nightRangeSchema.extend({ reference: z.string().nullable() })),
  blocked: z.array(nightRangeSchema),
});
export type OwnerCalendar = z.infer<typeof ownerCalendarSchema>;
export const ownerCalendarAnswerSchema = dataAnswerSchema(ownerCalendarSchema);
