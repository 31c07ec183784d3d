import type { Route } from "./+types/sitemap-child";
import { cacheHeaders } from "~/lib/cache-policy";
import { XML_CONTENT_TYPE } from "~/lib/sitemap-xml";
import { sitemapChild } from "./sitemap-files.server";

/** /sitemaps/{kind}-{n}.xml: one child of /sitemap.xml, streamed as the upstream answers. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return new Response(await sitemapChild(context, params.name), {
    headers: { "Content-Type": XML_CONTENT_TYPE, ...cacheHeaders("public-page", "sitemap") },
  });
}
