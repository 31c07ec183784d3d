import { z } from "zod";
import { dataAnswerSchema, isoDateSchema } from "./common";

const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** GET /exchange-rates (docs/api.md): units of each currency for one unit of `base`, the base listed. */
export const exchangeRatesSchema = z
  .object({
    base: currencyCode,
    date: isoDateSchema,
    rates: z.record(currencyCode, z.number().positive()),
  })
  .refine((answer) => answer.rates[answer.base] !== undefined, {
    message: "The base currency has no rate",
    path: ["rates"],
  });

export const exchangeRatesAnswerSchema = dataAnswerSchema(exchangeRatesSchema);
