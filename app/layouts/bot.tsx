import type { ReactNode } from "react";

/** Crawlers get the content alone: no overlay, modals, banner or chrome. */
export function BotLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" data-layout="bot">
      {children}
    </main>
  );
}
