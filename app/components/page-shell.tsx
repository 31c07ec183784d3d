import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

export interface ShellLink {
  to: string;
  label: string;
  description: string;
}

/**
 * A page whose main feature is not built yet says so plainly and offers the nearest useful
 * places instead of an empty screen.
 */
export function PageShell({
  eyebrow,
  title,
  intro,
  notice,
  links,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  notice: string;
  links: ShellLink[];
  children?: ReactNode;
}) {
  const pagePath = useAmpAwarePath();
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
        <p role="status" className="rounded-2xl border border-line bg-surface px-5 py-4 text-sm text-ink">
          {notice}
        </p>
        {children}
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={pagePath(link.to)}
                className="block h-full rounded-[var(--radius-card)] border border-line p-5 transition-shadow hover:shadow-card"
              >
                <span className="font-semibold text-brand-700">{link.label}</span>
                <span className="mt-1 block text-sm text-muted">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
