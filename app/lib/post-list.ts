import type { Pagination, Post, PostCategory } from "~/api/schemas";
import type { PostSection } from "~/lib/post-sections";

/**
 * What a post list page shows (/blog, /destinations and their category pages): a page of posts
 * without their bodies and the category navigation, or the failure of the list with its status
 * (SPEC 8) so the page can offer a retry.
 */
export interface PostListData {
  section: PostSection;
  page: number;
  categorySlug: string | null;
  category: PostCategory | null;
  categories: PostCategory[];
  posts: { entities: Post[]; pagination: Pagination } | null;
  failure: { error: string; status: number } | null;
}
