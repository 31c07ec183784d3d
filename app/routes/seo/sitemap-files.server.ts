import type { RouterContextProvider } from "react-router";
import type { ApiClient } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { pageError } from "~/lib/http-errors";
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndexXml, urlElement } from "~/lib/sitemap-xml";
import { apiContext } from "~/request-context";
import {
  SITEMAP_KINDS,
  SITEMAP_SOURCES,
  type SitemapKind,
  type SitemapSource,
  type SourcePage,
} from "./sitemap-sources.server";

/**
 * The XML sitemap: /sitemap.xml is an index of child sitemaps, /sitemaps/{kind}-{n}.xml, each
 * child the n-th run of at most `limit` URLs of one kind (sitemap-sources.server.ts).
 */

/** The protocol's bound: one sitemap lists at most 50,000 URLs. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapOptions {
  /** URLs per child sitemap; SITEMAP_URL_LIMIT unless a test asks for fewer. */
  limit?: number;
}

export interface SitemapChild {
  kind: SitemapKind;
  /** From 1. */
  number: number;
}

export const childSitemapPath = ({ kind, number }: SitemapChild) => `/sitemaps/${kind}-${number}.xml`;

const CHILD_NAME = new RegExp(`^(${SITEMAP_KINDS.join("|")})-([1-9][0-9]{0,8})\\.xml$`);

/** The child a file name of /sitemaps/ names, or null. */
export function parseChildName(name: string): SitemapChild | null {
  const match = CHILD_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

const siteOrigin = () => getEnv().SITE_URL.replace(/\/+$/, "");
const unavailable = () => pageError(502, "The sitemap could not be loaded");

/** Which page of `source` holds entry `index` (from 0), and where in that page it is. */
function locate(source: SitemapSource, index: number) {
  return { page: Math.floor(index / source.pageSize) + 1, offset: index % source.pageSize };
}

/** The lastmod of a child: the newest of its URLs' when the source says which one that is. */
async function childLastmod(
  api: ApiClient,
  source: SitemapSource,
  start: number,
  firstPage: { lastmod: string | null }[],
) {
  if (!source.newestFirst) return null;
  const at = locate(source, start);
  const entries = at.page === 1 ? firstPage : (await source.page(api, at.page))?.entries;
  if (!entries) throw unavailable();
  return entries[at.offset]?.lastmod ?? null;
}

/** The text of /sitemap.xml: every child of every kind, with its lastmod where the data has one. */
export async function sitemapIndex(
  context: Readonly<RouterContextProvider>,
  { limit = SITEMAP_URL_LIMIT }: SitemapOptions = {},
): Promise<string> {
  const api = context.get(apiContext);
  const origin = siteOrigin();
  const perKind = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const source: SitemapSource = SITEMAP_SOURCES[kind];
      const first = await source.page(api, 1);
      if (!first) throw unavailable();
      const children = Math.ceil(first.total / limit);
      return Promise.all(
        Array.from({ length: children }, async (_, index) => ({
          loc: `${origin}${childSitemapPath({ kind, number: index + 1 })}`,
          lastmod: await childLastmod(api, source, index * limit, first.entries),
        })),
      );
    }),
  );
  return sitemapIndexXml(perKind.flat());
}

/**
 * The body of one child sitemap, written page by page as the upstream answers. The first page
 * and the page of the child's first URL are asked before anything is written, so an unknown
 * child or a child past the end is a 404 and a failed upstream a 502; a page that fails later ends the body in an error, so
 * no cache keeps a sitemap cut short as if it were whole.
 */
export async function sitemapChild(
  context: Readonly<RouterContextProvider>,
  name: string,
  { limit = SITEMAP_URL_LIMIT }: SitemapOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const child = parseChildName(name);
  if (!child) throw pageError(404, "Sitemap not found");
  const api = context.get(apiContext);
  const source: SitemapSource = SITEMAP_SOURCES[child.kind];
  const start = (child.number - 1) * limit;
  const at = locate(source, start);
  // The first page says how many there are, before a page past the end is asked for.
  const head = await source.page(api, 1);
  if (!head) throw unavailable();
  if (start >= head.total) throw pageError(404, "Sitemap not found");
  const first = at.page === 1 ? head : await source.page(api, at.page);
  if (!first) throw unavailable();
  const run: Run = { api, source, name, start, end: Math.min(start + limit, head.total), origin: siteOrigin() };
  return textStream(urlsetTexts(run, at.page, first));
}

/** One child's run of entries: from entry `start` (from 0) to before `end`. */
interface Run {
  api: ApiClient;
  source: SitemapSource;
  name: string;
  start: number;
  end: number;
  origin: string;
}

/** The child's urlset, one text per upstream page: `first` is page `pageNumber`, the rest are asked in turn. */
async function* urlsetTexts(run: Run, pageNumber: number, first: SourcePage): AsyncGenerator<string> {
  yield URLSET_OPEN;
  let page = first;
  let index = (pageNumber - 1) * run.source.pageSize;
  for (;;) {
    let text = "";
    for (const entry of page.entries) {
      if (index >= run.start && index < run.end) text += urlElement(`${run.origin}${entry.path}`, entry.lastmod);
      index += 1;
    }
    if (text) yield text;
    if (index >= run.end || page.entries.length === 0) break;
    pageNumber += 1;
    const next = await run.source.page(run.api, pageNumber);
    if (!next) throw new Error(`${run.name}: page ${pageNumber} of its upstream failed; the sitemap is cut short`);
    page = next;
  }
  yield URLSET_CLOSE;
}

/**
 * A byte stream of the texts, each asked for only when the reader wants more (no queue ahead of
 * the reader: a slow client holds back the upstream calls, a gone one stops them).
 */
function textStream(texts: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await texts.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await texts.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
