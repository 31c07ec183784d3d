import { NavLink } from "react-router";
import { LoadError } from "~/components/blog/load-error";
import { PaginationNav } from "~/components/pagination-nav";
import { PostCardSkeletons } from "~/components/blog/post-card-skeleton";
import { useBlogLoading } from "~/components/blog/use-blog-loading";
import { PageHeader } from "~/components/page-header";
import { PostCard } from "~/components/blog/post-card";
import { SECTION_COPY } from "~/lib/post-sections";
import type { PostListData } from "~/lib/post-list";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

function CategoryNav({ data }: { data: PostListData }) {
  const pagePath = useAmpAwarePath();
  if (data.categories.length === 0) return null;
  const base = `/${data.section}`;
  const chip = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium ${isActive ? "border-ink bg-ink text-white" : "border-line bg-white hover:bg-surface"}`;
  return (
    <nav aria-label="Categories" className="-mx-4 mt-6 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        <li>
          <NavLink to={pagePath(base)} end className={chip}>
            All
          </NavLink>
        </li>
        {data.categories.map((category) => (
          <li key={category.slug}>
            <NavLink to={pagePath(`${base}/${category.slug}`)} className={chip}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list of posts: heading, category navigation, cards, pagination, empty and error states. */
export function PostsPage({ data }: { data: PostListData }) {
  const loading = useBlogLoading();
  const copy = SECTION_COPY[data.section];
  const title = data.category ? data.category.name : copy.title;
  return (
    <>
      <PageHeader
        eyebrow={data.category ? copy.title : copy.eyebrow}
        title={title}
        intro={data.category ? undefined : copy.intro}
      >
        <CategoryNav data={data} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6" aria-busy={loading}>
        {loading ? (
          <PostCardSkeletons />
        ) : data.failure ? (
          <LoadError
            what={copy.title}
            redirectTo={data.categorySlug || data.page > 1 ? `/${data.section}` : "/"}
            redirectLabel={data.categorySlug || data.page > 1 ? `All ${copy.title.toLowerCase()}` : "Home"}
          />
        ) : data.posts && data.posts.entities.length > 0 ? (
          <>
            <p className="mb-4 text-sm text-muted">
              {data.posts.pagination.total} {data.posts.pagination.total === 1 ? "article" : "articles"}
              {data.page > 1 ? ` · page ${data.page} of ${data.posts.pagination.last_page}` : ""}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.posts.entities.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} eager={index < 3} priority={index === 0} headingLevel={2} />
                </li>
              ))}
            </ul>
            <PaginationNav page={data.page} lastPage={data.posts.pagination.last_page} label={`${title} pages`} />
          </>
        ) : (
          <div className="rounded-3xl border border-line bg-surface px-6 py-10 text-center">
            <p className="text-lg font-semibold">Nothing here yet</p>
            <p className="mt-2 text-sm text-muted">
              There are no articles in this category for now. The other categories have plenty to read.
            </p>
          </div>
        )}
      </div>
    </>
  );
}
