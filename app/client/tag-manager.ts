import { loadScript } from "~/client/script-loader";

/** SPEC 4/9: the tag manager loads this long after the first interaction. */
export const TAG_MANAGER_DELAY_MS = 2000;
export const INTERACTION_EVENTS = ["scroll", "keydown", "mousemove", "touchstart"] as const;

export interface TagManagerDependencies {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  load: (src: string) => Promise<void>;
  setTimer: (callback: () => void, ms: number) => unknown;
  dataLayer: () => unknown[];
}

/**
 * Arms the lazy tag manager: on the first scroll, keydown, mousemove or touchstart, waits
 * TAG_MANAGER_DELAY_MS and loads the container once. Events pushed to the data layer before
 * that (page_view included) wait there and are read by the container when it starts.
 * Returns a disarm function.
 */
export function armTagManager(gtmId: string, deps: TagManagerDependencies = browserDependencies()): () => void {
  let armed = true;
  const disarm = () => {
    if (!armed) return;
    armed = false;
    for (const type of INTERACTION_EVENTS) deps.target.removeEventListener(type, onFirstInteraction);
  };
  function onFirstInteraction() {
    if (!armed) return;
    disarm();
    deps.setTimer(() => {
      deps.dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      void deps
        .load(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`)
        .catch((error: unknown) => console.error("[tag-manager]", error));
    }, TAG_MANAGER_DELAY_MS);
  }
  for (const type of INTERACTION_EVENTS)
    deps.target.addEventListener(type, onFirstInteraction, { passive: true, once: true });
  return disarm;
}

function browserDependencies(): TagManagerDependencies {
  return {
    target: window,
    load: (src) => loadScript(src),
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    dataLayer: () => (window.dataLayer ??= []),
  };
}
