import type { ReactNode } from "react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

/** Desktop property details: search in the header, a wide reading column. */
export function DetailsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="details">
      <SiteHeader withSearch />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
