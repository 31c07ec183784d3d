import { Suspense } from "react";
import { Await, data, redirect } from "react-router";
import type { Route } from "./+types/post";
import { getPostBySlug, listPosts } from "~/api/posts.server";
import type { Post } from "~/api/schemas";
import { LoadError } from "~/components/blog/load-error";
import { PostCardSkeletons } from "~/components/blog/post-card-skeleton";
import { useBlogLoading } from "~/components/blog/use-blog-loading";
import { PostCard, postPath } from "~/components/blog/post-card";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { ampAwarePath } from "~/lib/amp-path";
import { now } from "~/lib/clock";
import { formatDate } from "~/lib/dates";
import { pageError } from "~/lib/http-errors";
import { canonicalUrl } from "~/lib/canonical";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { postStructuredData } from "~/lib/post-structured-data";
import { SECTION_COPY, postSectionOf } from "~/lib/post-sections";
import { relativeTime } from "~/lib/relative-time";
import { requestPictureSettings } from "~/lib/picture-settings.server";
import { sanitizePostHtml } from "~/lib/sanitize-post.server";
import { apiContext } from "~/request-context";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";
import { Picture } from "~/components/picture";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "article");

const RELATED_COUNT = 3;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!/^[\w-]{1,200}$/.test(params.slug)) throw pageError(404, "Post not found");
  const api = context.get(apiContext);
  const section = postSectionOf(url.pathname);
  const result = await getPostBySlug(api, params.slug);
  if (!result.success) {
    if (result.status === 404) throw pageError(404, "Post not found");
    return data(
      {
        section,
        post: null,
        related: Promise.resolve([] as Post[]),
        now: now().getTime(),
        failure: { error: result.error, status: result.status || 500 },
      },
      { status: result.status >= 400 ? result.status : 500 },
    );
  }
  const post = result.data;
  const postSection = post.destination ? "destinations" : "blog";
  if (postSection !== section || post.slug !== params.slug) {
    throw redirect(ampAwarePath(`/${postSection}/post/${encodeURIComponent(post.slug)}`, url), 301);
  }
  // Related posts are not needed for the first paint: stream them in after the article.
  const related = listPosts(api, { destination: post.destination, categorySlug: post.category?.slug }).then((list) =>
    list.success
      ? list.data.entities
          .filter((candidate) => candidate.slug !== post.slug)
          .slice(0, RELATED_COUNT)
          .map((candidate) => ({ ...candidate, body: "" }))
      : [],
  );
  return data({
    section,
    post: { ...post, body: sanitizePostHtml(post.body, requestPictureSettings(context).proxiedOrigin) },
    related,
    now: now().getTime(),
    failure: null,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const post = loaderData?.post;
  if (!post) return pageMeta(matches, { title: SECTION_COPY[postSectionOf(location.pathname)].title, noindex: true });
  const site = siteFromMatches(matches);
  return pageMeta(matches, {
    title: post.title,
    description: post.excerpt,
    image: post.image_url || undefined,
    type: "article",
    publishedTime: post.published_at ?? undefined,
    structuredData: postStructuredData(post, site, canonicalUrl(site.url, postPath(post), "")),
  });
};

function Breadcrumbs({ post }: { post: Post }) {
  const section = post.destination ? "destinations" : "blog";
  const copy = SECTION_COPY[section];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <PageLink to="/" className="hover:text-ink hover:underline">
            Home
          </PageLink>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <PageLink to={`/${section}`} className="hover:text-ink hover:underline">
            {copy.title}
          </PageLink>
        </li>
        {post.category ? (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <PageLink to={`/${section}/${post.category.slug}`} className="hover:text-ink hover:underline">
                {post.category.name}
              </PageLink>
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const loading = useBlogLoading();
  const { post, related, now, section } = loaderData;
  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <LoadError
          asHeading
          what="This article"
          redirectTo={`/${section}`}
          redirectLabel={`All ${SECTION_COPY[section].title.toLowerCase()}`}
        />
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6" aria-busy={loading}>
      <Breadcrumbs post={post} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
      {post.excerpt ? <p className="mt-3 text-lg text-muted">{post.excerpt}</p> : null}
      <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-muted">
        {post.author ? <span>By {post.author.name}</span> : null}
        {post.author && post.published_at ? <span aria-hidden="true">·</span> : null}
        {post.published_at ? (
          <time dateTime={post.published_at} title={formatDate(post.published_at)}>
            {relativeTime(post.published_at, new Date(now))}
          </time>
        ) : null}
      </p>
      {post.image_url ? (
        <Picture
          src={post.image_url}
          alt=""
          width={768}
          height={512}
          sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
          priority
          className="mt-6 aspect-[3/2] w-full rounded-3xl object-cover"
        />
      ) : null}
      <div className="prose-page mt-8" dangerouslySetInnerHTML={{ __html: post.body }} />
      {post.category ? (
        <p className="mt-10 border-t border-line pt-6 text-sm">
          More in{" "}
          <PageLink to={`/${section}/${post.category.slug}`} className="font-semibold text-brand-700 underline">
            {post.category.name}
          </PageLink>{" "}
          or{" "}
          <PageLink to={`/${section}`} className="font-semibold text-brand-700 underline">
            all {SECTION_COPY[section].title.toLowerCase()}
          </PageLink>
        </p>
      ) : null}
      <section aria-label="Related articles" className="mt-12">
        <h2 className="text-2xl font-bold tracking-tight">You may also like</h2>
        <div className="mt-6">
          <Suspense fallback={<PostCardSkeletons count={RELATED_COUNT} />}>
            <Await
              resolve={related}
              errorElement={<p className="text-sm text-muted">Related articles are not available right now.</p>}
            >
              {(posts) =>
                posts.length ? (
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {posts.map((candidate) => (
                      <li key={candidate.slug}>
                        <PostCard post={candidate} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted">No related articles yet.</p>
                )
              }
            </Await>
          </Suspense>
        </div>
      </section>
    </article>
  );
}
