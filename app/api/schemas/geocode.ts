import { z } from "zod";
import { dataAnswerSchema } from "./common";

/** docs/api.md, Owners: one suggestion of GET /vendor/geocode. */
export const placeSuggestionSchema = z.object({
  label: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  destination_slug: z.string().nullable().default(null),
});
export const geocodeAnswerSchema = dataAnswerSchema(z.object({ entities: z.array(placeSuggestionSchema) }));
