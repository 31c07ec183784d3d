import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { publicAnswers } from "~/api/shared-cache.server";
import { postBySlugAnswerSchema, postCategoryListAnswerSchema, postListAnswerSchema } from "~/api/schemas";

/** SPEC 9: blog page size 12; categories 18 and 33 are left out of the general blog by default. */
export const BLOG_PAGE_SIZE = 12;
export const DEFAULT_EXCLUDED_CATEGORY_IDS = [18, 33] as const;

export interface PostListOptions {
  /** True when the first path segment is "destinations" (destination guides). */
  destination: boolean;
  page?: number;
  categorySlug?: string;
  excludeCategories?: readonly number[];
}

/** The exact SPEC 7 query of GET /site-posts. */
export function postListQuery({
  destination,
  page = 1,
  categorySlug,
  excludeCategories,
}: PostListOptions): URLSearchParams {
  const query = new URLSearchParams({
    published: "1",
    destination: destination ? "1" : "0",
    per_page: String(BLOG_PAGE_SIZE),
    page: String(page),
  });
  if (categorySlug) query.set("category_slug", categorySlug);
  const excluded = excludeCategories ?? (!categorySlug && !destination ? DEFAULT_EXCLUDED_CATEGORY_IDS : []);
  for (const id of excluded) query.append("ncategories[]", String(id));
  return query;
}

export async function listPosts(api: ApiClient, options: PostListOptions) {
  const query = postListQuery(options);
  return payloadOf(
    await publicAnswers().get(`GET /site-posts?${query}`, postListAnswerSchema, () =>
      callApi("GET /site-posts", postListAnswerSchema, () =>
        api.http.get("site-posts", { searchParams: query }).json(),
      ),
    ),
  );
}

/** Public, so shared for a few seconds (UPSTREAM_CACHE_MS) like the post lists and properties. */
export function getPostBySlug(api: ApiClient, slug: string) {
  const path = `site-posts/by-slug/1/${encodeURIComponent(slug)}`;
  return publicAnswers().get(`GET /${path}`, postBySlugAnswerSchema, () =>
    callApi("GET /site-posts/by-slug/1/{slug}", postBySlugAnswerSchema, () => api.http.get(path).json()),
  );
}

/** The categories that have posts of this kind, for the category navigation. */
export async function listPostCategories(api: ApiClient, destination: boolean) {
  const kind = destination ? "1" : "0";
  return payloadOf(
    await publicAnswers().get(`GET /site-posts/categories?destination=${kind}`, postCategoryListAnswerSchema, () =>
      callApi("GET /site-posts/categories", postCategoryListAnswerSchema, () =>
        api.http.get("site-posts/categories", { searchParams: { destination: kind } }).json(),
      ),
    ),
  );
}
