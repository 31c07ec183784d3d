import { Link } from "react-router";

/** One link of the HTML sitemap. */
export interface SitemapLink {
  href: string;
  label: string;
}

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
