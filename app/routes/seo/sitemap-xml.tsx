import type { Route } from "./+types/sitemap-xml";
import { getEnv } from "~/env.server";
import { allPublicPaths } from "./sitemap-data.server";
import { cacheHeaders } from "~/lib/cache-policy";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** /sitemap.xml from the data: every public page, home and article. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = getEnv().SITE_URL.replace(/\/+$/, "");
  const paths = await allPublicPaths(context);
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        ...cacheHeaders("public-page", "sitemap"),
      },
    },
  );
}
