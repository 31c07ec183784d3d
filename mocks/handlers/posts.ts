import { http } from "msw";
import { createSerializers } from "../serialize";
import type { Store } from "../store";
import { notFound, ok, originOf, pageParams, paginate } from "./respond";

/** SPEC 7 GET /site-posts and GET /site-posts/by-slug/1/{slug}. */
export function postHandlers(base: string, store: Store) {
  return [
    http.get(`${base}/site-posts`, ({ request }) => {
      const url = new URL(request.url);
      const paging = pageParams(url, 12);
      if (paging instanceof Response) return paging;
      const published = url.searchParams.get("published");
      const destination = url.searchParams.get("destination");
      const categorySlug = url.searchParams.get("category_slug");
      const excluded = new Set(url.searchParams.getAll("ncategories[]").map(Number));
      const category = categorySlug
        ? store.postCategories.find((candidate) => candidate.slug === categorySlug)
        : undefined;
      if (categorySlug && !category) return notFound("Category");
      const posts = store.posts
        .filter((post) => published !== "1" || post.published)
        .filter((post) => destination === null || post.destination === (destination === "1"))
        .filter((post) => !category || post.categoryId === category.id)
        .filter((post) => !excluded.has(post.categoryId))
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      const serialize = createSerializers(store, originOf(request, base));
      const { entities, pagination } = paginate(posts, paging.page, paging.perPage);
      return ok({ entities: entities.map(serialize.post), pagination });
    }),
    http.get(`${base}/site-posts/categories`, ({ request }) => {
      const destination = new URL(request.url).searchParams.get("destination");
      const posts = store.posts.filter(
        (post) => post.published && (destination === null || post.destination === (destination === "1")),
      );
      const entities = store.postCategories
        .map((category) => ({
          ...category,
          post_count: posts.filter((post) => post.categoryId === category.id).length,
        }))
        .filter((category) => category.post_count > 0);
      return ok({
        entities,
        pagination: { current_page: 1, per_page: Math.max(1, entities.length), total: entities.length, last_page: 1 },
      });
    }),
    http.get(`${base}/site-posts/by-slug/1/:slug`, ({ request, params }) => {
      const post = store.posts.find((candidate) => candidate.slug === params.slug && candidate.published);
      if (!post) return notFound("Post");
      return ok(createSerializers(store, originOf(request, base)).post(post));
    }),
  ];
}
