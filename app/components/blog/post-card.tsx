import { Link } from "react-router";
import type { Post } from "~/api/schemas";
import { formatDate } from "~/lib/dates";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { Picture } from "~/components/picture";

export function postPath(post: Pick<Post, "slug" | "destination">): string {
  return `${post.destination ? "/destinations" : "/blog"}/post/${post.slug}`;
}

/** A photography-first post card: picture, category, title, excerpt, date. */
/**
 * `headingLevel` follows the page outline: 2 when the list sits right under the page title.
 * `priority`: the list's first picture, likely the page's largest paint, fetched before the rest.
 */
export function PostCard({
  post,
  eager = false,
  priority = false,
  headingLevel = 3,
}: {
  post: Post;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const pagePath = useAmpAwarePath();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white transition-shadow hover:shadow-card">
      <div className="aspect-[3/2] overflow-hidden bg-surface">
        <Picture
          src={post.image_url}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {post.category ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category.name}</p>
        ) : null}
        <Heading className="mt-1 text-lg leading-snug font-semibold">
          <Link to={pagePath(postPath(post))} className="after:absolute after:inset-0 focus:outline-none">
            <span className="relative">{post.title}</span>
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p> : null}
        {post.published_at ? (
          <p className="mt-auto pt-4 text-xs text-muted">
            <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
