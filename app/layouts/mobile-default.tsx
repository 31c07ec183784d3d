import type { ReactNode } from "react";
import { AccountMenu } from "~/components/account-menu";
import { BrandLogo } from "~/components/brand-logo";
import { MobileTabBar } from "~/components/mobile-tab-bar";
import { useRootData } from "~/components/session-user";
import { SignInLink } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";

/** Phones: a slim header, the page, the footer and a bottom tab bar. */
export function MobileDefaultLayout({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col pb-16" data-layout="mobile-default">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-line bg-white/95 px-4 py-1.5 backdrop-blur">
        <BrandLogo name={root?.site.name ?? ""} />
        {root?.user ? <AccountMenu /> : <SignInLink className="btn-secondary" />}
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileTabBar />
    </div>
  );
}
