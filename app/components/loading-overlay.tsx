import { useNavigation } from "react-router";
import { useUi } from "~/components/ui-state";

/**
 * SPEC 2 loading overlay, always mounted: a progress bar at once while a navigation or a
 * global loading task runs, and a veil that fades in only if it takes a while.
 */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const ui = useUi();
  const busy = navigation.state !== "idle" || ui.loading.active;
  return (
    <div aria-hidden={!busy} data-testid="loading-overlay" data-busy={busy} className={busy ? "" : "hidden"}>
      <div
        role="progressbar"
        aria-label="Loading"
        className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
      >
        <div className="h-full w-2/5 bg-brand-600" style={{ animation: "progress-slide 1.1s ease-in-out infinite" }} />
      </div>
      <div
        className="pointer-events-none fixed inset-0 z-40 bg-white/40"
        style={{ animation: "overlay-in 200ms ease-out 400ms both" }}
      />
    </div>
  );
}
