import { useEffect } from "react";
import { type Toast } from "~/lib/toasts";
import { useUi } from "~/components/ui-state";
import { useHydrated } from "~/components/use-hydrated";

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast.timeout <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.timeout);
    return () => clearTimeout(timer);
  }, [toast.id, toast.timeout, onDismiss]);
  const tone =
    toast.tone === "error"
      ? "bg-danger text-white"
      : toast.tone === "success"
        ? "bg-brand-700 text-white"
        : "bg-ink text-white";
  return (
    <li className={`pointer-events-auto flex items-start gap-3 rounded-2xl px-4 py-3 shadow-card ${tone}`}>
      <p className="flex-1 self-center text-sm">{toast.message}</p>
      {/* Without JavaScript the toast stays on this page only (the next one has none): no button that cannot work. */}
      {hydrated ? (
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          className="-my-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-lg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          aria-label="Dismiss"
        >
          ×
        </button>
      ) : (
        <span aria-hidden="true" className="-my-2 -mr-2 size-11 shrink-0" />
      )}
    </li>
  );
}

/**
 * Without JavaScript a toast cannot leave or be dismissed, so it is a notice at the top of the
 * page, above the header, covering nothing (the list comes first in the page). A browser that
 * runs scripts ignores this, so the page does not move when it hydrates.
 */
const IN_PAGE_WITHOUT_SCRIPTS = `
ol[data-toasts] { position: relative; inset: auto; width: auto; max-width: 36rem; margin: 0.75rem; pointer-events: auto; }
@media (min-width: 40rem) { ol[data-toasts] { margin: 0.75rem auto; } }
`;

/** For the document's head: a <style> may sit in a <noscript> there, not in the body. */
export function ToastsWithoutScripts() {
  return (
    <noscript>
      <style>{IN_PAGE_WITHOUT_SCRIPTS}</style>
    </noscript>
  );
}

/**
 * Toasts are announced politely to screen readers (a live list, there from the first render so
 * additions are heard) and leave after their timeout. They float over the page under a phone's
 * header (its main buttons are at the bottom: save, book, the tab bar), bottom right on a wide
 * screen; only the toasts take clicks, never the strip they sit in.
 */
export function Toasts() {
  const { toasts } = useUi();
  return (
    <>
      <ol
        data-toasts=""
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-3 top-[calc(4.25rem+env(safe-area-inset-top))] z-50 mx-auto flex max-w-sm flex-col gap-2 sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6 sm:w-96"
      >
        {toasts.list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={toasts.remove} />
        ))}
      </ol>
    </>
  );
}
