import type { ReactNode } from "react";
import { BrandLogo } from "~/components/brand-logo";
import { useRootData } from "~/components/session-user";

/** Desktop error page: just the logo and the message. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col" data-layout="error">
      <header className="border-b border-line">
        <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6">
          <BrandLogo name={root?.site.name ?? ""} />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-12">
        {children}
      </main>
    </div>
  );
}
