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
      {/* The native progress element for screen readers; the bar drawn below slides, which it cannot. */}
      <progress aria-label="Loading" className="sr-only" />
      <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
        <div className="h-full w-2/5 animate-[progress-slide_1.1s_ease-in-out_infinite] bg-brand-600" />
      </div>
      <div className="pointer-events-none fixed inset-0 z-40 animate-[overlay-in_200ms_ease-out_400ms_both] bg-white/40" />
    </div>
  );
}
