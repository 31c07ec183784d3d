import { Link } from "react-router";
import type { SitemapLink } from "~/routes/sitemap-data.server";

export function SitemapList({ links }: { links: SitemapLink[] }) {
  return (
    <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3">
      {links.map((link) => (
        <li key={link.href} className="break-inside-avoid">
          <Link to={link.href} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
