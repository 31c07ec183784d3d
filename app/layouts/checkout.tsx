import type { ReactNode } from "react";
import { BrandLogo } from "~/components/brand-logo";
import { useRootData } from "~/components/session-user";

/** Checkout: no navigation to wander off through, a reassuring secure-payment note. */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col bg-surface" data-layout="checkout">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-2 sm:px-6">
          <BrandLogo name={root?.site.name ?? ""} />
          <p className="flex items-center gap-2 text-sm text-muted">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V8a4 4 0 1 1 8 0v3" />
            </svg>
            Secure checkout
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
