import { getEnv } from "~/env.server";
import { AMP_PREFIX } from "~/lib/amp-path";
import { cacheHeaders } from "~/lib/cache-policy";

const PRIVATE_PATHS = ["/login", "/profile", "/roles", "/checkout", "/logout", "/consent", `${AMP_PREFIX}/`];

/** robots.txt: private pages out, the /amp twins out (their canonical is the bare page), the sitemap in. */
export function loader() {
  const env = getEnv();
  const origin = env.SITE_URL.replace(/\/+$/, "");
  const rules = env.APP_ENV === "production" ? PRIVATE_PATHS.map((path) => `Disallow: ${path}`) : ["Disallow: /"];
  const body = ["User-agent: *", ...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("public-page", "file") },
  });
}
