import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs the page in the browser
 * (and at once for anything first shown after hydration). For enhancements that only work with
 * JavaScript: until then the plain HTML version is shown, so server and first browser render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
