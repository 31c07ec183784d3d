import { z } from "zod";
import { dataAnswerSchema, listAnswerSchema } from "./common";

export const destinationSchema = z.object({
  slug: z.string().min(1),
  name: z.string(),
  country: z.string(),
  image_url: z.string(),
  intro: z.string().default(""),
  highlights: z.array(z.string()).default([]),
  property_count: z.number().int().min(0).optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationListAnswerSchema = listAnswerSchema(destinationSchema);
export const destinationAnswerSchema = dataAnswerSchema(destinationSchema);

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  name: z.string(),
  description: z.string().default(""),
  image_url: z.string().default(""),
  property_count: z.number().int().min(0).optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListAnswerSchema = listAnswerSchema(categorySchema);
export const categoryAnswerSchema = dataAnswerSchema(categorySchema);
