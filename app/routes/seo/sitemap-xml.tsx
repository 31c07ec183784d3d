import type { Route } from "./+types/sitemap-xml";
import { cacheHeaders } from "~/lib/cache-policy";
import { XML_CONTENT_TYPE } from "~/lib/sitemap-xml";
import { sitemapIndex } from "./sitemap-files.server";

/** /sitemap.xml: the sitemap index, one child sitemap per 50,000 URLs of each kind (sitemap-files.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await sitemapIndex(context), {
    headers: { "Content-Type": XML_CONTENT_TYPE, ...cacheHeaders("public-page", "sitemap") },
  });
}
