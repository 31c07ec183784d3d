import type { ReactNode } from "react";
import { BackChevron } from "~/components/back-chevron";
import { useRootData } from "~/components/session-user";
import { SiteFooter } from "~/components/site-footer";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/** Phones, content pages: a back chevron bar on top instead of the full header. */
export function MobileDetailsLayout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const pagePath = useAmpAwarePath();
  return (
    <div className="flex min-h-dvh flex-col" data-layout="mobile-details">
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-line bg-white/95 px-3 py-1.5 backdrop-blur">
        <BackChevron to={pagePath("/")} />
        <span className="truncate font-semibold">{root?.site.name}</span>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
