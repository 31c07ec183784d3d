import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { listPostCategories, listPosts } from "~/api/posts.server";
import { pageError } from "~/lib/http-errors";
import type { PostListData } from "~/lib/post-list";
import { pageFromUrl } from "~/lib/pagination";
import { postSectionOf } from "~/lib/post-sections";
import { apiContext } from "~/request-context";

/**
 * Loader of the post lists (/blog, /destinations and their category pages): the posts and the
 * category navigation, side by side. A failed list keeps the page and reports the failure with
 * its status (SPEC 8, default 500) so the page can offer a retry.
 */
/** A card shows the title and the excerpt: the article bodies stay on the server. */
function withoutBodies<T extends { entities: { body: string }[] }>(list: T): T {
  return { ...list, entities: list.entities.map((post) => ({ ...post, body: "" })) };
}

export async function loadPostList(url: URL, context: Readonly<RouterContextProvider>, categorySlug?: string) {
  const page = pageFromUrl(url);
  const section = postSectionOf(url.pathname);
  const destination = section === "destinations";
  const api = context.get(apiContext);
  const [posts, categories] = await Promise.all([
    listPosts(api, { destination, page, categorySlug }),
    listPostCategories(api, destination),
  ]);
  if (!posts.success && posts.status === 404 && categorySlug) throw pageError(404, "Category not found");
  const categoryList = categories.success ? categories.data.entities : [];
  const category = categorySlug ? (categoryList.find((candidate) => candidate.slug === categorySlug) ?? null) : null;
  if (posts.success) {
    if (page > posts.data.pagination.last_page) throw pageError(404, "Page not found");
    return data<PostListData>({
      section,
      page,
      categorySlug: categorySlug ?? null,
      category,
      categories: categoryList,
      posts: withoutBodies(posts.data),
      failure: null,
    });
  }
  return data<PostListData>(
    {
      section,
      page,
      categorySlug: categorySlug ?? null,
      category,
      categories: categoryList,
      posts: null,
      failure: { error: posts.error, status: posts.status || 500 },
    },
    { status: posts.status >= 400 ? posts.status : 500 },
  );
}
