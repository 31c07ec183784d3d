import { z } from "zod";
import { amount, isCalendarDate } from "./fields";

const day = (name: string) =>
  z
    .string({ error: `${name} must be a date like 2027-05-01.` })
    .refine(isCalendarDate, `${name} must be a date like 2027-05-01.`);

/** A range of nights: `from` the first night, `to` the day after the last (exclusive), `from` before `to`. */
export const NIGHT_RANGE_RULES = z
  .object({ from: day("from"), to: day("to") })
  .refine((range) => range.from < range.to, { message: "to must be after from.", path: ["to"] });

/** PUT /vendor/properties/{id}/calendar/prices: the range and its nightly price (more than 0). */
export const NIGHT_PRICE_RULES = z
  .object({ from: day("from"), to: day("to"), nightly_price: amount("nightly_price", 0.01) })
  .refine((range) => range.from < range.to, { message: "to must be after from.", path: ["to"] });
