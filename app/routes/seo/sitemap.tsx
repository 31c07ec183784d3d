import type { Route } from "./+types/sitemap";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { SITEMAP_SECTIONS } from "./sitemap-data.server";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export function loader() {
  return { sections: SITEMAP_SECTIONS };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Site map", description: "Every section of the site in one place." });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Site map"
        title="Site map"
        intro="Every section of the site, with links to every destination, home and article."
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-4 sm:grid-cols-2">
          {loaderData.sections.map((section) => (
            <li key={section.slug}>
              <PageLink
                to={`/sitemap/${section.slug}`}
                className="block h-full rounded-[var(--radius-card)] border border-line p-5 hover:shadow-card"
              >
                <span className="font-semibold text-brand-700">{section.title}</span>
                <span className="mt-1 block text-sm text-muted">{section.description}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
