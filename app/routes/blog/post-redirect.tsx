import { redirect } from "react-router";
import type { Route } from "./+types/post-redirect";
import { getPostBySlug } from "~/api/posts.server";
import { ampAwarePath } from "~/lib/amp-path";
import { pageError } from "~/lib/http-errors";
import { apiContext } from "~/request-context";

/**
 * SPEC 2 post redirect route (/blog/{slug}/{post}, /destinations/{slug}/{post}): fetches the
 * post by slug and sends a permanent redirect to its canonical post URL.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = params.post?.trim();
  if (!slug) throw pageError(404, "No post specified");
  const result = await getPostBySlug(context.get(apiContext), slug);
  if (!result.success) throw pageError(result.status === 404 ? 404 : 410, "Post not found");
  const section = result.data.destination ? "destinations" : "blog";
  return redirect(ampAwarePath(`/${section}/post/${encodeURIComponent(result.data.slug)}`, url), 301);
}

/** Never rendered: the loader always redirects or throws. A component keeps this a page route, so errors get the error page. */
export default function RedirectOnly() {
  return null;
}
