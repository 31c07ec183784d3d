import type { ReactNode } from "react";

/** Nothing around the page: partner return pages, the site-map category page, /test. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-dvh" data-layout="empty">
      {children}
    </main>
  );
}
