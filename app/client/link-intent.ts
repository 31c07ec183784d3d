import { thisPageReloadedRecently } from "~/client/reload-guard";

/** React Router's own intent delay (`<Link prefetch="intent">`): a pointer passing by is no intent. */
export const INTENT_DELAY_MS = 100;

/** What the prefetch rules read of a link. */
export interface LinkFacts {
  /** The resolved address (`anchor.href`). */
  href: string;
  target: string;
  download: boolean;
  /** `data-no-preload` on the link or around it. */
  noPreload: boolean;
}

/** Where the visitor is. */
export interface Here {
  origin: string;
  pathname: string;
  search: string;
}

/**
 * Pages whose loader changes something on a GET, so that a hover must not run it: the checkout
 * writes the visitor's half of the booking's idempotency key in a cookie and lists saved cards
 * (the old /checkout only redirects to it, but its answer would be the checkout's).
 */
const NOT_ON_HOVER = /\/checkout\/?$/;
/** A page address carrying a draft to resume (form-resume.server.ts): its loader takes the draft, once. */
const DRAFT_PARAM = "draft";

/**
 * The page (path and query) a link leads to, or null when nothing is prefetched for it: another
 * site, a download, a new window, `data-no-preload`, the page the visitor is on, or a page whose
 * loader must not run on a hover.
 */
export function prefetchablePage(link: LinkFacts, here: Here): string | null {
  if (link.download || link.noPreload) return null;
  if (link.target && link.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  if (NOT_ON_HOVER.test(url.pathname) || url.searchParams.has(DRAFT_PARAM)) return null;
  return `${url.pathname}${url.search}`;
}

export interface IntentTimers {
  set(callback: () => void, ms: number): unknown;
  clear(timer: unknown): void;
}

/**
 * One pending intent per link: shown (pointer over, focus, touch), it becomes an intent after
 * INTENT_DELAY_MS unless withdrawn first (pointer out, blur), as React Router's links do.
 */
export function createIntentTimer<Link>(timers: IntentTimers, onIntent: (link: Link) => void) {
  const pending = new Map<Link, unknown>();
  return {
    show(link: Link) {
      if (pending.has(link)) return;
      pending.set(
        link,
        timers.set(() => {
          pending.delete(link);
          onIntent(link);
        }, INTENT_DELAY_MS),
      );
    },
    withdraw(link: Link) {
      if (!pending.has(link)) return;
      timers.clear(pending.get(link));
      pending.delete(link);
    },
    stop() {
      for (const timer of pending.values()) timers.clear(timer);
      pending.clear();
    },
  };
}

function linkFacts(anchor: HTMLAnchorElement): LinkFacts {
  return {
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute("download"),
    noPreload: anchor.closest("[data-no-preload]") !== null,
  };
}

function pageOf(anchor: HTMLAnchorElement): string | null {
  const { origin, pathname, search } = window.location;
  return prefetchablePage(linkFacts(anchor), { origin, pathname, search });
}

const anchorOf = (node: EventTarget | null) => {
  const anchor = node instanceof Element ? node.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * Watches every link of the document from one place (pointer, focus and touch events bubble to
 * it) and calls `onIntent` with the page of a link the visitor showed intent for. Returns the
 * cleanup.
 */
export function watchLinkIntent(onIntent: (page: string) => void): () => void {
  const timer = createIntentTimer<HTMLAnchorElement>(
    { set: (callback, ms) => window.setTimeout(callback, ms), clear: (id) => window.clearTimeout(id as number) },
    (anchor) => {
      // React Router reloads the page when a route module it prefetches fails to load (after a
      // deploy, for the new build): never soon after a reload (reload-guard.ts).
      if (thisPageReloadedRecently()) return;
      // Read again: the visitor may have moved to another page in the meantime.
      const page = anchor.isConnected ? pageOf(anchor) : null;
      if (page) onIntent(page);
    },
  );
  const show = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (anchor && pageOf(anchor)) timer.show(anchor);
  };
  const withdraw = (event: Event) => {
    const anchor = anchorOf(event.target);
    const stillInside = event instanceof FocusEvent || event instanceof PointerEvent ? event.relatedTarget : null;
    if (anchor && !(stillInside instanceof Node && anchor.contains(stillInside))) timer.withdraw(anchor);
  };
  const listeners = [
    ["pointerover", show],
    ["focusin", show],
    ["touchstart", show],
    ["pointerout", withdraw],
    ["focusout", withdraw],
  ] as const;
  for (const [name, listener] of listeners) document.addEventListener(name, listener, { passive: true });
  return () => {
    for (const [name, listener] of listeners) document.removeEventListener(name, listener);
    timer.stop();
  };
}
