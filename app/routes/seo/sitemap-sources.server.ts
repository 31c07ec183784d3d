import type { ApiClient } from "~/api/client.server";
import { listDestinations } from "~/api/destinations.server";
import { listPosts } from "~/api/posts.server";
import { listCategories, searchProperties } from "~/api/properties.server";

/** One URL of the XML sitemap: its path, and when it last changed if the data says. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** One page of a source, as the upstream answered it. */
export interface SourcePage {
  entries: SitemapEntry[];
  /** How many entries the whole source has. */
  total: number;
}

/** Where one kind of public URL comes from, page by page. */
export interface SitemapSource {
  /** Entries per page of `page()`. */
  pageSize: number;
  /**
   * True when the entries come newest first (docs/api.md: posts do), so the first entry of a
   * run of entries carries the run's latest `lastmod`.
   */
  newestFirst: boolean;
  /** Page `page` (from 1), or null when the upstream failed. */
  page(api: ApiClient, page: number): Promise<SourcePage | null>;
}

/** The site's own pages: they have no date of change in any data, so no lastmod. */
const STATIC_PATHS = [
  "/",
  "/properties",
  "/destinations",
  "/blog",
  "/categories",
  "/about-us",
  "/contact-us",
  "/support",
  "/owner-support",
  "/privacy-policy",
  "/terms-and-conditions",
  "/publish-my-property",
  "/sitemap",
];

/** The upstream's largest page (docs/api.md, Conventions). */
const API_PAGE = 100;
/** GET /categories's page (the size every other caller asks for, so answers are shared). */
const CATEGORY_PAGE = 50;
/** GET /site-posts's page size is SPEC 7's, fixed by postListQuery. */
const POST_PAGE = 12;

const undated = (path: string): SitemapEntry => ({ path, lastmod: null });

function postSource(destination: boolean): SitemapSource {
  return {
    pageSize: POST_PAGE,
    newestFirst: true,
    async page(api, page) {
      const result = await listPosts(api, { destination, page, excludeCategories: [] });
      if (!result.success) return null;
      return {
        total: result.data.pagination.total,
        entries: result.data.entities.map((post) => ({
          path: `/${destination ? "destinations" : "blog"}/post/${post.slug}`,
          lastmod: post.published_at,
        })),
      };
    },
  };
}

/** The kinds of URL, in the order the sitemap index lists them. */
export const SITEMAP_SOURCES = {
  pages: {
    pageSize: STATIC_PATHS.length,
    newestFirst: false,
    page: (_api, page) =>
      Promise.resolve({ total: STATIC_PATHS.length, entries: page === 1 ? STATIC_PATHS.map(undated) : [] }),
  },
  destinations: {
    pageSize: API_PAGE,
    newestFirst: false,
    async page(api, page) {
      const result = await listDestinations(api, { page, perPage: API_PAGE });
      if (!result.success) return null;
      return {
        total: result.data.pagination.total,
        entries: result.data.entities.map((destination) => undated(`/rentals/${destination.slug}`)),
      };
    },
  },
  categories: {
    pageSize: CATEGORY_PAGE,
    newestFirst: false,
    async page(api, page) {
      const result = await listCategories(api, page);
      if (!result.success) return null;
      return {
        total: result.data.pagination.total,
        entries: result.data.entities.map((category) => undated(`/categories/${category.id}/${category.slug}`)),
      };
    },
  },
  properties: {
    pageSize: API_PAGE,
    newestFirst: false,
    async page(api, page) {
      const result = await searchProperties(api, { sort: "recommended", amenities: [] }, page, API_PAGE);
      if (!result.success) return null;
      return {
        total: result.data.pagination.total,
        entries: result.data.entities.map((property) => undated(`/properties/${property.id}/${property.slug}`)),
      };
    },
  },
  blog: postSource(false),
  guides: postSource(true),
} satisfies Record<string, SitemapSource>;

export type SitemapKind = keyof typeof SITEMAP_SOURCES;

export const SITEMAP_KINDS = Object.keys(SITEMAP_SOURCES) as SitemapKind[];
