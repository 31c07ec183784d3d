import { Link } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/** One link of the HTML sitemap. */
export interface SitemapLink {
  href: string;
  label: string;
}

export function SitemapList({ links }: { links: SitemapLink[] }) {
  const pagePath = useAmpAwarePath();
  return (
    <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3">
      {links.map((link) => (
        <li key={link.href} className="break-inside-avoid">
          <Link to={pagePath(link.href)} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
