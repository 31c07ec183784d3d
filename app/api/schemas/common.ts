import { z } from "zod";

/** SPEC 7 lists: `data.entities` plus `data.pagination`. */
export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function listAnswerSchema<T extends z.ZodType>(entity: T) {
  return z.object({ data: z.object({ entities: z.array(entity), pagination: paginationSchema }) });
}

export function dataAnswerSchema<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

/** Flags arrive as 0/1 (SPEC 3) or booleans; both read as booleans. */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/** YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const imageSchema = z.object({ url: z.string(), alt: z.string().default("") });
export type Image = z.infer<typeof imageSchema>;

export const categoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
