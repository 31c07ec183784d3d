import { loadScript } from "~/client/script-loader";

/** SPEC 4/9: the tag manager loads this long after the first interaction. */
export const TAG_MANAGER_DELAY_MS = 2000;
export const INTERACTION_EVENTS = ["scroll", "keydown", "mousemove", "touchstart"] as const;

export interface TagManagerDependencies {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  load: (src: string) => Promise<void>;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  dataLayer: () => unknown[];
}

export interface LazyTagManager {
  /** The visitor's consent as it stands: the container id once granted, null while not. */
  consent(gtmId: string | null): void;
}

/**
 * The lazy tag manager of one page load (SPEC 4). It notes the visitor's first scroll, keydown,
 * mousemove or touchstart from the moment it is made, whatever the consent is then; once consent
 * is granted too, it loads the container TAG_MANAGER_DELAY_MS after the later of the two, once:
 * a visitor who scrolled before accepting, or while the choice was being saved, gets it 2 s after
 * accepting. Events pushed to the data layer before that (page_view included) wait there and are
 * read by the container when it starts. Consent withdrawn before the timer ends stops it.
 */
export function createLazyTagManager(deps: TagManagerDependencies): LazyTagManager {
  let interacted = false;
  let grantedId: string | null = null;
  let timer: unknown = null;
  let started = false;

  const stopWatching = () => {
    for (const type of INTERACTION_EVENTS) deps.target.removeEventListener(type, onFirstInteraction);
  };
  function onFirstInteraction() {
    if (interacted) return;
    interacted = true;
    stopWatching();
    schedule();
  }
  function schedule() {
    if (started || timer !== null || !interacted || grantedId === null) return;
    const gtmId = grantedId;
    timer = deps.setTimer(() => {
      timer = null;
      started = true;
      deps.dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      void deps
        .load(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`)
        .catch((error: unknown) => console.error("[tag-manager]", error));
    }, TAG_MANAGER_DELAY_MS);
  }

  for (const type of INTERACTION_EVENTS) deps.target.addEventListener(type, onFirstInteraction, { passive: true });
  return {
    consent(gtmId) {
      grantedId = gtmId;
      if (gtmId === null && timer !== null) {
        deps.clearTimer(timer);
        timer = null;
      }
      schedule();
    },
  };
}

let thisPage: LazyTagManager | null = null;

/**
 * The one tag manager of this page load, made (and watching for the first interaction) on the
 * first call: a shell that renders again, or an error page's shell, shares it, so the container
 * and its gtm.js start event come once a page load.
 */
export function tagManagerForThisPage(deps: () => TagManagerDependencies = browserDependencies): LazyTagManager {
  thisPage ??= createLazyTagManager(deps());
  return thisPage;
}

/** A new page load, as far as the tag manager goes (tests start each case from one). */
export function forgetTagManagerForThisPage(): void {
  thisPage = null;
}

function browserDependencies(): TagManagerDependencies {
  return {
    target: window,
    load: (src) => loadScript(src),
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    dataLayer: () => (window.dataLayer ??= []),
  };
}
