import { z } from "zod";
import { categoryRefSchema, flagSchema, listAnswerSchema } from "./common";

export const postSchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string(),
  excerpt: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
  body: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
  image_url: z
    .string()
    .nullish()
    .transform((value) => value ?? ""),
  author: z
    .object({ name: z.string() })
    .nullish()
    .transform((value) => value ?? null),
  published_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** True for destination guides (SPEC 3). */
  destination: flagSchema,
  category: categoryRefSchema.nullish().transform((value) => value ?? null),
});
export type Post = z.infer<typeof postSchema>;

export const postListAnswerSchema = listAnswerSchema(postSchema);
export type PostList = z.infer<typeof postListAnswerSchema>["data"];

/** SPEC 7: the by-slug answer is read as `data`, or as the object itself without a wrapper. */
export const postBySlugAnswerSchema = z.union([
  z.object({ data: postSchema }).transform((answer) => answer.data),
  postSchema,
]);

export const postCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  name: z.string(),
  post_count: z.number().int().min(0).optional(),
});
export type PostCategory = z.infer<typeof postCategorySchema>;
export const postCategoryListAnswerSchema = listAnswerSchema(postCategorySchema);
